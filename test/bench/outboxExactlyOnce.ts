/**
 * What exactly-once costs (docs/core.md, "Exactly once"), against a baseline in the same run:
 * - time: a write whose answer the sandbox drops after committing it (then checked and found)
 *   against the same write answered normally, queued → done, per kind (medians);
 * - space: what the delivered rows of 16 saves of a 200 KB cheatsheet hold as they were sent,
 *   against what they keep once slimmed (slim.ts), on the same rows.
 * Prints JSON with medians and ratios.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDispatcher, openWorkbench } from '../../src/core';
import type { Dispatch } from '../../src/core/dispatch';
import { slimmed } from '../../src/core/outbox/slim';
import { MemorySecretStore } from '../../src/core/secrets';
import { startSandbox } from '../../src/sandbox';
import type { OutboxEntryView } from '../../src/shared/contract';

const ROUNDS = Number(process.env.BENCH_ONCE_ROUNDS ?? 9);
const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const sandbox = await startSandbox({
  faults: true,
  playgroundPaceMs: 0,
  igp24VerifyDelayMs: 20,
  rateLimit: { accountPerMinute: 1e9, ipPerMinute: 1e9 },
});
const apiKey = sandbox.keys.find((k) => k.name === 'participant')!.apiKey;
const dataDir = mkdtempSync(join(tmpdir(), 'wb-bench-once-'));
const wb = await openWorkbench({
  dataDir,
  version: 'bench',
  builtinSandbox: { baseUrl: sandbox.baseUrl, apiKey },
  secrets: new MemorySecretStore(),
  heartbeatMs: 3_600_000,
  client: { maxAttempts: 1 },
  outboxBackoffMs: { base: 1, max: 1 },
});
const dispatch: Dispatch = createDispatcher(wb.handlers);

async function call<T>(method: string, input: unknown): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as T;
}

async function done(id: number): Promise<OutboxEntryView> {
  for (;;) {
    const entry = (await call<OutboxEntryView[]>('outbox.list', {})).find((e) => e.id === id)!;
    if (entry.status === 'done') return entry;
    if (entry.status === 'failed') throw new Error(`${entry.summary}: ${entry.error?.code}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

async function fault(spec: Record<string, unknown>) {
  const res = await fetch(`${sandbox.baseUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  if (!res.ok) throw new Error(`fault: ${res.status}`);
}

interface Kind {
  name: string;
  path: string;
  queue: (i: number) => Promise<OutboxEntryView>;
}

let n = 0;
const kinds: Kind[] = [
  {
    name: 'library create',
    path: '/cheatsheets',
    queue: (i) => call('library.create', { kind: 'cheatsheet', title: `once-${i}-${++n}`, content: `c${n}` }),
  },
  {
    name: 'IGP24 submission',
    path: '/competitions/igp24/submissions',
    queue: () =>
      call('submissions.submit', {
        competitionId: 'igp24',
        payload: { polynomials: [`${-(++n + 1)},-1,${'0,'.repeat(22)}1`] },
      }),
  },
  {
    name: 'run start',
    path: `/competitions/${STAGE2}/playground/runs`,
    queue: () =>
      call('playground.create', {
        competitionId: STAGE2,
        kind: 'solver-participation',
        body: { solverCode: `theorem b${++n} : True := trivial`, problemIds: ['lean-basics-001'] },
      }),
  },
];

const time: Record<string, unknown> = {};
for (const kind of kinds) {
  const normal: number[] = [];
  const lost: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    // Interleaved, so drift on a noisy machine falls on both.
    let t = performance.now();
    await done((await kind.queue(r)).id);
    normal.push(performance.now() - t);
    await fault({ kind: 'drop-answer', method: 'POST', path: kind.path, count: 1 });
    t = performance.now();
    await done((await kind.queue(r)).id);
    lost.push(performance.now() - t);
  }
  time[kind.name] = {
    answeredMedianMs: Number(median(normal).toFixed(1)),
    lostThenCheckedMedianMs: Number(median(lost).toFixed(1)),
    ratio: Number((median(lost) / median(normal)).toFixed(2)),
  };
}

// Space: 16 saves of a 200 KB cheatsheet.
const text = (i: number) => `${i} `.padEnd(200_000, 'x ◇ y = y ◇ x\n');
const created = await done(
  (await call<OutboxEntryView>('library.create', { kind: 'cheatsheet', title: 'big', content: text(0) })).id,
);
let base = (created.result as { updatedAt: string }).updatedAt;
const id = (created.result as { id: string }).id;
const rows: OutboxEntryView[] = [created];
for (let i = 1; i < 16; i++) {
  const entry = await done(
    (
      await call<OutboxEntryView>('library.update', {
        kind: 'cheatsheet',
        id,
        content: text(i),
        baseUpdatedAt: base,
      })
    ).id,
  );
  base = (entry.result as { updatedAt: string }).updatedAt;
  rows.push(entry);
}
const bytes = (e: { request: unknown; result: unknown }) =>
  Buffer.byteLength(JSON.stringify(e.request)) + Buffer.byteLength(JSON.stringify(e.result));
const whole = rows.reduce((sum, e) => sum + bytes(e), 0);
const slim = rows.reduce((sum, e) => sum + bytes(slimmed(e)), 0);

await wb.close();
await sandbox.close();
rmSync(dataDir, { recursive: true, force: true });

process.stdout.write(
  `${JSON.stringify(
    {
      lostAnswer: { what: `queued → done, median of ${ROUNDS}, interleaved`, ...time },
      deliveredRows: {
        what: '16 saves of a 200 KB cheatsheet: request + result bytes of the done rows',
        asSentBytes: whole,
        slimBytes: slim,
        ratio: Number((slim / whole).toFixed(5)),
      },
    },
    null,
    2,
  )}\n`,
);
