import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      // The sandbox's IGP24 verifier runs on a worker thread (src/sandbox/igp24/verifyPool.ts).
      rolldownOptions: {
        input: { index: 'src/main/index.ts', igp24VerifyWorker: 'src/sandbox/igp24/verifyWorker.ts' },
      },
    },
  },
  preload: {
    build: {
      // Sandboxed preloads cannot be ES modules: build one self-contained CommonJS file.
      externalizeDeps: false,
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: 'src/renderer',
    build: {
      rolldownOptions: { input: 'src/renderer/index.html' },
    },
    plugins: [react()],
  },
});
