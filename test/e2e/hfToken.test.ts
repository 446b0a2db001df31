/**
 * The Hugging Face access token of a model-reference run, entered as the UI sends it (the serve
 * host's contract from the page), never shows up in the DOM, the answers the page gets, the
 * serve or sandbox process output, or the SQLite files and logs of the serve data dir.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntryView, PlaygroundResults } from '../../src/shared/contract';
import { runHash } from '../../src/shared/playgroundRoutes';
import { type App, startApp } from './harness';

const MODREF = 'modular-arithmetic-challenge';
const token = `hf_e2eSecret${'Zx9'.repeat(10)}`;

let app: App;
let page: Page;
/** Every answer the page received from the serve host, as text. */
const answers: string[] = [];

beforeAll(async () => {
  app = await startApp('hftoken', {}, [
    '--playground-pace-ms',
    // Thirty cases at 40 ms each, not the default 750 ms (22 s of waiting): what is checked is
    // where the token went once the run was followed to its end.
    '40',
  ]);
  page = app.page;
  await page.goto(app.serve.url);
}, 90_000);

afterAll(() => app?.close());

/** A contract method through the page's own serve session (as the renderer calls it). */
async function rpc<T>(method: string, input: unknown): Promise<T> {
  const text = await page.evaluate(
    async ([m, body]) => {
      const r = await fetch(`/rpc/${m}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return r.text();
    },
    [method, input] as const,
  );
  answers.push(text);
  const res = JSON.parse(text) as { ok: boolean; value?: unknown; error?: unknown };
  if (!res.ok) throw new Error(`${method}: ${JSON.stringify(res.error)}`);
  return res.value as T;
}

describe('the hfToken of a model-reference run stays secret', () => {
  it('is sent once and appears in neither the DOM, the page’s answers, the process output nor SQLite', async () => {
    const created = await rpc<OutboxEntryView>('playground.create', {
      competitionId: MODREF,
      kind: 'model-reference',
      body: {
        modelName: 'modular-labs/gated-arith-7b',
        commitHash: 'c'.repeat(40),
        problemSetId: 'modular-quick',
        hfToken: token,
      },
      rememberToken: true,
    });
    await expect
      .poll(
        async () =>
          (await rpc<OutboxEntryView[]>('outbox.list', {})).find((e) => e.id === created.id)?.status,
        { timeout: 20_000 },
      )
      .toBe('done');
    const entry = (await rpc<OutboxEntryView[]>('outbox.list', {})).find((e) => e.id === created.id);
    const runId = (entry?.result as { runId?: string } | undefined)?.runId ?? '';
    // The gated repository was accepted, so the token did reach the platform.
    expect(runId).toBeTruthy();
    await page.goto(`${app.serve.origin}/${runHash(MODREF, runId)}`);
    // Followed to the end: every row and the summary are in the workbench's SQLite by now.
    await expect
      .poll(
        async () => {
          const res = await rpc<PlaygroundResults>('playground.results', { competitionId: MODREF, runId });
          return !res.following && res.run?.status === 'done';
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);

    expect((await page.content()).includes(token), 'the token in the DOM').toBe(false);
    for (const a of answers) expect(a.includes(token), 'the token in an answer to the page').toBe(false);
    expect(app.serve.output().includes(token), 'the token in the serve output').toBe(false);
    expect(app.sandbox.output().includes(token), 'the token in the sandbox output').toBe(false);
    const files = readdirSync(app.serveData, { recursive: true, encoding: 'utf8' })
      .map((f) => join(app.serveData, f))
      .filter((f) => /\.db(-wal|-shm)?$|\.log$/.test(f));
    expect(files.some((f) => f.endsWith('workbench.db'))).toBe(true);
    const stored = files.map((f) => readFileSync(f).toString('latin1'));
    // The scan does see what the run stored: the model name sent beside the token.
    expect(stored.some((text) => text.includes('modular-labs/gated-arith-7b'))).toBe(true);
    for (const [i, text] of stored.entries()) {
      expect(text.includes(token), `the token in ${files[i]}`).toBe(false);
    }
  }, 120_000);
});
