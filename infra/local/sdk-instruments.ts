import {
  onSdkClient,
  type SdkClient,
  type SdkService,
  type SdkClientOptions,
} from '../../functions/lib/sdk-client-hooks';
import { faultRate, injectFaults } from './fault-injection';
import { recordCalls } from './traffic-middleware';

/**
 * The local stack's instruments on the product's SDK clients (decision 0712): fault injection
 * (FAULT_RATE, read when a client is made: `reconnect()` makes them again) and the traffic recorder's
 * middleware, which records only inside a recorded request. Registered once per process by
 * `startLocalStack` (./stack.ts); the production clients carry neither.
 */
function instrument(client: SdkClient, service: SdkService, options: SdkClientOptions): void {
  if (options.faults !== false) injectFaults(client as never, faultRate());
  recordCalls(client, service);
}

export function instrumentSdkClients(): void {
  onSdkClient(instrument);
}
