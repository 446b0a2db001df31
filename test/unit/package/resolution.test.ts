/** The package check's pieces on small made-up inputs: what a file loads, and how Node resolves it. */
import { describe, expect, it } from 'vitest';
import type { FileView } from '../../../scripts/package/fileView';
import { walkModules } from '../../../scripts/package/moduleGraph';
import { moduleRefsOf } from '../../../scripts/package/moduleRefs';
import { resolveModule } from '../../../scripts/package/resolveModule';
import { interpret } from '../../../scripts/package/startup';

function memoryView(files: Record<string, string>): FileView {
  const dirs = new Set(['']);
  for (const p of Object.keys(files)) {
    const parts = p.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  }
  return {
    name: 'memory',
    isFile: (p) => Object.hasOwn(files, p),
    isDirectory: (p) => dirs.has(p),
    read: (p) => files[p]!,
  };
}

describe('moduleRefsOf', () => {
  it('finds imports, require, dynamic import and worker URLs, not strings that only look like them', () => {
    const { refs, computed } = moduleRefsOf(
      'a.js',
      [
        "import x from 'alpha';",
        "export * from './beta.js';",
        "// import gone from 'comment';",
        'const s = "require(\'in-a-string\')";',
        "try { require('optional'); } catch {}",
        'await import(`gamma`);',
        "new Worker(new URL('./worker.js', import.meta.url));",
        'require(name);',
      ].join('\n'),
    );
    expect(refs.map((r) => [r.specifier, r.kind, r.guarded])).toEqual([
      ['alpha', 'import', false],
      ['./beta.js', 'import', false],
      ['optional', 'require', true],
      ['gamma', 'dynamic-import', false],
      ['./worker.js', 'worker', false],
    ]);
    expect(computed).toBe(1);
  });

  it('takes each literal a URL is probed with in a for…of loop as one candidate', () => {
    const { refs } = moduleRefsOf(
      'a.js',
      "function f() { for (const rel of ['./w.js', '../w.js']) new URL(rel, import.meta.url); }",
    );
    expect(refs.map((r) => r.specifier)).toEqual(['./w.js', '../w.js']);
    expect(new Set(refs.map((r) => r.probeGroup)).size).toBe(1);
  });
});

describe('resolveModule', () => {
  const view = memoryView({
    'node_modules/dual/package.json': JSON.stringify({
      exports: { '.': { import: './esm/index.mjs', require: './cjs/index.js' }, './feature': './feature.js' },
    }),
    'node_modules/dual/esm/index.mjs': '',
    'node_modules/dual/cjs/index.js': '',
    'node_modules/dual/feature.js': '',
    'node_modules/dual/hidden.js': '',
    'node_modules/legacy/package.json': JSON.stringify({ main: 'lib/main' }),
    'node_modules/legacy/lib/main.js': '',
    'out/main/index.js': '',
    'out/main/util.js': '',
  });

  it('follows exports by condition and refuses what exports does not list', () => {
    expect(resolveModule(view, 'dual', 'out/main/index.js', 'esm')).toEqual({
      kind: 'file',
      path: 'node_modules/dual/esm/index.mjs',
    });
    expect(resolveModule(view, 'dual', 'out/main/index.js', 'cjs')).toEqual({
      kind: 'file',
      path: 'node_modules/dual/cjs/index.js',
    });
    expect(resolveModule(view, 'dual/feature', 'out/main/index.js', 'esm')).toMatchObject({ kind: 'file' });
    expect(resolveModule(view, 'dual/hidden.js', 'out/main/index.js', 'cjs')).toMatchObject({
      kind: 'missing',
      packageName: 'dual',
    });
  });

  it('probes extensions for require only, and names the package that is absent', () => {
    expect(resolveModule(view, 'legacy', 'out/main/index.js', 'cjs')).toMatchObject({
      path: 'node_modules/legacy/lib/main.js',
    });
    expect(resolveModule(view, './util', 'out/main/index.js', 'cjs')).toMatchObject({
      path: 'out/main/util.js',
    });
    expect(resolveModule(view, './util', 'out/main/index.js', 'esm')).toMatchObject({ kind: 'missing' });
    expect(resolveModule(view, 'node:fs', 'out/main/index.js', 'esm')).toEqual({ kind: 'builtin' });
    expect(resolveModule(view, 'electron', 'out/main/index.js', 'esm')).toEqual({ kind: 'builtin' });
    expect(resolveModule(view, 'absent/sub', 'out/main/index.js', 'esm')).toMatchObject({
      kind: 'missing',
      packageName: 'absent',
    });
  });

  it('walks the graph through packages and reports a missing one with the file that loads it', () => {
    const graph = walkModules(
      memoryView({
        'package.json': JSON.stringify({ type: 'module' }),
        'out/main/index.js': "import 'dual'; import 'gone';",
        'node_modules/dual/package.json': JSON.stringify({ exports: { import: './index.js' } }),
        'node_modules/dual/index.js': "require('./more');",
        'node_modules/dual/more.js': '',
      }),
      ['out/main/index.js'],
    );
    expect([...graph.reached]).toEqual([
      'out/main/index.js',
      'node_modules/dual/index.js',
      'node_modules/dual/more.js',
    ]);
    expect(graph.missing).toMatchObject([
      { specifier: 'gone', from: 'out/main/index.js', packageName: 'gone' },
    ]);
  });
});

describe('start-up from the packed app', () => {
  it('fails on Node\'s "Cannot find module", passes on a window and a clean quit', () => {
    const lost = interpret(
      '',
      "Error: Cannot find module 'zod' imported from /tmp/app/out/main/index.js\n",
      1,
    );
    expect(lost.findings.map((f) => f.level)).toEqual(['failure']);
    expect(lost.findings[0]!.message).toContain("Cannot find module 'zod'");
    const ok = interpret(
      '[stand-in] window {"preload":"/x","preloadExists":true}\n[stand-in] quit {}\n',
      '',
      0,
    );
    expect(ok.findings.map((f) => f.level)).toEqual(['note']);
    expect(ok.reachedWindow).toBe(true);
  });
});
