/**
 * A quick model of what electron-builder ships from node_modules, without packing: the closure of
 * package.json's `dependencies` and `optionalDependencies` through the installed packages (the
 * same rule as electron-builder's collectors: production dependencies, never devDependencies).
 * The full check packs for real; this lets a unit test run the resolution step in seconds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from './explainMissing';
import { appPath, type FileView, folderView } from './fileView';

/** The installed folder of `name` as seen from the package folder `fromDir` (app-relative). */
function installedDir(root: string, fromDir: string, name: string): string | null {
  for (let dir = fromDir; ; dir = appPath.dirname(dir)) {
    if (!dir.endsWith('node_modules')) {
      const candidate = appPath.join(dir, 'node_modules', name);
      if (existsSync(join(root, candidate, 'package.json'))) return candidate;
    }
    if (dir === '') return null;
  }
}

export function productionPackages(root: string, manifest: Manifest): Set<string> {
  const shipped = new Set<string>();
  const queue: Array<[string, Manifest]> = [['', manifest]];
  while (queue.length > 0) {
    const [dir, m] = queue.shift()!;
    for (const name of Object.keys({ ...m.dependencies, ...m.optionalDependencies })) {
      const found = installedDir(root, dir, name);
      if (!found || shipped.has(found)) continue;
      shipped.add(found);
      queue.push([found, JSON.parse(readFileSync(join(root, found, 'package.json'), 'utf8')) as Manifest]);
    }
  }
  return shipped;
}

/** The project folder with node_modules narrowed to the production packages of `manifest`. */
export function productionView(root: string, manifest: Manifest): FileView {
  const project = folderView(root, 'the production dependencies');
  const shipped = productionPackages(root, manifest);
  const allowed = (p: string) => {
    const parts = p.split('/');
    const at = parts.lastIndexOf('node_modules');
    if (at === -1) return !p.startsWith('node_modules');
    const end = parts[at + 1]?.startsWith('@') ? at + 3 : at + 2;
    if (parts.length < end) return true; // node_modules itself or a scope folder
    return shipped.has(parts.slice(0, end).join('/'));
  };
  return {
    name: project.name,
    isFile: (p) => allowed(p) && project.isFile(p),
    isDirectory: (p) => allowed(p) && project.isDirectory(p),
    read: (p) => project.read(p),
  };
}
