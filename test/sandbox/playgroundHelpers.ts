import type { SandboxHandle } from '../../src/sandbox';
import { type ApiResponse, call } from './helpers';

export const S1 = '/competitions/mathematics-distillation-challenge-equational-theories-stage1/playground';
export const S2 = '/competitions/mathematics-distillation-challenge-equational-theories-stage2/playground';
export const MR = '/competitions/modular-arithmetic-challenge/playground';
export const LK = '/competitions/lean-kernel-challenge/playground';

export function post(
  sandbox: SandboxHandle,
  path: string,
  body: unknown,
  key = 'participant',
): Promise<ApiResponse> {
  return call(sandbox, path, { method: 'POST', body: JSON.stringify(body), key });
}

/** Polls the run detail until `done(run)` holds (a condition, not a fixed delay). */
export async function waitForRun(
  sandbox: SandboxHandle,
  base: string,
  runId: string,
  // biome-ignore lint/suspicious/noExplicitAny: run records are inspected field by field
  done: (run: any) => boolean,
  key = 'participant',
) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await call(sandbox, `${base}/runs/${runId}`, { key });
    if (res.status !== 200) throw new Error(`run ${runId}: ${res.status}`);
    if (done(res.body.data)) return res.body.data;
    if (Date.now() > deadline)
      throw new Error(`run ${runId} stuck in ${JSON.stringify(res.body.data.status)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const terminal = (run: { status: string }) => ['done', 'failed', 'cancelled'].includes(run.status);

/** Reads results to the end: follows nextCursor, then pollCursor until both are null. */
export async function readAllResults(
  sandbox: SandboxHandle,
  base: string,
  runId: string,
  query = '',
  limit = 100,
) {
  const items: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let last: ApiResponse | null = null;
  for (;;) {
    const q = `?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await call(sandbox, `${base}/runs/${runId}/results${q}`);
    if (res.status !== 200) throw new Error(`results: ${res.status} ${JSON.stringify(res.body)}`);
    last = res;
    pages++;
    items.push(...res.body.data.items);
    const { nextCursor, pollCursor } = res.body.data;
    if (nextCursor === null && pollCursor === null) break;
    if (nextCursor === null) await new Promise((r) => setTimeout(r, 5)); // polling, as a client would
    cursor = nextCursor ?? pollCursor;
    if (pages > 5000) throw new Error('too many pages');
  }
  return { items, pages, last: last!.body.data };
}
