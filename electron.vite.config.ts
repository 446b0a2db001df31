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
      // electron-vite leaves the renderer unminified: about 1 s more of script compilation before
      // the first screen, and a slower first editor (Monaco). Source maps are not shipped anyway.
      minify: true,
      // Monaco's chunk (about 3.8 MB) is loaded only for the editors, after the first screen.
      chunkSizeWarningLimit: 4_096,
    },
    plugins: [react()],
  },
});
