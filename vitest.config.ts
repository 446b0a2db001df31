import { defineConfig } from 'vitest/config';
// With its extension: Vite's coming native config loader resolves no extensionless import.
import { ShuffledEndToEndSequencer } from './test/setup/sequencer.ts';
import { defaultSeed } from './test/setup/shuffledOrder.ts';

/**
 * Two projects, one test matrix: every test against the default sandbox, and the tests that
 * reach a platform through the client (contract, a chosen end-to-end file) again against the
 * sandbox's variant mode (docs/sandbox.md, "Variant mode"), which makes the other
 * spec-valid choice wherever the spec leaves freedom.
 */
const exclude = ['test/bench/**', 'node_modules/**'];

/**
 * Files of the variant project, chosen for what they reach through the client. Contract tests:
 * every client call. Command-line files: every command over real HTTP. End-to-end: the
 * Contributor Network (listings without public codes, comments read-only, the graph built
 * locally) and `screens` (leaderboards under other field names, the IGP24 cap without credited
 * pairs, capabilities only in the detail) and `everyPage` (every route, light and dark, in
 * words). The other end-to-end files drive editors, the Playground and IGP24 files, whose platform
 * calls the contract tests already cover in both modes; running them twice would cost about three
 * minutes of the ten-minute budget.
 */
const VARIANT_FILES = [
  'test/contract/**/*.test.ts',
  'test/cli/**/*.test.ts',
  'test/e2e/contributorNetwork.test.ts',
  'test/e2e/screens.test.ts',
  'test/e2e/everyPage.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Contract and end-to-end files start their own sandboxes on random ports; two cores here.
    maxWorkers: 2,
    fileParallelism: true,
    // Removes every folder a test file made with test/helpers/tempDir, passed or failed.
    // Shuffles the tests inside each end-to-end and command-line file (the others keep theirs).
    setupFiles: [
      'test/setup/removeTempDirs.ts',
      'test/setup/failureReports.ts',
      'test/setup/shuffleTests.ts',
    ],
    // End-to-end and command-line files in a random order, from a seed printed at the start (by
    // default one per version of test/, shuffledOrder.ts); the rest in vitest's order (longest
    // first). Replay with --sequence.seed=<seed>.
    sequence: { sequencer: ShuffledEndToEndSequencer, seed: defaultSeed() },
    projects: [
      { extends: true, test: { name: 'default', include: ['test/**/*.test.ts'], exclude } },
      {
        extends: true,
        test: {
          name: 'variant',
          include: VARIANT_FILES,
          // Not about what the platform answers (processes ending, the command tree, the README,
          // local files, the data folder, the built-in Sandbox's start): one run is enough.
          exclude: [
            ...exclude,
            'test/cli/everyCommandExits.test.ts',
            'test/cli/helpGroups.test.ts',
            'test/cli/readmeCommands.test.ts',
            'test/cli/cnDownloadNames.test.ts',
            'test/cli/igp24Stream.test.ts',
            'test/cli/outboxBlocked.test.ts',
            'test/cli/terminalEscapes.test.ts',
            'test/cli/sharedDataDir.test.ts',
            'test/cli/sandboxOnFirstRequest.test.ts',
            // The command's words, exits and processes; the race against the variant platform is
            // test/contract/sweeps.test.ts, which runs in both projects.
            'test/cli/sweeps.test.ts',
          ],
          env: { WB_SANDBOX_VARIANT: '1' },
        },
      },
    ],
  },
});
