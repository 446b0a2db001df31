/**
 * The built renderer's scripts (out/renderer, `npx electron-vite build`): which files the first
 * screen loads before any dynamic import (index.html's script and module preloads, and what they
 * import statically), and which the editor adds. Used by the renderer benchmark and the test that
 * keeps Monaco out of the first screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const RENDERER_DIR = join(process.cwd(), 'out', 'renderer');
const ASSETS = join(RENDERER_DIR, 'assets');

/** `import … from "./x.js"` and `export … from "./x.js"` (static only: `import("./x.js")` has a parenthesis). */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g;

/** The asset file names (`index-abc.js`) index.html loads as scripts: its entry and module preloads. */
export function entryScripts(): string[] {
  const html = readFileSync(join(RENDERER_DIR, 'index.html'), 'utf8');
  const names: string[] = [];
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\.\/assets\/([\w.-]+\.js)"[^>]*>/g))
    names.push(m[1]!);
  if (names.length === 0) throw new Error('out/renderer/index.html loads no script: build first');
  return names;
}

/** The main chunk: the module script index.html runs. */
export function mainChunk(): string {
  const html = readFileSync(join(RENDERER_DIR, 'index.html'), 'utf8');
  const m = /<script type="module"[^>]*src="\.\/assets\/([\w.-]+\.js)"/.exec(html);
  if (!m) throw new Error('out/renderer/index.html has no module script');
  return m[1]!;
}

/** The files and every file they import statically, transitively. */
export function staticClosure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(join(ASSETS, name), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(m[1]!);
  }
  return seen;
}

/** Script files of the built renderer whose name starts with `prefix-` (`CodeEditor`, `editor.worker`). */
export function assetsNamed(prefix: string): string[] {
  return readdirSync(ASSETS).filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
}

export function assetText(name: string): string {
  return readFileSync(join(ASSETS, name), 'utf8');
}

/** Raw and gzip sizes in KiB (one decimal). */
export function sizes(names: Iterable<string>): { files: number; kib: number; gzipKib: number } {
  let raw = 0;
  let gz = 0;
  let files = 0;
  for (const name of names) {
    const bytes = readFileSync(join(ASSETS, name));
    raw += bytes.length;
    gz += gzipSync(bytes).length;
    files++;
  }
  const kib = (n: number) => Math.round((n / 1024) * 10) / 10;
  return { files, kib: kib(raw), gzipKib: kib(gz) };
}

/** Text only Monaco's code holds (its editor core registers these), never the app's own. */
export const MONACO_MARKERS = ['editor.action.triggerSuggest', 'MonacoEnvironment'];
