/**
 * A pass-through HTTP proxy in front of a sandbox, for failures the sandbox's fault mode cannot
 * make: an answer lost after the server processed the request (a crash mid-send), bytes altered
 * on the way (a corrupted download), or an endpoint the platform does not have.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface ProxyRule {
  /** Matches `METHOD /api/public/v1/path?query`. */
  match: (methodAndPath: string) => boolean;
  /** `drop`: forward, then cut the connection without answering; `corrupt`: flip the first byte
   * of the answer; `missing`: answer 405 without forwarding; `hold`: keep the request `ms` before
   * forwarding it, even when its sender is gone by then (a slow network, a busy gateway). */
  action: 'drop' | 'corrupt' | 'missing' | 'hold';
  /** For `hold`: how long (default 1000 ms). */
  ms?: number;
  /** How many requests the rule applies to (default: all). */
  count?: number;
}

export interface TestProxy {
  baseUrl: string;
  rules: ProxyRule[];
  /** Requests cut by a `drop` rule so far. */
  dropped: number;
  /**
   * Called when a `hold` rule starts holding a request (its body has arrived). When it answers a
   * promise, the request is held until that settles instead of the rule's `ms`.
   */
  onHold: ((methodAndPath: string) => Promise<void> | undefined) | null;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export async function startProxy(target: string): Promise<TestProxy> {
  const proxy: TestProxy = { baseUrl: '', rules: [], dropped: 0, onHold: null, close: async () => undefined };
  const server: Server = createServer(async (req, res) => {
    const key = `${req.method} ${req.url}`;
    const rule = proxy.rules.find((r) => r.match(key) && (r.count === undefined || r.count > 0));
    if (rule?.count !== undefined) rule.count--;
    if (rule?.action === 'missing') {
      res.writeHead(405, { 'content-type': 'text/plain' }).end('Method Not Allowed');
      return;
    }
    try {
      const body = await readBody(req);
      if (rule?.action === 'hold') {
        const release = proxy.onHold?.(key);
        await (release ?? new Promise((resolve) => setTimeout(resolve, rule.ms ?? 1000)));
      }
      const headers = { ...req.headers } as Record<string, string>;
      delete headers.host;
      delete headers['content-length'];
      const upstream = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers,
        body: body.length ? new Uint8Array(body) : undefined,
      });
      const bytes = Buffer.from(await upstream.arrayBuffer());
      if (rule?.action === 'drop') {
        proxy.dropped++;
        req.socket.destroy();
        return;
      }
      if (rule?.action === 'corrupt' && bytes.length > 0) bytes[0] = bytes[0]! ^ 0xff;
      const out: Record<string, string> = {};
      upstream.headers.forEach((v, k) => {
        if (k !== 'content-length' && k !== 'transfer-encoding' && k !== 'content-encoding') out[k] = v;
      });
      res.writeHead(upstream.status, out).end(bytes);
    } catch {
      // The sandbox is stopped: the platform is unreachable.
      req.socket.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  proxy.baseUrl = `http://127.0.0.1:${port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
