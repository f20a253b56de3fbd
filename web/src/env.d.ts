/// <reference types="vite/client" />

/** Build-time settings of the web app (documented in web/.env.example). */
interface ImportMetaEnv {
  /** `cognito`: Google and Facebook through Cognito's hosted UI (AWS); anything else: the local provider page. */
  readonly VITE_IDENTITY_MODE?: string;
  readonly VITE_COGNITO_USER_POOL_ID?: string;
  readonly VITE_COGNITO_CLIENT_ID?: string;
  /** The hosted UI domain without https://, e.g. fluentia-dev.auth.ap-south-1.amazoncognito.com */
  readonly VITE_COGNITO_DOMAIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The route table's method, path and access by route id, put in at build time (web/api-routes-define.ts). */
declare const __API_ROUTES__: Record<
  import('#shared/api/routes').RouteId,
  Pick<import('#shared/api/routes').RouteDef, 'method' | 'path' | 'access' | 'idempotent'>
>;
