/**
 * Names that would rearrange themselves (issue 36, item 5): author names, team names and a
 * competition title renamed on the sandbox (fault mode, `POST /__sandbox/names`), and a cheatsheet,
 * a Contributor Network item and a submission made here, all holding U+202E (RIGHT-TO-LEFT
 * OVERRIDE) and U+2066 (LEFT-TO-RIGHT ISOLATE), neither closed. Every list command prints them with
 * the editor's visible marks (`[U+202E]`), never the raw controls, with its columns still aligned;
 * `--json` keeps the exact text, escaped.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestSandbox } from '../helpers/sandbox';
import { type CliEnv, type CliResult, signIn, signOut } from './helpers';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

// Every command is a whole process (about a second each on a loaded machine).
vi.setConfig({ testTimeout: 120_000 });

/** A name that, printed raw, reverses itself and whatever follows it on the line. */
const hostile = (who: string) => `${who} \u202Edesrever\u2066 tail`;
/** The same name as a terminal must show it. */
const marked = (who: string) => `${who} [U+202E]desrever[U+2066] tail`;
/** Any bidi control, raw. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

const ACCOUNTS = ['alice', 'bob', 'carol', 'member', 'unverified', 'newcomer', 'stage1missing', 'rookie'].map(
  (a) => `acc_${a}`,
);
const TEAMS = Array.from({ length: 46 }, (_, i) => `tm_${String(i + 1).padStart(4, '0')}`);

let sandbox: TestSandbox;
let cli: CliEnv;
let sheetId: string;
let itemCode: string;

/** Runs a command that must succeed and show no raw bidi control anywhere. */
async function shown(args: string[]): Promise<CliResult> {
  const res = await cli.run(args);
  expect(res.code, res.stderr).toBe(0);
  expect(res.stdout + res.stderr).not.toMatch(BIDI);
  return res;
}

beforeAll(async () => {
  let login: CliResult;
  ({ sandbox, cli, login } = await signIn('bidi', { logger: false }));
  expect(login.code, login.stderr).toBe(0);
  const res = await fetch(`${sandbox.baseUrl}/__sandbox/names`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      accounts: Object.fromEntries(ACCOUNTS.map((a) => [a, hostile('Author')])),
      teams: Object.fromEntries(TEAMS.map((t) => [t, hostile('Team')])),
      competitions: { [STAGE1]: hostile('Stage') },
    }),
  });
  expect(res.status).toBe(200);
  const file = join(cli.dataDir, 'sheet.md');
  writeFileSync(file, 'Try x = y first.\n');
  sheetId = (
    await cli.json<{ id: string }>(['library', 'put', 'cheatsheet', file, '--title', hostile('Sheet')])
  ).id;
  const published = await cli.json<{ item: { id: string; publicCode: string | null } }>([
    'cn',
    'publish',
    '--competition',
    STAGE1,
    '--kind',
    'cheatsheet',
    '--file',
    file,
    '--title',
    hostile('Item'),
    '--remark',
    hostile('Remark'),
  ]);
  itemCode = published.item.publicCode ?? published.item.id;
  const sent = await cli.run(['submit', STAGE1, file, '--description', hostile('Submission')]);
  expect(sent.code, sent.stderr).toBe(0);
});

afterAll(() => signOut(sandbox, cli));

describe('bidi controls in platform text on the terminal', () => {
  it('competitions list: the title with visible marks', async () => {
    expect((await shown(['competitions', 'list'])).stdout).toContain(marked('Stage'));
  });

  it('leaderboard: team names with visible marks', async () => {
    expect((await shown(['leaderboard', STAGE1])).stdout).toContain(marked('Team'));
  });

  it('cn list: title and author with visible marks, the columns after them aligned', async () => {
    const { stdout } = await shown(['cn', 'list', '--competition', STAGE1, '--limit', '100']);
    expect(stdout).toContain(marked('Item'));
    expect(stdout).toContain(marked('Author'));
    const [header, ...rows] = stdout.trimEnd().split('\n');
    const at = header!.indexOf('published');
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.slice(at), row).toMatch(/^\d{4}-\d\d-\d\d/);
  });

  it('cn packages: authors with visible marks', async () => {
    expect((await shown(['cn', 'packages'])).stdout).toContain(marked('Author'));
  });

  it('cn show: title, remark and author with visible marks', async () => {
    const { stdout } = await shown(['cn', 'show', itemCode]);
    for (const who of ['Item', 'Remark', 'Author']) expect(stdout).toContain(marked(who));
  });

  it('library list and history: the title with visible marks', async () => {
    expect((await shown(['library', 'list', 'cheatsheet'])).stdout).toContain(marked('Sheet'));
    expect((await shown(['library', 'history', 'cheatsheet', sheetId])).stdout).toContain(marked('Sheet'));
  });

  it('submissions list: the description with visible marks', async () => {
    expect((await shown(['submissions', 'list', STAGE1])).stdout).toContain(marked('Submission'));
  });

  it('outbox list: the summary with visible marks', async () => {
    expect((await shown(['outbox', 'list'])).stdout).toContain(marked('Sheet'));
  });

  it('--json keeps the exact text, the controls escaped', async () => {
    const res = await shown(['--json', 'competitions', 'list']);
    expect(res.stdout).toContain('\\u202e');
    const list = JSON.parse(res.stdout) as { id: string; title: string }[];
    expect(list.find((c) => c.id === STAGE1)?.title).toBe(hostile('Stage'));
  });
});
