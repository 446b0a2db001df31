/**
 * The `app://workbench/` protocol: serves the built renderer (out/renderer) with the strict CSP as a
 * response header. Files outside the renderer folder, other hosts and other methods are 404.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { protocol } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../shared/csp';
import { APP_HOST, APP_SCHEME } from './origins';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Must run before the app is ready. `codeCache`: Chromium keeps the compiled code of the renderer's
 * scripts between starts (by default only for http and https), so the first screen and the first
 * editor of a later start skip most of their script compilation.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

/** Serves `rootDir` (the built renderer) on app://workbench/. Call once the app is ready. */
export function serveApp(rootDir: string): void {
  protocol.handle(APP_SCHEME, createAppHandler(rootDir));
}

export function createAppHandler(rootDir: string): (request: Request) => Promise<Response> {
  const root = resolve(rootDir);
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound();
    const file = resolveFile(root, request.url);
    if (!file) return notFound();
    try {
      const info = await stat(file);
      if (!info.isFile()) return notFound();
      const body = request.method === 'HEAD' ? null : await readFile(file);
      return new Response(body, {
        status: 200,
        headers: {
          ...securityHeaders(),
          'Content-Type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
        },
      });
    } catch {
      return notFound();
    }
  };
}

/** The absolute path a URL names inside `root`, or null when it names anything else. */
export function resolveFile(root: string, url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== `${APP_SCHEME}:` || u.host !== APP_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(u.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  if (path === '' || path.endsWith('/')) path += 'index.html';
  const file = resolve(join(root, path));
  const rel = relative(root, file);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) return null;
  return file;
}

function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
  };
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { ...securityHeaders(), 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
