/**
 * The package check's resolution step (scripts/package), fast: the built main process and preload
 * against the production dependencies of package.json, as electron-builder selects them. Fails when
 * a module they load at run time is only a devDependency. Needs `npm run build` (npm test runs it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainMissing, type Manifest } from '../../../scripts/package/explainMissing';
import { folderView } from '../../../scripts/package/fileView';
import { walkModules } from '../../../scripts/package/moduleGraph';
import { productionView } from '../../../scripts/package/productionView';

const root = join(import.meta.dirname, '..', '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;

function builtEntries(): string[] {
  return ['out/main', 'out/preload'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(c|m)?js$/.test(f))
      .map((f) => `${dir}/${f.split('\\').join('/')}`),
  );
}

function failuresWith(m: Manifest): string[] {
  const graph = walkModules(productionView(root, m), builtEntries());
  return explainMissing(graph.missing, m, folderView(root, 'the project'))
    .filter((f) => f.level === 'failure')
    .map((f) => f.message);
}

beforeAll(() => {
  if (!existsSync(join(root, 'out', 'main', 'index.js')))
    throw new Error('out/main/index.js is missing: run `npm run build` before this test.');
});

describe('runtime dependencies of the packed app', () => {
  it('every module out/main and out/preload load is a production dependency', () => {
    expect(failuresWith(manifest)).toEqual([]);
  }, 60_000);

  it('names a runtime dependency moved to devDependencies, and says to move it back', () => {
    const { papaparse, ...rest } = manifest.dependencies ?? {};
    expect(papaparse).toBeDefined();
    const moved: Manifest = {
      ...manifest,
      dependencies: rest,
      devDependencies: { ...manifest.devDependencies, papaparse: papaparse! },
    };
    const failures = failuresWith(moved);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^module papaparse required by out\/main\/(chunks\/)?[\w.-]+\.js:\d+ is not in the package — move it from devDependencies to dependencies$/,
    );
  }, 60_000);
});
