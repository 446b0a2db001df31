/**
 * Exactly once when a sender dies with its request still on the way: a proxy holds each write,
 * the process sending it is killed with SIGKILL while it is held, and the proxy passes the write
 * on only after the next process is up (as a slow gateway would, its sender gone) — at least 30
 * times, across the create kinds (library items, IGP24 submissions, Playground runs, publishing).
 * The next process must not look for the write's effect before the dead one's request could have
 * arrived (its deadline): at the end every write is on the platform exactly once, none lost, none
 * doubled. A process that looked at once would find nothing and send it again.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient } from '../../src/core/api/client';
import { listItems } from '../../src/core/api/contributorNetwork';
import { listLibrary } from '../../src/core/api/library';
import { collect, paginate } from '../../src/core/api/pagination';
import { listRuns } from '../../src/core/api/playground';
import { listMine } from '../../src/core/api/submissions';
import { startProxy, type TestProxy } from '../helpers/proxy';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';
import { bundleChild, type ChildCores, childCores, waitForLine } from './childCore';

const KILLS = 30;
const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
/** A killed sender's write reaches the platform this long after the next process is up … */
const RELEASE_AFTER_READY_MS = 400;
/** … and always before its deadline: the children's write may still arrive until this long after it left. */
const IN_FLIGHT_MS = 3000;
const CHILD_ENV = { WB_CHILD_TIMEOUT_MS: '2000', WB_CHILD_IN_FLIGHT_MS: String(IN_FLIGHT_MS) };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

let sb: TestSandbox;
let proxy: TestProxy;
let client: ApiClient;
let cores: ChildCores;
const dataDir = tempDir('wb-inflight-');

beforeAll(async () => {
  cores = childCores(
    await bundleChild(),
    dataDir,
    () => ({ baseUrl: proxy.baseUrl, apiKey: sb.key('participant') }),
    CHILD_ENV,
  );
  sb = await startTestSandbox({ igp24VerifyDelayMs: 20, playgroundPaceMs: 0 });
  proxy = await startProxy(sb.baseUrl);
  proxy.rules.push({ match: (k) => /^(POST|PUT|PATCH|DELETE) /.test(k), action: 'hold', ms: 20 });
  client = new ApiClient({ baseUrl: sb.baseUrl, apiKey: sb.key('participant'), userAgent: 'inflight-test' });
});
afterAll(async () => {
  await cores?.stopAll();
  await client.close();
  await proxy.close();
  await sb.close();
});

const line = (i: number) => `${-(i + 2)},-1,${'0,'.repeat(22)}1`;

