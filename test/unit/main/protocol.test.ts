import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const fakes = vi.hoisted(() => ({
  registerSchemesAsPrivileged: vi.fn(),
  handle: vi.fn(),
}));
vi.mock('electron', () => ({
  protocol: { registerSchemesAsPrivileged: fakes.registerSchemesAsPrivileged, handle: fakes.handle },
}));

const { createAppHandler, registerAppScheme, serveApp } = await import('../../../src/main/protocol');
const { CONTENT_SECURITY_POLICY, META_CONTENT_SECURITY_POLICY } = await import('../../../src/shared/csp');

// tmp/secret.txt next to tmp/renderer/: a traversal that works would serve it.
const base = mkdtempSync(join(tmpdir(), 'wb-protocol-'));
const root = join(base, 'renderer');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<!doctype html><title>wb</title>');
writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(join(base, 'secret.txt'), 'TOP SECRET');
const handler = createAppHandler(root);
const get = (url: string, method = 'GET') => handler(new Request(url, { method }));

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('app:// protocol', () => {
  it('registers app as a standard, secure, fetch-capable scheme whose compiled scripts are kept', () => {
    registerAppScheme();
    expect(fakes.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      {
        scheme: 'app',
        privileges: expect.objectContaining({
          standard: true,
          secure: true,
          supportFetchAPI: true,
          codeCache: true,
        }),
      },
    ]);
    serveApp(root);
    expect(fakes.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });

  it('serves index.html with the CSP header', async () => {
    const res = await get('app://workbench/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await res.text()).toContain('<title>wb</title>');
    const slash = await get('app://workbench/');
    expect(slash.status).toBe(200);
    expect(await slash.text()).toContain('<title>wb</title>');
  });

  it('serves assets with their type', async () => {
    const res = await get('app://workbench/assets/app.js?v=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await res.text()).toBe('console.log(1)');
  });

  it.each([
    'app://workbench/../../etc/passwd',
    'app://workbench/../secret.txt',
    'app://workbench/%2e%2e/secret.txt',
    'app://workbench/..%2fsecret.txt',
    'app://workbench/assets/..%2f..%2fsecret.txt',
    'app://workbench/..%5csecret.txt',
    'app://workbench/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    'app://workbench/index.html%00.js',
    'app://workbench/%E0%A4%A',
  ])('refuses traversal %s with 404', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('SECRET');
  });

  it.each([
    'app://other/index.html',
    'app://workbench.evil/index.html',
    'app://workbench/missing.html',
    'app://workbench/assets',
  ])('answers 404 for %s', async (url) => {
    expect((await get(url)).status).toBe(404);
  });

  it('answers 404 to methods other than GET and HEAD', async () => {
    expect((await get('app://workbench/index.html', 'POST')).status).toBe(404);
    expect((await get('app://workbench/index.html', 'HEAD')).status).toBe(200);
  });

  it('sends the same CSP as the meta tag in src/renderer/index.html (plus the header-only frame-ancestors)', () => {
    const html = readFileSync(join(import.meta.dirname, '../../../src/renderer/index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html);
    expect(meta?.[1]).toBe(META_CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toBe(`${META_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`);
  });
});
