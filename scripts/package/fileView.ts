/**
 * A read-only view of an app's files by their path inside the app ('out/main/index.js',
 * 'node_modules/zod/package.json'), so the same module resolution runs over the packed asar, a
 * folder on disk, or a model of what the packager would take.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface FileView {
  /** Short words for reports: "app.asar", "the project folder". */
  readonly name: string;
  isFile(path: string): boolean;
  isDirectory(path: string): boolean;
  read(path: string): string;
}

/** A folder on disk seen as an app root. */
export function folderView(root: string, name: string): FileView {
  const stat = (p: string) => {
    try {
      return statSync(join(root, p));
    } catch {
      return null;
    }
  };
  return {
    name,
    isFile: (p) => stat(p)?.isFile() === true,
    isDirectory: (p) => p === '' || stat(p)?.isDirectory() === true,
    read: (p) => readFileSync(join(root, p), 'utf8'),
  };
}

/** Posix path helpers for app-relative paths ('' is the root). */
export const appPath = {
  dirname: (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : ''),
  join: (...parts: string[]) => {
    const out: string[] = [];
    for (const seg of parts.join('/').split('/')) {
      if (seg === '' || seg === '.') continue;
      if (seg === '..') out.pop();
      else out.push(seg);
    }
    return out.join('/');
  },
  /** True when `p` climbs above the root ('../x' from the root). */
  escapes: (from: string, rel: string) => {
    let depth = from === '' ? 0 : from.split('/').length;
    for (const seg of rel.split('/')) {
      if (seg === '..') depth--;
      else if (seg !== '' && seg !== '.') depth++;
      if (depth < 0) return true;
    }
    return false;
  },
};
