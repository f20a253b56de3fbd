import { handler } from './handler';
import { required } from '../../lib/config';

/**
 * The Lambda runtime loop of the aligner's container image (a Debian image, not an AWS base image,
 * so the engine comes from Debian's packages): it asks the Runtime API for the next event, runs the
 * handler and posts the result or the error, for ever. This is the whole of the Runtime API's
 * contract for a function without streaming or extensions; no client package is needed.
 */
const api = `http://${required('AWS_LAMBDA_RUNTIME_API', 'Aligner runtime')}/2018-06-01/runtime`;

for (;;) {
  const next = await fetch(`${api}/invocation/next`);
  const requestId = next.headers.get('lambda-runtime-aws-request-id')!;
  try {
    const result = await handler((await next.json()) as Parameters<typeof handler>[0]);
    await fetch(`${api}/invocation/${requestId}/response`, { method: 'POST', body: JSON.stringify(result) });
  } catch (error) {
    const body = JSON.stringify({
      errorType: error instanceof Error ? error.name : 'Error',
      errorMessage: String(error),
    });
    await fetch(`${api}/invocation/${requestId}/error`, {
      method: 'POST',
      body,
      headers: { 'lambda-runtime-function-error-type': 'Unhandled' },
    });
  }
}
