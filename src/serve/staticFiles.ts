/**
 * The built renderer (out/renderer) as files over HTTP, for serve mode's host: a path resolves
 * only to a file inside the folder (no `..`, no dotfiles, no encoded separators), `/` and folders
 * to their index.html. The scripts and styles under assets/ carry a hash of their content in their
 * name, so the browser may keep them (and the compiled code of the scripts) for good; the page
 * itself is asked for again each time, so it always names the current ones.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.gz': 'application/gzip',
  '.txt': 'text/plain; charset=utf-8',
};

/** Hashed file names: the same name always holds the same bytes. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/** The file a URL path names inside `root`, or null when it names anything else. */
export function resolveStatic(root: string, pathname: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  if (path.split('/').some((part) => part.startsWith('.'))) return null;
  if (path === '' || path.endsWith('/')) path += 'index.html';
  const base = resolve(root);
  const file = resolve(join(base, path));
  const rel = relative(base, file);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null;
  return file;
}

/**
 * Sends the file `pathname` names (GET, or HEAD without the body). Answers false, having sent
 * nothing, when there is no such file.
 */
export async function sendStatic(
  root: string,
  pathname: string,
  res: ServerResponse,
  head: boolean,
): Promise<boolean> {
  let file = resolveStatic(root, pathname);
  if (!file) return false;
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) return false;
  res.writeHead(200, {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': pathname.startsWith('/assets/') ? IMMUTABLE : 'no-store',
  });
  if (head) {
    res.end();
    return true;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
  return true;
}
