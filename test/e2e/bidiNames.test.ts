/**
 * Names that would rearrange themselves (issue 36, item 5), end to end in serve mode in Debian's
 * Chromium: author names, team names and competition titles renamed on the sandbox (fault mode,
 * `POST /__sandbox/names`), and a cheatsheet, a Contributor Network item, a comment and a
 * submission made with titles, remarks and descriptions that hold U+202E (RIGHT-TO-LEFT OVERRIDE)
 * and U+2066 (LEFT-TO-RIGHT ISOLATE), neither closed. On every list page each text that holds a
 * bidi control is isolated (computed `unicode-bidi: isolate`, e.g. a `<bdi>`, an element that holds
 * nothing but that text), and the text after it on its line is still to its right (not reordered).
 * Screenshots: test-artifacts/e2e/bidi-names-*.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, screenshot, startApp } from './harness';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const RLO = '\u202E';
const LRI = '\u2066';
/** A name that, printed raw, reverses itself and whatever follows it on the line. */
const hostile = (who: string) => `${who} ${RLO}desrever${LRI} tail`;

const ACCOUNTS = [
  'acc_alice',
  'acc_bob',
  'acc_carol',
  'acc_member',
  'acc_unverified',
  'acc_newcomer',
  'acc_stage1missing',
  'acc_rookie',
];
const TEAMS = Array.from({ length: 46 }, (_, i) => `tm_${String(i + 1).padStart(4, '0')}`);

let app: App;
let page: Page;
/** The Contributor Network item made here. */
let itemId: string;

async function control(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${app.sandbox.baseUrl}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox control ${path}: ${res.status} ${await res.text()}`);
}

/** A contract method through the page's own serve session (as the renderer calls it). */
async function rpc<T>(method: string, input: unknown): Promise<T> {
  const res = await page.evaluate(
    async ([m, body]) => {
      const r = await fetch(`/rpc/${m}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await r.json()) as { ok: boolean; value?: unknown; error?: unknown };
    },
    [method, input] as const,
  );
  if (!res.ok) throw new Error(`${method}: ${JSON.stringify(res.error)}`);
  return res.value as T;
}

interface Entry {
  id: number;
  status: string;
  result: Record<string, unknown> | null;
}

/** Queues a write and waits until the outbox has sent it; answers its result. */
async function sent(method: string, input: unknown): Promise<Record<string, unknown>> {
  const queued = await rpc<Entry>(method, input);
  const entry = await vi.waitFor(
    async () => {
      const e = (await rpc<Entry[]>('outbox.list', {})).find((x) => x.id === queued.id);
      if (e?.status !== 'done') throw new Error(`${method} is ${e?.status ?? 'gone'}`);
      return e;
    },
    { timeout: 20_000, interval: 100 },
  );
  return entry.result ?? {};
}

beforeAll(async () => {
  app = await startApp('bidi', { viewport: { width: 1400, height: 900 } }, ['--faults']);
  page = app.page;
  await control('names', {
    accounts: Object.fromEntries(ACCOUNTS.map((a) => [a, hostile('Author')])),
    teams: Object.fromEntries(TEAMS.map((t) => [t, hostile('Team')])),
    competitions: { [STAGE1]: hostile('Stage'), igp24: hostile('Contest') },
  });
  await page.goto(app.serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 20_000 });
  await sent('library.create', { kind: 'cheatsheet', title: hostile('Sheet'), content: 'x = y\n' });
  const item = await sent('cn.publish', {
    competitionId: STAGE1,
    kind: 'cheatsheet',
    source: { from: 'inline', title: hostile('Item'), content: 'Try x = y first.\n' },
    remark: hostile('Remark'),
  });
  itemId = String(item.id);
  await sent('cn.comments.create', { id: itemId, body: hostile('Comment') });
  await sent('submissions.submit', {
    competitionId: STAGE1,
    payload: { content: `${hostile('Content')}\n` },
    meta: { description: hostile('Submission') },
  });
}, 120_000);

afterAll(() => app?.close());

interface Problem {
  text: string;
  where: string;
  problem: string;
}

/**
 * Every text node of the page that holds a bidi control, and what is wrong with it: not inside an
 * isolate, an isolate shared with other text, or the text after it on its line drawn to its left.
 */
