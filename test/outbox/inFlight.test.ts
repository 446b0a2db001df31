/**
 * Exactly once when a sender dies with its request still on the way: a proxy holds each write,
 * the process sending it is killed with SIGKILL while it is held, and the proxy passes the write
 * on only after the next process is up (as a slow gateway would, its sender gone) — at least 30
 * times, across the create kinds (library items, IGP24 submissions, Playground runs, publishing).
 * The next process must not look for the write's effect before the dead one's request could have
 * arrived (its deadline): at the end every write is on the platform exactly once, none lost, none
 * doubled. A process that looked at once would find nothing and send it again.
 *
 * The kills run in two sequences side by side, each with its own sandbox, proxy and data folder
 * and every other write of the plan (together they kill the writes one sequence of 30 would): a
 * sequence spends most of its time waiting for deadlines, and no write, queue or platform is
 * shared between the two.
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
/** Sequences of kills run side by side (KILLS / SEQUENCES each). */
const SEQUENCES = 2;
const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
/** A killed sender's write reaches the platform this long after the next process is up … */
const RELEASE_AFTER_READY_MS = 400;
/**
 * … and always before its deadline: the children's write may still arrive until this long after it
 * left. The write is passed on 600 ms before the deadline at the latest, so the next process has
 * about 0.85 s of it to be up (after the kill, up to 100 ms after the hold, and its start): the
 * bundled child (childCore.ts) is up 95–250 ms after its start, measured with both sequences running
 * on two busy cores, and the write was passed on after it in every kill, 0.75 s or more before the
 * latest moment.
 */
const IN_FLIGHT_MS = 2000;
/** The children's time limit for a request, within the write's deadline. */
const CHILD_ENV = { WB_CHILD_TIMEOUT_MS: '1500', WB_CHILD_IN_FLIGHT_MS: String(IN_FLIGHT_MS) };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** One sequence's platform, the proxy in front of it, and the cores on its own data folder. */
interface Sequence {
  sb: TestSandbox;
  proxy: TestProxy;
  client: ApiClient;
  cores: ChildCores;
  dataDir: string;
}
const sequences: Sequence[] = [];
/** What beforeAll started, stopped by afterAll in reverse order even when a start failed. */
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const script = await bundleChild();
  for (let s = 0; s < SEQUENCES; s++) {
    const sb = await startTestSandbox({ igp24VerifyDelayMs: 20, playgroundPaceMs: 0 });
    stops.push(() => sb.close());
    const proxy = await startProxy(sb.baseUrl);
    stops.push(() => proxy.close());
    proxy.rules.push({ match: (k) => /^(POST|PUT|PATCH|DELETE) /.test(k), action: 'hold', ms: 20 });
    const client = new ApiClient({
      baseUrl: sb.baseUrl,
      apiKey: sb.key('participant'),
      userAgent: 'inflight-test',
    });
    stops.push(() => client.close());
    const dataDir = tempDir('wb-inflight-');
    const cores = childCores(
      script,
      dataDir,
      () => ({ baseUrl: proxy.baseUrl, apiKey: sb.key('participant') }),
      CHILD_ENV,
    );
    stops.push(() => cores.stopAll());
    sequences.push({ sb, proxy, client, cores, dataDir });
  }
});
afterAll(async () => {
  for (const stop of [...stops].reverse()) await stop();
});

const line = (i: number) => `${-(i + 2)},-1,${'0,'.repeat(22)}1`;

/** When a sequence runs, and what it tells the others. */
interface Turn {
  /** Whether to stop at the next start (another sequence failed). */
  stop: () => boolean;
  /** Settles when the sequence may start its first core. */
  begin: Promise<void>;
  /** Called once the sequence passed on its first held write. */
  passedOn: () => void;
}

/**
 * Seeds `plan` on the sequence's data folder, then starts cores one after another, killing each
 * while its first write is held, `target` times, and lets the last one empty the queue. Returns the
 * number of kills.
 */
