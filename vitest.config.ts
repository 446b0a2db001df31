import { defineConfig } from 'vitest/config';

/**
 * Two projects, one test matrix: every test against the default sandbox, and the tests that
 * reach a platform through the client (contract, command line, chosen end-to-end files) again
 * against the sandbox's variant mode (docs/sandbox.md, "Variant mode"), which makes the other
 * spec-valid choice wherever the spec leaves freedom.
 */
const exclude = ['test/bench/**', 'node_modules/**'];

/** End-to-end files whose pages read what the variant changes; the rest repeat shell behaviour. */
const VARIANT_E2E = ['test/e2e/screens.test.ts', 'test/e2e/contributorNetwork.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Contract and end-to-end files start their own sandboxes on random ports; two cores here.
    maxWorkers: 2,
    fileParallelism: true,
    projects: [
      { extends: true, test: { name: 'default', include: ['test/**/*.test.ts'], exclude } },
      {
        extends: true,
        test: {
          name: 'variant',
          include: ['test/contract/**/*.test.ts', 'test/cli/**/*.test.ts', ...VARIANT_E2E],
          exclude,
          env: { WB_SANDBOX_VARIANT: '1' },
        },
      },
    ],
  },
});
