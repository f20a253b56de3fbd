import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import * as keys from '../../../functions/data/keys';
import { forgetLicenceHashKey, licenceRef } from '../../../functions/core/licence-keys';
import { apiEvent, context, parse } from '../../support/events';

/**
 * A licence key typed at sign-in never leaves the request in clear (decision 0771): not in any
 * request to DynamoDB (so no item can hold it), not in a log line at the most verbose level, not in
 * the answer, whether the key is unknown, used for the first time, or its write fails. The web's
 * analytics event of a key sign-in carries only the method (tests/unit/web/auth-login.test.tsx).
 */
const documents = mockClient(DynamoDBDocumentClient);
const dynamo = mockClient(DynamoDBClient);
// The mocks replace the clients' send for every file of this worker (isolate: false): put it back after this one.
afterAll(() => {
  documents.restore();
  dynamo.restore();
});
const KEY = 'FLU-7K2Q-M9XD-3HNB-WZ4T';
let login: (event: unknown, ctx: unknown) => Promise<unknown>;
let written = '';

beforeAll(async () => {
  process.env.LICENCE_HMAC_KEY = 'unit-licence-hash-key-'.padEnd(43, 'k');
  process.env.LOG_LEVEL = 'debug';
  forgetLicenceHashKey();
  const capture = (chunk: unknown) => ((written += String(chunk)), true);
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  login = (await import('../../../functions/identity/routes/login')).handler as never;
});

afterAll(() => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = 'silent';
  delete process.env.LICENCE_HMAC_KEY;
  forgetLicenceHashKey();
});

beforeEach(() => {
  documents.reset();
  dynamo.reset();
  written = '';
  documents.on(UpdateCommand).resolves({ Attributes: { tries: 1 } }); // a sign-in attempt reserved
  documents.on(GetCommand).resolves({});
});

async function signIn(loginId: string, key: string) {
  return parse(
    (await login(
      apiEvent({
        method: 'POST',
        path: '/v1/login',
        headers: { 'content-type': 'application/json', platform: 'w1' },
        body: JSON.stringify({ login_id: loginId, pin: key }),
      }),
      context,
    )) as never,
  );
}

/** Everything the function sent to DynamoDB, and everything it wrote out, as text. */
const outside = () => JSON.stringify(documents.calls().map((c) => c.args[0].input)) + written;

describe('a licence key typed at sign-in', () => {
  it('is looked up by its hash only, and appears in no request, log line or answer when it is unknown', async () => {
    const answer = await signIn('9845001122', KEY);
    expect(answer.body).toMatchObject({ code: 401, data: { error: 'licenceInvalid' } });
    const gets = documents.commandCalls(GetCommand).map((c) => (c.args[0].input as GetCommandInput).Key);
    expect(gets).toContainEqual(keys.licence(await licenceRef(KEY)));
    expect(outside()).not.toContain(KEY.slice(4));
    expect(JSON.stringify(answer.body)).not.toContain(KEY.slice(4));
  });

  it('stays out of every request and log line when its first use is written, and when that write fails', async () => {
    const ref = await licenceRef(KEY);
    documents.on(GetCommand, { Key: keys.licence(ref) }).resolves({
      Item: {
        ...keys.licence(ref),
        ref,
        orgId: 'acme',
        orgName: 'Acme',
        masked: 'FLU-••••-••••-••••-WZ4T',
        state: 'unused',
      },
    });
    documents
      .on(TransactWriteCommand)
      .rejects(Object.assign(new Error('Internal failure'), { name: 'InternalServerError' }));
    const answer = await signIn('9845001123', KEY.toLowerCase());
    expect(answer.statusCode).toBe(503); // DynamoDB's internal failure: a service unavailable
    const transaction = JSON.stringify(documents.commandCalls(TransactWriteCommand)[0]!.args[0].input);
    expect(transaction).toContain(ref);
    expect(written).toContain('dependency unavailable');
    expect(outside().toUpperCase()).not.toContain(KEY.slice(4));
  });
});
