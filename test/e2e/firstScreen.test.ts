/**
 * The first screen needs no editor code: the scripts index.html loads hold no Monaco, and the
 * competitions are drawn while every request for Monaco's code and worker is held unanswered.
 * Once the first screen is drawn the page asks for the editor's code by itself (idle preload),
 * and, let through, an editor opens with its text. Needs `npx electron-vite build`.
 */
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assetsNamed,
  assetText,
  entryScripts,
  MONACO_MARKERS,
  staticClosure,
} from '../helpers/rendererFiles';
import { type App, startApp } from './harness';

let app: App;

beforeAll(async () => {
  app = await startApp('first-screen');
}, 90_000);

afterAll(() => app?.close());

const hasMonaco = (file: string) => MONACO_MARKERS.some((m) => assetText(file).includes(m));

/** The built files of Monaco: the editor's scripts the first screen does not load, and its worker. */
function editorFiles(): string[] {
  const first = staticClosure(entryScripts());
  const editor = [...staticClosure(assetsNamed('CodeEditor'))].filter((f) => !first.has(f));
  return [...editor, ...assetsNamed('editor.worker')];
}

describe('first screen', () => {
  it('the scripts index.html loads hold no Monaco; the editor’s do', () => {
    const first = [...staticClosure(entryScripts())];
    expect(first.length).toBeGreaterThan(0);
    expect(first.filter(hasMonaco)).toEqual([]);
    // The markers do find Monaco where it is, so the check above can fail.
    expect(editorFiles().filter(hasMonaco).length).toBeGreaterThan(0);
  });

  it('is drawn with Monaco’s code held back; the editor’s code is then asked for at idle, and an editor opens', async () => {
    const files = new Set(editorFiles());
    const held: Route[] = [];
    const page = await app.context.newPage();
    try {
      await page.route('**/assets/*', (route) => {
        const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
        if (files.has(name)) held.push(route);
        else void route.continue();
      });
      await page.goto(app.serve.url);
      await page.getByTestId('competition-row').first().waitFor();
      // Nothing of Monaco was answered, and the first screen is there.
      expect(await page.getByTestId('competition-row').count()).toBeGreaterThan(0);
      // The idle preload asks for the editor without any editor opened.
      await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(page.url()).toMatch(/#\/competitions$/);

      // Let them through: the held ones first, then whatever is asked for from now on.
      for (const route of held.splice(0)) await route.continue();
      await page.unroute('**/assets/*');
      await page.goto(`${app.serve.origin}/#/library/cheatsheet/chs_alice_draft`);
      const lines = page.getByTestId('editor').locator('.view-lines');
      await expect
        .poll(async () => ((await lines.textContent()) ?? '').trim().length, { timeout: 15_000 })
        .toBeGreaterThan(0);
    } finally {
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
      await page.close();
    }
  });
});
