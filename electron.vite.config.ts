import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { buildServe } from './scripts/serve/build.mjs';

/**
 * Serve mode's host is built with the app (to out/serve, by esbuild: scripts/serve/build.mjs), so
 * every `electron-vite build` — `npm run build`, `npm test`, `npm run serve` when the sources
 * changed — leaves a host that matches the renderer it serves. Not in `electron-vite dev`.
 */
function serveHost(): Plugin {
  let production = false;
  return {
    name: 'workbench-serve-host',
    apply: 'build',
    configResolved(config) {
      production = config.mode === 'production';
    },
    async closeBundle() {
      if (production) await buildServe();
    },
  };
}

export default defineConfig({
  main: {
    build: {
      // The sandbox's IGP24 verifier runs on a worker thread (src/sandbox/igp24/verifyPool.ts).
      rolldownOptions: {
        input: { index: 'src/main/index.ts', igp24VerifyWorker: 'src/sandbox/igp24/verifyWorker.ts' },
      },
    },
    plugins: [serveHost()],
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
