import { describeDynamoCall, itemBytes } from './functions/lib/traffic-items';
import { marshall } from '@aws-sdk/util-dynamodb';
const item = marshall({ pk: 'a', sk: 'b', list: [], m: { a: 1, b: [1, 2, { c: 'x' }] }, n: 1.5, nul: null, flag: true, levels: { o: null } }, { removeUndefinedValues: true });
console.log(itemBytes(item as never));
console.log(describeDynamoCall('GetItem', { TableName: 't', Key: { pk: { S: 'a' }, sk: { S: 'b' } } }, { Item: item }));
