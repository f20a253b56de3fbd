import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the local-only pages share: a plain page, escaping, a small form body, JSON and HTML answers. */
export const escape = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const style = `body{font-family:system-ui,sans-serif;max-width:760px;margin:40px auto;padding:0 16px;color:#111827}
.note{background:#fef3c7;border:1px solid #f59e0b;border-radius:8px;padding:10px 14px}table{width:100%;border-collapse:collapse;margin-top:16px}
td,th{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top}code{font-size:1.1em;font-weight:700}
label{display:block;margin-top:12px;font-weight:600}input{width:100%;padding:8px;font-size:1rem;box-sizing:border-box}
button{margin-top:16px;padding:10px 18px;font-size:1rem;background:#4f46e5;color:#fff;border:0;border-radius:8px;cursor:pointer}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${style}</style></head><body>${body}</body></html>`;
}

export function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
      if (body.length > 16_384) req.destroy();
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export function json(res: ServerResponse, value: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(value));
}

export function html(res: ServerResponse, text: string): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(text);
}
