import { afterAll, describe, expect, it } from 'vitest';
import { dynamo, reconnect } from '../../../functions/lib/aws';
import { s3 } from '../../../functions/lib/s3';
import { instrumentSdkClients } from '../../../infra/local/sdk-instruments';

/**
 * Decision 0712: the product's SDK clients carry no test instrument of their own; the local stack adds
 * fault injection (FAULT_RATE) and the traffic recorder's middleware to them when it starts.
 */
const names = (client: { middlewareStack: { identify(): string[] } }) =>
  client.middlewareStack.identify().map((entry) => entry.split(' ')[0] ?? '');
const instruments = ['fluentiaFaultInjection', 'fluentiaTrafficRecorder'];

afterAll(() => {
  delete process.env.FAULT_RATE;
  reconnect();
});

describe('the SDK clients', () => {
  it('are made plain, without the local stack’s instruments', () => {
    process.env.FAULT_RATE = '0.1';
    reconnect();
    expect(names(dynamo())).not.toEqual(expect.arrayContaining([instruments[0]]));
    expect(names(dynamo())).not.toEqual(expect.arrayContaining([instruments[1]]));
    expect(names(s3())).not.toEqual(expect.arrayContaining([instruments[1]]));
  });

  it('carry fault injection and the recorder once the local stack has registered them', () => {
    instrumentSdkClients();
    instrumentSdkClients(); // a second stack in the same process adds nothing twice
    process.env.FAULT_RATE = '0.1';
    reconnect();
    expect(
      names(dynamo())
        .filter((name) => instruments.includes(name))
        .sort(),
    ).toEqual(instruments);
    expect(
      names(s3())
        .filter((name) => instruments.includes(name))
        .sort(),
    ).toEqual(instruments);
  });
});