it(`every write lands exactly once through ${KILLS} kills while it is on its way`, {
  timeout: 400_000,
}, async () => {
  const plan = [
    ...Array.from({ length: 12 }, (_, i) => ({
      method: 'library.create',
      input: { kind: 'cheatsheet', title: `inflight-cs-${i}`, content: `content ${i}` },
    })),
    ...Array.from({ length: 6 }, (_, i) => ({
      method: 'library.create',
      input: {
        kind: 'solver-template',
        title: `inflight-st-${i}`,
        solverCode: `theorem s${i} : True := trivial`,
      },
    })),
    ...Array.from({ length: 8 }, (_, i) => ({
      method: 'submissions.submit',
      input: {
        competitionId: 'igp24',
        payload: { polynomials: [line(i)] },
        meta: { description: `inflight-igp-${i}` },
      },
    })),
    ...Array.from({ length: 5 }, (_, i) => ({
      method: 'playground.create',
      input: {
        competitionId: STAGE2,
        kind: 'solver-participation',
        body: {
          solverCode: `theorem run${i} : True := trivial -- inflight`,
          problemIds: ['lean-basics-001'],
        },
      },
    })),
    ...Array.from({ length: 5 }, (_, i) => ({
      method: 'cn.publish',
      input: {
        competitionId: STAGE1,
        kind: 'cheatsheet',
        source: { from: 'inline', title: `inflight-pub-${i}`, content: `x ◇ y = x -- ${i}` },
      },
    })),
  ];
  // Interleave the kinds, deterministically.
  let seed = 11;
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
  /** The held write of the process killed last, passed on once the next one is up. */
  const held: { release: (() => void) | null; at: number } = { release: null, at: 0 };
  for (;;) {
    const run = cores.start('run');
    // Hold the first write this process sends (its later ones pass on at once) and kill it then.
    const holding =
      kills < KILLS
        ? new Promise<boolean>((resolve) => {
            proxy.onHold = () => {
              proxy.onHold = null;
              return new Promise<void>((release) => {
                held.release = release;
                held.at = Date.now();
                resolve(true);
              });
            };
            void run.exited.then(() => resolve(false));
          })
        : Promise.resolve(false);
    const passOn = held.release;
    const heldAt = held.at;
    held.release = null;
    if (passOn) {
      // The write of the process killed last reaches the platform only now, after this one is up
      // (a process that checked at once would miss it), and before the write's deadline (no
      // sender can know of a write that arrives later than that).
      const deadline = heldAt + IN_FLIGHT_MS - 600;
      await Promise.race([
        waitForLine(run.proc, 'ready')
          .then(() => sleep(RELEASE_AFTER_READY_MS))
          .catch(() => undefined),
        sleep(deadline - Date.now()),
      ]);
      passOn();
    }
    if (await holding) {
      await sleep(Math.random() * 100);
      run.proc.kill('SIGKILL');
      await run.exited;
      kills++;
      continue;
    }
    proxy.onHold = null;
    const code = await run.exited;
    const out = await run.output;
    if (code !== 0) throw new Error(`the core exited with ${code}:\n${out}`);
    if (kills >= KILLS) break;
    throw new Error(`the queue emptied after ${kills} kills; the plan needs more writes:\n${out}`);
  }

  // What the platform holds now.
  const all = <T>(
    page: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>,
    id: (t: T) => string,
  ) => collect(paginate(page, id));
  const sheets = await all(
    (c) => listLibrary(client, 'cheatsheet', { cursor: c, limit: 100 }).then((r) => r.data),
    (i) => i.id,
  );
  const templates = await all(
    (c) => listLibrary(client, 'solver-template', { cursor: c, limit: 100 }).then((r) => r.data),
    (i) => i.id,
  );
  const igp = await all(
    (c) => listMine(client, 'igp24', { cursor: c, limit: 100 }).then((r) => r.data),
    (s) => s.submissionId,
  );
  const runs = await all(
    (c) => listRuns(client, STAGE2, { cursor: c, limit: 100 }).then((r) => r.data),
    (r) => r.runId,
  );
  const published = await all(
    (c) =>
      listItems(client, { scope: 'mine', competitionId: STAGE1, cursor: c, limit: 100 }).then((r) => r.data),
    (i) => i.id,
  );
  const names = [
    ...sheets.map((i) => String(i.title)),
    ...templates.map((i) => String(i.title)),
    ...igp.map((s) => String(s.meta?.description ?? '')),
    ...runs.map((r) => String((r.params as { solverCode?: string } | undefined)?.solverCode ?? '')),
    ...published.map((i) => i.title),
  ];
  const expected = [
    ...Array.from({ length: 12 }, (_, i) => `inflight-cs-${i}`),
    ...Array.from({ length: 6 }, (_, i) => `inflight-st-${i}`),
    ...Array.from({ length: 8 }, (_, i) => `inflight-igp-${i}`),
    ...Array.from({ length: 5 }, (_, i) => `theorem run${i} : True := trivial -- inflight`),
    ...Array.from({ length: 5 }, (_, i) => `inflight-pub-${i}`),
  ];
  const wrong = expected
    .map((name) => [name, names.filter((x) => x === name).length] as const)
    .filter(([, copies]) => copies !== 1);
  expect(wrong, `writes not on the platform exactly once after ${kills} kills`).toEqual([]);
  expect(kills).toBeGreaterThanOrEqual(KILLS);
});