function bidiProblems(): { found: string[]; problems: Problem[] } {
  const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
  const ISOLATING = new Set(['isolate', 'isolate-override', 'plaintext']);
  const where = (el: Element) => {
    const path: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && path.length < 4; e = e.parentElement)
      path.unshift(
        `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.split(' ')[0]}` : ''}`,
      );
    return path.join(' > ');
  };
  /** The block (or atomic inline) whose inline content is the bidi paragraph the node is part of. */
  const paragraphOf = (el: Element) => {
    let e: Element | null = el;
    while (e && ['inline', 'contents'].includes(getComputedStyle(e).display)) e = e.parentElement;
    return e ?? document.body;
  };
  const rectsOf = (node: Node) => {
    const r = document.createRange();
    r.selectNodeContents(node);
    return [...r.getClientRects()].filter((x) => x.width > 0 && x.height > 0);
  };
  const found: string[] = [];
  const problems: Problem[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent ?? '';
    const parent = n.parentElement;
    if (!parent || !BIDI.test(text) || parent.closest('svg title, .monaco-editor, script, style')) continue;
    found.push(text);
    let iso: Element | null = parent;
    while (iso && iso !== document.body && !ISOLATING.has(getComputedStyle(iso).unicodeBidi))
      iso = iso.parentElement;
    if (!iso || iso === document.body) {
      problems.push({ text, where: where(parent), problem: 'not isolated' });
      continue;
    }
    if ((iso.textContent ?? '').trim() !== text.trim()) {
      problems.push({ text, where: where(iso), problem: `isolated together with "${iso.textContent}"` });
      continue;
    }
    // The text after the isolate in the same paragraph, on the same line, starts to its right.
    const mine = rectsOf(iso);
    if (mine.length === 0 || getComputedStyle(iso).display !== 'inline') continue;
    const after = document.createTreeWalker(paragraphOf(iso), NodeFilter.SHOW_TEXT);
    after.currentNode = iso;
    for (let m = after.nextNode(); m; m = after.nextNode()) {
      if (iso.contains(m) || !(m.textContent ?? '').trim()) continue;
      const next = rectsOf(m)[0];
      if (!next) continue;
      // The name's pieces on the line of the next text (one per direction run).
      const middle = next.top + next.height / 2;
      const onLine = mine.filter((r) => r.top < middle && middle < r.bottom);
      const right = Math.max(...onLine.map((r) => r.right));
      if (onLine.length > 0 && next.left < right - 1)
        problems.push({
          text,
          where: where(iso),
          problem: `"${m.textContent}" drawn at x ${Math.round(next.left)}, left of its end at x ${Math.round(right)}`,
        });
      break;
    }
  }
  return { found, problems };
}

/** Pages by route, with the names each must show (so no check passes on an empty page). */
const PAGES: Array<[path: string, shows: string[]]> = [
  ['/competitions', ['Stage', 'Contest']],
  [`/competitions/${STAGE1}`, ['Stage']],
  [`/competitions/${STAGE1}/leaderboard`, ['Team']],
  ['/competitions/igp24/leaderboard', ['Team']],
  [`/competitions/${STAGE1}/submissions`, ['Content', 'Submission']],
  [`/competitions/${STAGE1}/playground`, ['Stage']],
  [`/competitions/${STAGE1}/experiments`, ['Stage']],
  ['/library/cheatsheets', ['Sheet']],
  ['/playground', ['Stage']],
  ['/network', ['Item', 'Remark', 'Author']],
  ['/network/packages', ['Author']],
  ['/network/benchmarks', ['Author']],
  ['/outbox', ['Sheet', 'Item']],
];

describe('platform names with bidi controls', () => {
  for (const [path, shows] of PAGES) {
    it(`${path}: every name isolated, nothing after it reordered`, async () => {
      await page.goto(`${app.serve.origin}/#${path}`);
      await checkPage(shows);
      await screenshot(page, `bidi-names${path.replaceAll('/', '-')}`);
    });
  }

  it('a Contributor Network item: title, remark, author and comment isolated', async () => {
    await page.goto(`${app.serve.origin}/#/network/items/id/${encodeURIComponent(itemId)}`);
    await checkPage(['Item', 'Remark', 'Author', 'Comment']);
    await screenshot(page, 'bidi-names-network-item');
  });
});

async function checkPage(shows: string[]): Promise<void> {
  const expected = shows.map(hostile);
  await expect
    .poll(
      async () => {
        const { found } = await page.evaluate(bidiProblems);
        return expected.filter((name) => !found.some((t) => t.includes(name)));
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
  expect((await page.evaluate(bidiProblems)).problems).toEqual([]);
}
