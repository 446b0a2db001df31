/** The settings page credits TransGrp and Hulpke for the IGP24 group labels (in Chromium, serve mode). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, startApp } from './harness';

let app: App;

beforeAll(async () => {
  app = await startApp('credits');
  await app.page.goto(app.serve.url);
  await app.page.getByTestId('competition-row').first().waitFor({ timeout: 30_000 });
}, 90_000);

afterAll(() => app?.close());

describe('About and credits', () => {
  it('names TransGrp, its licence and Hulpke', async () => {
    await app.page.goto(`${app.serve.origin}/#/settings/connections`);
    const about = app.page.getByTestId('about-credits');
    await about.waitFor();
    const text = await about.innerText();
    expect(text).toContain('TransGrp');
    expect(text).toContain('Artistic License 2.0');
    expect(text).toContain('Hulpke');
  });
});
