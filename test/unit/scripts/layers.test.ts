/**
 * The layer check that `npm run lint` runs (scripts/layers): a small source tree with one
 * deliberate violation of each rule, checked by the same command line the lint script runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../../scripts/layers/check';

const CLI = resolve('scripts/layers/cli.ts');
const roots: string[] = [];

/** A tree that obeys every rule; `extra` adds or replaces files. */
function tree(extra: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'wb-layers-'));
  roots.push(root);
  const files: Record<string, string> = {
    'src/shared/api/errors.ts': 'export const errorInfo = (code: string) => ({ code });\n',
    'src/shared/api/schemas.ts':
      "import { z } from 'zod';\nexport const item = z.object({ id: z.string() });\n",
    'src/shared/api/index.ts': "export * from './errors';\nexport * from './schemas';\n",
    'src/shared/contract.ts': "import type { z } from 'zod';\nexport type Input = z.ZodType;\n",
    'src/core/store/db.ts': "import Database from 'better-sqlite3';\nexport type Db = Database.Database;\n",
    'src/core/store/cache.ts': "import type { Db } from './db';\nexport type D = Db;\n",
    'src/core/workbench.ts':
      "import type { Db } from './store/db';\nexport type D = Db;\nimport { join } from 'node:path';\nimport { item } from '../shared/api';\nexport { join, item };\n",
    'src/main/index.ts':
      "import { app } from 'electron';\nimport { join } from '../core/workbench';\nexport { app, join };\n",
    'src/preload/index.ts':
      "import { contextBridge } from 'electron';\nimport type { Input } from '../shared/contract';\nexport { contextBridge };\nexport type { Input };\n",
    'src/sandbox/app.ts':
      "import { createServer } from 'node:http';\nimport { item } from '../shared/api/schemas';\nexport { createServer, item };\n",
    'src/renderer/src/components/Dialog.tsx': 'export const Dialog = () => null;\n',
    'src/renderer/src/app/App.tsx':
      "import { Dialog } from '../components/Dialog';\nimport { Dialog as D } from '../features/a/Page';\nexport const App = [Dialog, D];\n",
    'src/cli/main.ts': "import { join } from '../core/workbench';\nexport { join };\n",
    'src/renderer/src/features/a/Page.tsx':
      "import { errorInfo } from '../../../../shared/api/errors';\nimport type { Input } from '../../../../shared/contract';\nimport { Dialog } from '../../components/Dialog';\nexport { Dialog, errorInfo };\nexport type { Input };\n",
    'src/renderer/src/features/b/Page.tsx':
      "import type { errorInfo } from '../../../../shared/api';\nexport type E = typeof errorInfo;\n",
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

/** The check in this process (fast); `lintCli` runs the command `npm run lint` runs. */
async function lint(root: string) {
  const { ok, lines } = await runCheck(root);
  return { code: ok ? 0 : 1, out: lines.join('\n') };
}

function lintCli(root: string) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', CLI, root], { encoding: 'utf8' });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('layer check (npm run lint)', () => {
  it('exits 0 on a tree that keeps every rule, type-only imports of zod-bearing files included', () => {
    const res = lintCli(tree());
    expect(res.out).toContain('layers: ok');
    expect(res.code).toBe(0);
  });

  it.each([
    [
      'shared-is-self-contained',
      'src/shared/bad.ts',
      "import { join } from '../core/workbench';\nexport { join };\n",
    ],
    [
      'shared-is-self-contained',
      'src/shared/fs.ts',
      "import { readFileSync } from 'node:fs';\nexport { readFileSync };\n",
    ],
    ['core-without-electron', 'src/core/bad.ts', "import { app } from 'electron';\nexport { app };\n"],
    [
      'sql-in-store',
      'src/core/igp24/bad.ts',
      "import Database from 'better-sqlite3';\nexport { Database };\n",
    ],
    [
      'sql-in-store',
      'src/core/handlers/bad.ts',
      "import type { Db } from '../store/db';\nexport type D = Db;\n",
    ],
    [
      'ui-without-node-or-main',
      'src/renderer/src/lib/bad.ts',
      "import { readFileSync } from 'fs';\nexport { readFileSync };\n",
    ],
    [
      'ui-without-node-or-main',
      'src/preload/bad.ts',
      "import type { item } from '../core/workbench';\nexport type I = typeof item;\n",
    ],
    [
      'ui-without-node-or-main',
      'src/renderer/src/lib/sandbox.ts',
      "const m = () => import('../../../sandbox/app');\nexport { m };\n",
    ],
    [
      'ui-zod-free-shared',
      'src/renderer/src/lib/bad.ts',
      "import { errorInfo } from '../../../shared/api';\nexport { errorInfo };\n",
    ],
    ['ui-zod-free-shared', 'src/preload/bad.ts', "export { item } from '../shared/api/schemas';\n"],
    [
      'sandbox-without-client',
      'src/sandbox/bad.ts',
      "import { join } from '../core/workbench';\nexport { join };\n",
    ],
    [
      'core-without-sandbox',
      'src/core/bad.ts',
      "import { createServer } from '../sandbox/app';\nexport { createServer };\n",
    ],
    [
      'hosts-without-electron-glue',
      'src/cli/bad.ts',
      "import { app } from '../main/index';\nexport { app };\n",
    ],
    ['hosts-without-electron-glue', 'src/serve/bad.ts', "import { app } from 'electron';\nexport { app };\n"],
    [
      'renderer-layers',
      'src/renderer/src/components/Bad.tsx',
      "import { Dialog } from '../features/a/Page';\nexport { Dialog };\n",
    ],
    [
      'renderer-layers',
      'src/renderer/src/lib/bad.ts',
      "import { Dialog } from '../components/Dialog';\nexport { Dialog };\n",
    ],
    [
      'renderer-layers',
      'src/renderer/src/features/a/Bad.tsx',
      "import { App } from '../../app/App';\nexport { App };\n",
    ],
    [
      'features-independent',
      'src/renderer/src/features/b/Other.tsx',
      "import { Dialog } from '../a/Page';\nexport { Dialog };\n",
    ],
  ])('fails on a deliberate %s violation (%s)', async (rule, file, text) => {
    const res = await lint(tree({ [file]: text }));
    expect(res.code).toBe(1);
    expect(res.out).toContain(`${file}:1  ${rule}:`);
  });

  it('exits 1 on a violation, naming file, line and rule', () => {
    const res = lintCli(tree({ 'src/core/bad.ts': "import { app } from 'electron';\nexport { app };\n" }));
    expect(res.code).toBe(1);
    expect(res.out).toContain('src/core/bad.ts:1  core-without-electron:');
  });

  it('tolerates no cross-feature import, not even a type-only one or a list of exceptions', async () => {
    const files = {
      'src/renderer/src/features/b/Other.tsx':
        "import type { Dialog } from '../a/Page';\nexport type D = Dialog;\n",
      // An old exceptions file is ignored: the rule is absolute.
      'scripts/layers/cross-feature-baseline.json': JSON.stringify([
        'src/renderer/src/features/b/Other.tsx -> features/a',
      ]),
    };
    const res = await lint(tree(files));
    expect(res.code).toBe(1);
    expect(res.out).toContain('src/renderer/src/features/b/Other.tsx:1  features-independent:');
  });
});
