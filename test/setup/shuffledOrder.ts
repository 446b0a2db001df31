import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Which test files run in a random order, and how random: the end-to-end and command-line files
 * (test/e2e, test/cli) start sandboxes, browsers and stores of their own, so each must seed what it
 * needs; running them shuffled makes a file or test that leans on an earlier one fail at once
 * instead of on the day someone reorders them. One seed per run (vitest's `sequence.seed`,
 * printed at the start) replays both the file order and the test order.
 */

/** On unless WB_TEST_SHUFFLE=0 (for a run in the written order while chasing something else). */
export const SHUFFLE_ON = process.env.WB_TEST_SHUFFLE !== '0';

/**
 * The run's seed when none is given (--sequence.seed): drawn from the commit's `test/` tree, so
 * the order changes whenever the tests change (where an order dependence can come in) and is the
 * same on every machine for one commit: a red CI run replays on a laptop with plain `npm test`,
 * and the order CI will run is the one a developer ran before pushing. Outside a git checkout:
 * the clock. `treeHash` is for the tests; by default it asks git.
 */
export function defaultSeed(treeHash: () => string | null = gitTestTree): number {
  const hash = treeHash();
  return hash && /^[0-9a-f]{8}/.test(hash) ? Number.parseInt(hash.slice(0, 8), 16) : Date.now();
}

function gitTestTree(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD:test'], {
      cwd: dirname(fileURLToPath(import.meta.url)),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** The files whose order is shuffled, by path (either slash, for Windows). */
export const SHUFFLED_FILES = /[\\/]test[\\/](e2e|cli)[\\/][^\\/]+\.test\.ts$/;

/** A small seeded generator (mulberry32): the same seed gives the same order on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A copy of `items` in a random order drawn from `random` (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Shuffles the chosen items among the places they already hold, leaving every other item where
 * it is. With the files sorted longest first, the shuffled files stay in the part of the run where
 * long files go, so the run's length barely changes (a simulation on recorded durations: under
 * 15 s more at worst, against about 45 s for shuffling every file).
 */
export function shuffleInPlace<T>(
  items: readonly T[],
  chosen: (item: T) => boolean,
  random: () => number,
): T[] {
  const out = [...items];
  const places = out.flatMap((item, i) => (chosen(item) ? [i] : []));
  const moved = shuffled(
    places.map((i) => out[i] as T),
    random,
  );
  places.forEach((place, n) => {
    out[place] = moved[n] as T;
  });
  return out;
}
