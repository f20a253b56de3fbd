import type { App } from 'aws-cdk-lib';
import type { EnvSettings } from './config/environments';
import type { DataStack } from './data/data-stack';
import type { IdentityStack } from './identity/identity-stack';
import type { EdgeStack } from './edge/edge-stack';
import type { ApiStack } from './api/api-stack';
import type { RoutesStack } from './api/routes-stack';
import type { WebStack } from './web/web-stack';
import type { JobsStack } from './ops/jobs-stack';
import type { DashboardStack } from './ops/dashboard-stack';

/** One environment's stacks, as `buildApp` (infra/app.ts) makes them. */
export interface FluentiaApp {
  app: App;
  settings: EnvSettings;
  data: DataStack;
  identity: IdentityStack;
  edge: EdgeStack;
  api: ApiStack;
  /** One stack per route area, keyed by area (`system`, `identity`, …). */
  routes: Record<string, RoutesStack>;
  jobs: JobsStack;
  web: WebStack;
  dashboard: DashboardStack;
}
