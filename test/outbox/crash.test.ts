/**
 * Exactly once, through crashes: a child process running the core replays a queue of mixed writes
 * against the sandbox and is killed with SIGKILL at random points, then restarted, at least 50
 * times. At the end every write must be on the sandbox exactly once: none lost, none doubled.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient } from '../../src/core/api/client';
import { ApiError } from '../../src/core/api/errors';
import { getLibraryItem, listLibrary } from '../../src/core/api/library';
import { collect, paginate } from '../../src/core/api/pagination';
import { listMine } from '../../src/core/api/submissions';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';
import { bundleChild, type ChildCores, childCores, waitForLine } from './childCore';

const KILLS = Number(process.env.CRASH_KILLS ?? 50);
const CHEATSHEETS = 150;
const TEMPLATES = 40;
const IGP24 = 50;
const EDITS = 10;
const POLY = ['1', ...Array(23).fill('0'), '1'].join(',');

let sb: TestSandbox;
let client: ApiClient;
let cores: ChildCores;
const dataDir = tempDir('wb-crash-');

beforeAll(async () => {
  cores = childCores(await bundleChild(), dataDir, () => ({
    baseUrl: sb.baseUrl,
    apiKey: sb.key('participant'),
  }));
  sb = await startTestSandbox({ igp24VerifyDelayMs: 20 });
  // A little latency on every API call widens the window in which a kill lands mid-request.
  await sb.fault({ kind: 'latency', ms: 8 });
  client = new ApiClient({ baseUrl: sb.baseUrl, apiKey: sb.key('participant'), userAgent: 'crash-test' });
});
afterAll(async () => {
  // A failed trial may leave its core running: kill it and wait before the sandbox goes.
  await cores?.stopAll();
  await client.close();
  await sb.close();
});

it(`every queued write lands exactly once through ${KILLS} SIGKILLs`, { timeout: 600_000 }, async () => {
  const plan = [
    ...Array.from({ length: CHEATSHEETS }, (_, i) => ({
      method: 'library.create',
      input: { kind: 'cheatsheet', title: `crash-cs-${i}`, content: `content ${i}` },
    })),
    ...Array.from({ length: TEMPLATES }, (_, i) => ({
      method: 'library.create',
      input: {
        kind: 'solver-template',
        title: `crash-st-${i}`,
        solverCode: `theorem t${i} : True := trivial`,
      },
    })),
    ...Array.from({ length: IGP24 }, (_, i) => ({
      method: 'submissions.submit',
      input: {
        competitionId: 'igp24',
        payload: { polynomials: [POLY] },
        meta: { description: `crash-igp-${i}` },
      },
    })),
    // Edits of one existing item, sent as they come (each waits for the previous to land).
    ...Array.from({ length: EDITS }, (_, i) => ({
      method: 'library.update',
      input: { kind: 'cheatsheet', id: 'chs_alice_draft', content: `draft v${i}`, baseUpdatedAt: null },
    })),
    { method: 'library.delete', input: { kind: 'lean-problem', id: 'lpr_alice_comm' } },
  ];
  // Shuffle deterministically so kinds interleave.
  let seed = 7;
  for (let i = plan.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [plan[i], plan[j]] = [plan[j]!, plan[i]!];
  }
  const planFile = join(dataDir, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  const seeded = cores.start('seed', planFile);
  expect(await seeded.exited, await seeded.output).toBe(0);

  let kills = 0;
  let trials = 0;
  for (;;) {
    trials++;
    const run = cores.start('run');
    await waitForLine(run.proc, 'ready');
    if (kills < KILLS) {
      await new Promise((r) => setTimeout(r, Math.random() * 40));
      if (run.proc.exitCode === null) {
        run.proc.kill('SIGKILL');
        await run.exited;
        kills++;
        continue;
      }
    }
    const code = await run.exited;
    const out = await run.output;
    if (code !== 0) throw new Error(`the core exited with ${code}:\n${out}`);
    if (kills >= KILLS) {
      expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({ pending: 0, failed: 0 });
      break;
    }
  }

  // What the sandbox holds now.
  const titles = async (kind: 'cheatsheet' | 'solver-template') =>
    (
      await collect(
        paginate(
          (cursor) => listLibrary(client, kind, { cursor, limit: 100 }).then((r) => r.data),
          (i) => i.id,
        ),
      )
    ).map((i) => ('title' in i ? String(i.title) : ''));
  const sheetTitles = await titles('cheatsheet');
  const templateTitles = await titles('solver-template');
  const igp = await collect(
    paginate(
      (cursor) => listMine(client, 'igp24', { cursor, limit: 100 }).then((r) => r.data),
      (s) => s.submissionId,
    ),
  );
  const descriptions = igp.map((s) => String(s.meta?.description ?? ''));

  let lost = 0;
  let duplicated = 0;
  const problems: string[] = [];
  const tally = (found: string[], expected: string[]) => {
    for (const name of expected) {
      const n = found.filter((f) => f === name).length;
      if (n === 0) lost++;
      if (n > 1) duplicated += n - 1;
      if (n !== 1) problems.push(`${name} ×${n}`);
    }
  };
  tally(
    sheetTitles,
    Array.from({ length: CHEATSHEETS }, (_, i) => `crash-cs-${i}`),
  );
  tally(
    templateTitles,
    Array.from({ length: TEMPLATES }, (_, i) => `crash-st-${i}`),
  );
  tally(
    descriptions,
    Array.from({ length: IGP24 }, (_, i) => `crash-igp-${i}`),
  );
  const draft = await getLibraryItem(client, 'cheatsheet', 'chs_alice_draft');
  const content = (draft.data as { content?: string }).content;
  // The edits were shuffled with the rest: the one queued last must win.
  const lastEdit = plan.filter((p) => p.method === 'library.update').at(-1)!.input as { content: string };
  if (content !== lastEdit.content) {
    lost++;
    problems.push(`chs_alice_draft holds "${content}"`);
  }
  const deleted = await getLibraryItem(client, 'lean-problem', 'lpr_alice_comm').then(
    () => false,
    (e: unknown) => e instanceof ApiError && e.info.code === 'NOT_FOUND',
  );
  if (!deleted) {
    lost++;
    problems.push('lpr_alice_comm not deleted');
  }

  const report = { trials, kills, writes: plan.length, lost, duplicated, problems };
  process.stdout.write(`outbox crash test: ${JSON.stringify(report)}\n`);
  expect(kills).toBeGreaterThanOrEqual(KILLS);
  expect(lost).toBe(0);
  expect(duplicated).toBe(0);
});
