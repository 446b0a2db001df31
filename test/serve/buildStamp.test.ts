/**
 * When `npm run serve` builds first (scripts/serve/stamp.mjs): only when a built file is missing,
 * no build was recorded, or the build's inputs changed since (a file edited, added, removed or
 * touched); never when nothing changed.
 */
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILT_FILES,
  buildNeeded,
  STAMP_INPUTS,
  sourcesFingerprint,
  writeStamp,
} from '../../scripts/serve/stamp.mjs';
import { tempDir } from '../helpers/tempDir';

/** A project with sources and a finished build. */
function project(): string {
  const root = tempDir('wb-stamp-');
  const put = (rel: string, text: string) => {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  };
  put('src/serve/cli.ts', 'export {};\n');
  put('src/renderer/src/main.tsx', 'export {};\n');
  put('package.json', '{}\n');
  for (const f of BUILT_FILES) put(f, 'built\n');
  return root;
}

function built(root: string): void {
  writeStamp(root, sourcesFingerprint(root));
}

describe('serve mode build stamp', () => {
  it('the inputs are the sources, the dependencies and the build’s own configuration', () => {
    expect(STAMP_INPUTS).toEqual(
      expect.arrayContaining(['src', 'package.json', 'package-lock.json', 'electron.vite.config.ts']),
    );
  });

  it('builds when nothing was built, or no build was recorded; not after a build with nothing changed', () => {
    const root = project();
    rmSync(join(root, 'out', 'serve', 'serve.js'));
    expect(buildNeeded(root, sourcesFingerprint(root))).toMatch(/out\/serve\/serve\.js is not built yet/);
    writeFileSync(join(root, 'out', 'serve', 'serve.js'), 'built\n');
    expect(buildNeeded(root, sourcesFingerprint(root))).toMatch(/no record/);
    built(root);
    expect(buildNeeded(root, sourcesFingerprint(root))).toBeNull();
    expect(buildNeeded(root, sourcesFingerprint(root))).toBeNull();
  });

  it('builds again when a source is edited, added, removed or only touched', () => {
    const root = project();
    const changed = (change: () => void) => {
      built(root);
      change();
      return buildNeeded(root, sourcesFingerprint(root));
    };
    const cli = join(root, 'src', 'serve', 'cli.ts');
    expect(changed(() => writeFileSync(cli, 'export const changed = 1;\n'))).toMatch(/sources changed/);
    expect(changed(() => writeFileSync(join(root, 'src', 'serve', 'new.ts'), 'export {};\n'))).toMatch(
      /sources changed/,
    );
    expect(changed(() => rmSync(join(root, 'src', 'serve', 'new.ts')))).toMatch(/sources changed/);
    const later = new Date(Date.now() + 60_000);
    expect(changed(() => utimesSync(cli, later, later))).toMatch(/sources changed/);
    expect(changed(() => writeFileSync(join(root, 'package.json'), '{"version":"2"}\n'))).toMatch(
      /sources changed/,
    );
  });

  it('a built file that is gone is built again even with a current stamp', () => {
    const root = project();
    built(root);
    rmSync(join(root, 'out', 'renderer', 'index.html'));
    expect(buildNeeded(root, sourcesFingerprint(root))).toMatch(
      /out\/renderer\/index\.html is not built yet/,
    );
  });

  it('what is built (out/) is not an input: a build does not make the next start build again', () => {
    const root = project();
    built(root);
    writeFileSync(join(root, 'out', 'serve', 'chunk-new.js'), 'built\n');
    expect(buildNeeded(root, sourcesFingerprint(root))).toBeNull();
  });
});
