import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

/**
 * The "SDK floor": a DynamoDB document client and nothing else, reading one item on its first call.
 * Every product function needs at least this, so its cold start is the figure the others are held to.
 */
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: process.env.AWS_REGION,
    ...(process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT } : {}),
  }),
);

export const handler = async () => {
  const found = await db.send(new GetCommand({ TableName: process.env.TABLE_MAIN, Key: { pk: 'BENCH', sk: 'FLOOR' } }));
  return { statusCode: 200, body: JSON.stringify(found.Item ?? null) };
};
