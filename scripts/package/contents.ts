/**
 * What must and must not be in the packed app, apart from the module graph: natives unpacked,
 * every built file and every file the app reads at run time present, nothing from src/, test/,
 * out/cli/, out/serve/ or devDependencies inside. (Dotfiles, keys and tests: hygiene.ts.)
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type PackedApp, unpackedMissingOnDisk } from './asarView';
import { type Manifest, owningPackage } from './explainMissing';
import { type Finding, failure, note } from './findings';
import { forbiddenName } from './hygiene';

/**
 * Read by the app at run time outside the module graph (src/main/index.ts, and the binary group table
 * by the sandbox's galoisTable.ts and `workbench igp24 galois`, src/cli/igp24Galois.ts).
 */
export const RUNTIME_FILES = [
  'package.json',
  'out/preload/index.cjs',
  'out/renderer/index.html',
  'data/galois/transitive24.bin.gz',
];

/**
 * Built into out/ but not part of the desktop app, with what each is: the command line's bundle
 * (scripts/build-cli.mjs, run by bin/workbench.js from a checkout or the npm package) and serve
 * mode's host (scripts/serve/build.mjs, run by `npm run serve`). Nothing in out/main, out/preload
 * or out/renderer loads them.
 */
const NOT_SHIPPED: Record<string, string> = {
  'out/cli/': "out/cli/ is the command line's bundle",
  'out/serve/': "out/serve/ is serve mode's host",
};
export const NOT_SHIPPED_BUILD_DIRS = Object.keys(NOT_SHIPPED);

const PACKAGE_ROOT_MANIFEST = /(^|\/)node_modules\/(@[^/]+\/)?[^/]+\/package\.json$/;

function filesUnder(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.push(relative(root, p).split(sep).join('/'));
    }
  };
  walk(join(root, dir));
  return out;
}

/** `build.files` entries naming one file (no glob, not excluded): each must be shipped. */
export function literalFileEntries(files: unknown): string[] {
  return (Array.isArray(files) ? files : [])
    .filter((f): f is string => typeof f === 'string')
    .filter((f) => !f.startsWith('!') && !/[*?{}[\]]/.test(f));
}

export function checkContents(
  app: PackedApp,
  projectDir: string,
  manifest: Manifest & { main?: string; build?: { files?: unknown } },
): Finding[] {
  const findings: Finding[] = [];
  const natives = [...app.files].filter(([p]) => p.endsWith('.node'));
  for (const [p, f] of natives)
    if (!f.unpacked)
      findings.push(
        failure(
          'natives',
          `${p} is inside app.asar: a native module cannot be loaded from an asar — add it to build.asarUnpack`,
        ),
      );
  for (const p of unpackedMissingOnDisk(app))
    findings.push(failure('natives', `${p} is marked unpacked but is not in app.asar.unpacked`));

  const wanted = new Set([...RUNTIME_FILES, ...literalFileEntries(manifest.build?.files)]);
  // Every built file of the app ships; source maps, the command line's bundle, and whatever must
  // never ship (reported by hygiene.ts) do not.
  for (const p of filesUnder(projectDir, 'out'))
    if (!p.endsWith('.map') && !NOT_SHIPPED_BUILD_DIRS.some((d) => p.startsWith(d)) && !forbiddenName(p))
      wanted.add(p);
  for (const p of wanted)
    if (!app.files.has(p))
      findings.push(
        failure('files', `${p} is not in the package — the app reads it at run time; check build.files`),
      );
  if (manifest.main && !app.files.has(manifest.main))
    findings.push(failure('files', `package.json "main" (${manifest.main}) is not in the package`));

  const dev = new Set(Object.keys(manifest.devDependencies ?? {}));
  const neededBy = new Map<string, string>();
  for (const p of app.files.keys()) {
    if (!PACKAGE_ROOT_MANIFEST.test(p)) continue;
    try {
      const m = JSON.parse(app.read(p)) as Manifest;
      for (const d of Object.keys({ ...m.dependencies, ...m.optionalDependencies }))
        if (!neededBy.has(d)) neededBy.set(d, owningPackage(p)!);
    } catch {
      // A malformed package.json is the module graph's business.
    }
  }
  const devShipped = new Set<string>();
  for (const p of app.files.keys()) {
    if (p.startsWith('src/') || p.startsWith('test/'))
      findings.push(
        failure(
          'contents',
          `${p} is in the package — nothing from src/ or test/ belongs there; check build.files`,
        ),
      );
    const notShipped = NOT_SHIPPED_BUILD_DIRS.find((d) => p.startsWith(d));
    if (notShipped)
      findings.push(
        failure(
          'contents',
          `${p} is in the package — ${NOT_SHIPPED[notShipped]}, which the desktop app does not load; check build.files`,
        ),
      );
    const owner = p.startsWith('node_modules/') ? owningPackage(p) : null;
    if (owner && dev.has(owner)) devShipped.add(owner);
  }
  for (const name of devShipped) {
    const by = neededBy.get(name);
    findings.push(
      by
        ? note('contents', `${name} (a devDependency here) is shipped because ${by} depends on it`)
        : failure(
            'contents',
            `${name} is a devDependency but is in the package — remove it from the package or make it a dependency`,
          ),
    );
  }
  return findings;
}

/** Bytes per top-level package in the asar, largest first (for the report). */
export function packageSizes(app: PackedApp): Array<{ name: string; bytes: number }> {
  const sizes = new Map<string, number>();
  for (const [p, f] of app.files) {
    const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(p);
    const key = m ? m[1]! : p.split('/')[0]!;
    sizes.set(key, (sizes.get(key) ?? 0) + f.size);
  }
  return [...sizes].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

export const bytesInWords = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MiB` : `${(n / 1024).toFixed(1)} KiB`;
