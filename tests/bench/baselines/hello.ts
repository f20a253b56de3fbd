/** The smallest Lambda handler: the bench's floor for Node's own boot. */
export const handler = async () => ({ statusCode: 200, body: 'hello' });
