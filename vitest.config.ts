import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/bench/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Contract and end-to-end files start their own sandboxes on random ports; two cores here.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
