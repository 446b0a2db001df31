/**
 * The packed app as electron-builder wrote it: resources/app.asar (read with @electron/asar, the
 * library electron-builder packs with) plus the files it marks unpacked, which Electron reads from
 * resources/app.asar.unpacked instead.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import asar from '@electron/asar';
import type { FileView } from './fileView';

export interface PackedFile {
  size: number;
  unpacked: boolean;
}

export interface PackedApp extends FileView {
  asarPath: string;
  /** Every file, app-relative. */
  files: Map<string, PackedFile>;
  directories: Set<string>;
  asarBytes: number;
  unpackedBytes: number;
}

interface HeaderNode {
  files?: Record<string, HeaderNode>;
  size?: number;
  unpacked?: boolean;
  link?: string;
}

export function readPackedApp(resourcesDir: string): PackedApp {
  const asarPath = join(resourcesDir, 'app.asar');
  const header = asar.getRawHeader(asarPath).header as HeaderNode;
  const files = new Map<string, PackedFile>();
  const directories = new Set<string>(['']);
  const walk = (node: HeaderNode, prefix: string) => {
    for (const [name, child] of Object.entries(node.files ?? {})) {
      const path = prefix ? `${prefix}/${name}` : name;
      if (child.files) {
        directories.add(path);
        walk(child, path);
      } else if (child.link === undefined)
        files.set(path, { size: child.size ?? 0, unpacked: child.unpacked === true });
    }
  };
  walk(header, '');
  let unpackedBytes = 0;
  for (const f of files.values()) if (f.unpacked) unpackedBytes += f.size;
  const read = (p: string) => {
    const f = files.get(p);
    if (!f) throw new Error(`${p} is not in the package`);
    return f.unpacked
      ? readFileSync(join(`${asarPath}.unpacked`, p), 'utf8')
      : asar.extractFile(asarPath, p).toString('utf8');
  };
  return {
    name: 'app.asar',
    asarPath,
    files,
    directories,
    asarBytes: statSync(asarPath).size,
    unpackedBytes,
    isFile: (p) => files.has(p),
    isDirectory: (p) => directories.has(p),
    read,
  };
}

/** Files the header marks unpacked that are not on disk beside the asar. */
export function unpackedMissingOnDisk(app: PackedApp): string[] {
  return [...app.files]
    .filter(([p, f]) => f.unpacked && !existsSync(join(`${app.asarPath}.unpacked`, p)))
    .map(([p]) => p);
}
