import { describe, expect, it } from 'vitest';
import { describeDynamoCall, itemBytes } from '../../../infra/local/traffic-items';

/** What the traffic recorder charges each DynamoDB call, by AWS's published rules for item sizes and units. */
const T = 'fluentia-test-main';
const S = (s: string) => ({ S: s });
const key = (pk: string, sk: string) => ({ pk: S(pk), sk: S(sk) });

describe('an item’s size', () => {
  it('counts names and values, numbers by their significant digits, the same whether marshalled or plain', () => {
    expect(itemBytes({ pk: S('USER#1'), n: { N: '12345' } })).toBe(2 + 6 + 1 + 4);
    expect(itemBytes({ pk: 'USER#1', n: 12345 })).toBe(2 + 6 + 1 + 4);
    expect(itemBytes({ flag: true, list: [1, 'ab'], map: { a: 'x' } })).toBe(
      4 + 1 + (4 + 3 + (1 + 2) + (1 + 2)) + (3 + 3 + (1 + 1 + 1)),
    );
  });
});

describe('the units a call is charged', () => {
  it('reads a 4 KB step, half for an eventually consistent read; writes a 1 KB step', () => {
    const big = { ...key('USER#1', 'PROFILE'), text: S('x'.repeat(5000)) };
    const [get] = describeDynamoCall('GetItem', { TableName: T, Key: key('USER#1', 'PROFILE') }, { Item: big });
    expect(get).toMatchObject({ pk: 'USER#1', sk: 'PROFILE', kind: 'read', units: 1 });
    const [strong] = describeDynamoCall(
      'GetItem',
      { TableName: T, Key: key('USER#1', 'PROFILE'), ConsistentRead: true },
      { Item: big },
    );
    expect(strong!.units).toBe(2);
    const [missing] = describeDynamoCall('GetItem', { TableName: T, Key: key('USER#2', 'PROFILE') }, {});
    expect(missing!.units).toBe(0.5);
    expect(describeDynamoCall('PutItem', { TableName: T, Item: big }, {})[0]!.units).toBe(5);
  });

  it('charges a Query on the sum of what it read, on its partition', () => {
    const items = [1, 2, 3].map((n) => ({ ...key('COURSE#300', `EL#${n}`), text: S('y'.repeat(3000)) }));
    const [query] = describeDynamoCall(
      'Query',
      {
        TableName: T,
        KeyConditionExpression: '#p = :p',
        ExpressionAttributeNames: { '#p': 'pk' },
        ExpressionAttributeValues: { ':p': S('COURSE#300') },
      },
      { Items: items },
    );
    expect(query).toMatchObject({ pk: 'COURSE#300', kind: 'read', units: 1.5 });
    expect(query!.sk).toBeUndefined();
  });

  it('itemises a transaction at two units per 1 KB, with an update the size last seen plus what it sets, and index writes', () => {
    describeDynamoCall(
      'GetItem',
      { TableName: T, Key: key('CLASSSCORES#7', 'HIST') },
      { Item: { ...key('CLASSSCORES#7', 'HIST'), total: { N: '40' } } },
    );
    const accesses = describeDynamoCall(
      'TransactWriteItems',
      {
        TransactItems: [
          {
            Put: {
              TableName: T,
              Item: { ...key('USER#1', 'COURSE#300#ENROL'), gsi1pk: S('ENROLMENTS#1'), gsi1sk: S('000300') },
            },
          },
          {
            Update: {
              TableName: T,
              Key: key('CLASSSCORES#7', 'HIST'),
              UpdateExpression: 'ADD total :one',
              ExpressionAttributeValues: { ':one': { N: '1' } },
            },
          },
          { Delete: { TableName: T, Key: key('PROOF#x', 'PROOF') } },
        ],
      },
      {},
    );
    expect(accesses.map((a) => [a.index ?? 'table', a.pk, a.units, a.transactional])).toEqual([
      ['table', 'USER#1', 2, true],
      ['gsi1', 'ENROLMENTS#1', 2, true],
      ['table', 'CLASSSCORES#7', 2, true],
      ['table', 'PROOF#x', 2, true],
    ]);
  });

  it('reads each key of a batch, found or not', () => {
    const accesses = describeDynamoCall(
      'BatchGetItem',
      { RequestItems: { [T]: { Keys: [key('QUESTION#1', 'QUESTION'), key('QUESTION#2', 'QUESTION')] } } },
      { Responses: { [T]: [{ ...key('QUESTION#2', 'QUESTION'), q: S('z'.repeat(9000)) }] } },
    );
    expect(accesses.map((a) => [a.pk, a.units])).toEqual([
      ['QUESTION#1', 0.5],
      ['QUESTION#2', 1.5],
    ]);
  });
});
