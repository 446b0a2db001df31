#!/usr/bin/env node
/**
 * `npm run screenshots`: the README's pictures come from the end-to-end run, never by hand.
 * Builds, runs test/e2e/shell.test.ts (which writes test-artifacts/screens/) and
 * test/e2e/contributorNetwork.test.ts, test/e2e/igp24Galois.test.ts, test/e2e/igp24.test.ts, test/e2e/experiments.test.ts
 * and test/e2e/maybeDelivered.test.ts (test-artifacts/e2e/), then
 * copies the chosen pictures to docs/images/.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The pictures the README shows, by the name the e2e test gives them. */
const CHOSEN = [
  'competitions-light-1400',
  'competitions-dark-900',
  'competition-light-1400',
  'leaderboard-dark-1400',
  'igp24-light-1400',
  'playground-dark-1400',
  'library-dark-1400',
  'palette-light-1400',
];
/** The Contributor Network's and the likely groups' pictures, from their own end-to-end tests. */
const CHOSEN_E2E = [
  ['cn-item-light', 'cn-item-light'],
  ['cn-benchmarks-dark', 'cn-benchmarks-dark'],
  ['igp24-07-groups-light-1400', 'igp24-groups-light-1400'],
  // Reduce: a line replaced by a polynomial of the same field (issue 40).
  ['igp24-06-reduced-light', 'igp24-reduced-light'],
  // Discover: the best polynomial per pair from the constructions (issue 41).
  ['igp24-08-discover-light', 'igp24-discover-light'],
  // Experiments (issue 20): the page and the editor's history.
  ['xp-page-light-1400', 'xp-page-light-1400'],
  ['xp-history-dark-1400', 'xp-history-dark-1400'],
  // A sweep raced to its winner (issue 42).
  ['xp-sweep-light-1400', 'xp-sweep-light-1400'],
  // A write that may already be on the platform, settled on the Outbox page (issue 35).
  ['outbox-maybe-light-1400', 'outbox-maybe-light-1400'],
];

const run = (cmd, args) => {
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

if (!process.argv.includes('--copy-only')) {
  run('npx', ['electron-vite', 'build']);
  run('npx', [
    'vitest',
    'run',
    'test/e2e/shell.test.ts',
    'test/e2e/contributorNetwork.test.ts',
    'test/e2e/igp24Galois.test.ts',
    'test/e2e/igp24.test.ts',
    'test/e2e/experiments.test.ts',
    'test/e2e/maybeDelivered.test.ts',
  ]);
}
const to = join('docs', 'images');
mkdirSync(to, { recursive: true });
const pictures = [
  ...CHOSEN.map((name) => [join('test-artifacts', 'screens'), name, name]),
  ...CHOSEN_E2E.map(([name, as]) => [join('test-artifacts', 'e2e'), name, as]),
];
for (const [from, name, as] of pictures) {
  const file = join(from, `${name}.png`);
  if (!existsSync(file)) {
    console.error(`Missing ${file}: did the screens test run?`);
    process.exit(1);
  }
  copyFileSync(file, join(to, `${as}.png`));
}
console.log(`Copied ${pictures.length} screenshots to ${to}/`);
