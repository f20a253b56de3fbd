/**
 * Response data of each route, keyed by route id. Handlers must return this shape and the web
 * client's calls are typed by it, so the two cannot drift apart.
 */
export type ComponentState = 'up' | 'down';

export interface HealthData {
  service: 'fluentia-api';
  environment: string;
  version: string;
  /** When the components were last probed (results are shared for 2 s). */
  checkedAt: string;
  components: Record<string, { state: ComponentState; latencyMs: number; detail?: string }>;
}

export interface ResponseData {
  health: HealthData;
}
