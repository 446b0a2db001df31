import type { SandboxHandle } from '../../src/sandbox';

export const PREFIX = '/api/public/v1';

export interface ApiResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test responses are inspected field by field
  body: any;
}

export function keyOf(sandbox: SandboxHandle, name: string): string {
  const key = sandbox.keys.find((k) => k.name === name);
  if (!key) throw new Error(`no seeded key ${name}`);
  return key.apiKey;
}

/** GET (or another method) on an API path; `key` is a seeded key name, a raw header, or null. */
export async function call(
  sandbox: SandboxHandle,
  path: string,
  opts: { key?: string | null; authorization?: string; method?: string; body?: string } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (opts.authorization !== undefined) headers.authorization = opts.authorization;
  else if (opts.key !== null) headers.authorization = `Bearer ${keyOf(sandbox, opts.key ?? 'participant')}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${sandbox.baseUrl}${PREFIX}${path}`, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: res.status, headers: res.headers, body };
}

/** Follows nextCursor to the end and returns every item. */
export async function collectAll(
  sandbox: SandboxHandle,
  path: string,
  key = 'participant',
  limit = 25,
): Promise<{ items: Record<string, unknown>[]; pages: number }> {
  const items: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  let pages = 0;
  const sep = path.includes('?') ? '&' : '?';
  do {
    const q = `${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await call(sandbox, `${path}${q}`, { key });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    items.push(...res.body.data.items);
    cursor = res.body.data.nextCursor;
    pages++;
  } while (cursor !== null && pages < 1000);
  return { items, pages };
}
