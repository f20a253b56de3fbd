/**
 * What the local stack adds to the product's SDK clients (decision 0712): the traffic recorder's
 * middleware and fault injection live in infra/local/ and register here when the stack starts
 * (infra/local/sdk-instruments.ts). On Lambda nothing registers, so a client is made as it is and
 * its bundle carries neither.
 */
export type SdkService = 'dynamodb' | 's3';

export interface SdkClient {
  middlewareStack: { add: (middleware: never, options: Record<string, unknown>) => void };
}

/** `faults: false`: a client whose calls the fault injector leaves alone (the authorizer's token-marker read). */
export interface SdkClientOptions {
  faults?: boolean;
}

type Hook = (client: SdkClient, service: SdkService, options: SdkClientOptions) => void;
const hooks: Hook[] = [];

export function onSdkClient(hook: Hook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

/** Hands a newly made client to every registered hook (none on Lambda) and returns it. */
export function withSdkHooks<C>(client: C, service: SdkService, options: SdkClientOptions = {}): C {
  for (const hook of hooks) hook(client as unknown as SdkClient, service, options);
  return client;
}
