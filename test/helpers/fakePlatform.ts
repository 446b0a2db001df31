/**
 * A small loopback HTTP server that plays a misbehaving or foreign platform: each test gives the
 * answers, the server records every request (path and Authorization header) it received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

export type Route = (req: SeenRequest, res: ServerResponse, raw: IncomingMessage) => void;

export interface FakePlatform {
  baseUrl: string;
  seen: SeenRequest[];
  /** Requests whose path matches. */
  count(path: string): number;
  close(): Promise<void>;
}

/** Answers the { ok: true, data } envelope. */
export function sendData(res: ServerResponse, data: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ ok: true, data }));
}

/** `routes` by path under /api/public/v1; an empty competition list and 404 otherwise. */
export async function startFakePlatform(routes: Record<string, Route> = {}): Promise<FakePlatform> {
  const seen: SeenRequest[] = [];
  const server = createServer((raw, res) => {
    const url = new URL(raw.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/api\/public\/v1/, '');
    const req: SeenRequest = {
      method: raw.method ?? 'GET',
      path,
      query: url.searchParams,
      authorization: raw.headers.authorization,
    };
    seen.push(req);
    const route = routes[path];
    if (route) return route(req, res, raw);
    if (path === '/competitions') return sendData(res, { items: [], nextCursor: null });
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: false, error: { code: 'NOT_FOUND', message: 'no such route' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    count: (path) => seen.filter((r) => r.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
