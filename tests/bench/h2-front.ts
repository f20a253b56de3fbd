import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';

/**
 * HTTP/2 over TLS in front of the local stack, for the Lighthouse runs only: CloudFront serves the
 * site over HTTP/2 and HTTP/3 (infra/web/web-stack.ts), while the local server speaks HTTP/1.1, and
 * Lighthouse's network model then queues a page's ~20 code chunks on six connections, each with its
 * own handshakes: a cost production does not have. Bodies and headers pass through unchanged (the
 * stack still compresses and sets cache headers, as CloudFront does). The certificate is made for
 * the run; the bench's Chromium is told to accept it.
 */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'host']);

export async function startH2Front(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec' });
  const tls = { key: pems.private, cert: pems.cert };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...tls, allowHTTP1: false }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && !hopByHop.has(name)) headers[name] = value;
    headers.host = upstream.host;
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!hopByHop.has(name)) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