async function killWhileOnTheWay(
  { proxy, cores, dataDir }: Sequence,
  plan: { method: string; input: unknown }[],
  target: number,
  { stop, begin, passedOn }: Turn,
): Promise<number> {
  const planFile = join(dataDir, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  const seeded = cores.start('seed', planFile);
  expect(await seeded.exited, await seeded.output).toBe(0);

  let kills = 0;
  /** The held write of the process killed last, passed on once the next one is up. */
  const held: { release: (() => void) | null; at: number } = { release: null, at: 0 };
  await begin;
  for (;;) {
    if (stop()) throw new Error('stopped: another sequence failed');
    const run = cores.start('run');
    // Hold the first write this process sends (its later ones pass on at once) and kill it then.
    const holding =
      kills < target
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
      passedOn();
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
    if (kills >= target) return kills;
    throw new Error(`the queue emptied after ${kills} kills; the plan needs more writes:\n${out}`);
  }
}

/** The names of the writes the platform of `client` holds, one per record. */
async function onThePlatform(client: ApiClient): Promise<string[]> {
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
  return [
    ...sheets.map((i) => String(i.title)),
    ...templates.map((i) => String(i.title)),
    ...igp.map((s) => String(s.meta?.description ?? '')),
    ...runs.map((r) => String((r.params as { solverCode?: string } | undefined)?.solverCode ?? '')),
    ...published.map((i) => i.title),
  ];
}

it(`every write lands exactly once through ${KILLS} kills while it is on its way`, {
  timeout: 400_000,
}, async () => {
  /** Each write of the plan, with the name it has on the platform. */
  const plan = [
    ...Array.from({ length: 12 }, (_, i) => ({
      name: `inflight-cs-${i}`,
      step: {
        method: 'library.create',
        input: { kind: 'cheatsheet', title: `inflight-cs-${i}`, content: `content ${i}` },
      },
    })),
    ...Array.from({ length: 6 }, (_, i) => ({
      name: `inflight-st-${i}`,
      step: {
        method: 'library.create',
        input: {
          kind: 'solver-template',
          title: `inflight-st-${i}`,
          solverCode: `theorem s${i} : True := trivial`,
        },
      },
    })),
    ...Array.from({ length: 8 }, (_, i) => ({
      name: `inflight-igp-${i}`,
      step: {
        method: 'submissions.submit',
        input: {
          competitionId: 'igp24',
          payload: { polynomials: [line(i)] },
          meta: { description: `inflight-igp-${i}` },
        },
      },
    })),
    ...Array.from({ length: 5 }, (_, i) => ({
      name: `theorem run${i} : True := trivial -- inflight`,
      step: {
        method: 'playground.create',
        input: {
          competitionId: STAGE2,
          kind: 'solver-participation',
          body: {
            solverCode: `theorem run${i} : True := trivial -- inflight`,
            problemIds: ['lean-basics-001'],
          },
        },
      },
    })),
    ...Array.from({ length: 5 }, (_, i) => ({
      name: `inflight-pub-${i}`,
      step: {
        method: 'cn.publish',
        input: {
          competitionId: STAGE1,
          kind: 'cheatsheet',
          source: { from: 'inline', title: `inflight-pub-${i}`, content: `x ◇ y = x -- ${i}` },
        },
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
  // Every other write to each sequence: each kills its first KILLS / SEQUENCES writes, together
  // the plan's first KILLS, as one sequence would.
  const parts = sequences.map((_, s) => plan.filter((_, i) => i % SEQUENCES === s));

  let failed = false;
  // Each sequence starts its first core once the one before has passed on its first write: their
  // cores then start about 0.8 s apart, not at the same moment (together, the slowest start took
  // 360 ms instead of 250).
  const passed = sequences.map(() => {
    let resolve = () => {};
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  });
  const settled = await Promise.allSettled(
    sequences.map((sequence, s) =>
      killWhileOnTheWay(
        sequence,
        parts[s]!.map((p) => p.step),
        KILLS / SEQUENCES,
        {
          stop: () => failed,
          begin: s === 0 ? Promise.resolve() : passed[s - 1]!.promise,
          passedOn: passed[s]!.resolve,
        },
      ).catch((err: unknown) => {
        failed = true;
        passed[s]!.resolve();
        throw err;
      }),
    ),
  );
  const rejected = settled.find((r) => r.status === 'rejected');
  if (rejected) throw rejected.reason;
  const kills = settled.reduce((sum, r) => sum + (r.status === 'fulfilled' ? r.value : 0), 0);

  // What each platform holds now: its sequence's writes, each exactly once.
  const wrong: (readonly [string, number])[] = [];
  for (const [s, { client }] of sequences.entries()) {
    const names = await onThePlatform(client);
    for (const { name } of parts[s]!) {
      const copies = names.filter((x) => x === name).length;
      if (copies !== 1) wrong.push([name, copies]);
    }
  }
  expect(wrong, `writes not on the platform exactly once after ${kills} kills`).toEqual([]);
  expect(kills).toBeGreaterThanOrEqual(KILLS);
});
