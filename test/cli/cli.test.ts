/**
 * The built `workbench` command against a real sandbox over HTTP, in a temporary data folder,
 * with the real OS keychain (npm test runs it inside a private session bus with gnome-keyring).
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KeychainSecretStore } from '../../src/core/secrets';
import type { ConnectionView, OutboxEntryView } from '../../src/shared/contract';
import { describeError } from '../../src/shared/errorText';
import type { TestSandbox } from '../helpers/sandbox';
import { fixtureGzip, lineOf } from '../unit/igp24/galoisFixture';
import { type CliEnv, type CliResult, cliEnv, signIn, signOut } from './helpers';

// Every command is a whole process (about a second each on a loaded machine), and a test runs several.
vi.setConfig({ testTimeout: 120_000 });
let sandbox: TestSandbox;
let cli: CliEnv;
const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const line = (k: number) => `-1,-${k},${'0,'.repeat(22)}1 # x^24 - ${k}x - 1`;

beforeAll(async () => {
  let login: CliResult;
  ({ sandbox, cli, login } = await signIn('local', { igp24VerifyDelayMs: 50, logger: false }));
  expect(login.stderr).toContain('Signed in: “local”');
  expect(login.code, login.stderr).toBe(0);
});

afterAll(() => signOut(sandbox, cli));

describe('start, help, version', () => {
  it('prints the package version and exits 0', async () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'));
    const res = await cli.run(['--version']);
    expect(res).toMatchObject({ code: 0, stdout: `${pkg.version}\n` });
  });

  it('an unknown command is a usage error (exit 2) with the help hint', async () => {
    const res = await cli.run(['competitons', 'list']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("unknown command 'competitons'");
  });
});

describe('auth', () => {
  it('keeps the key in the OS keychain under the connection, like the app; status shows it active', async () => {
    const status = await cli.json<{ connections: ConnectionView[]; test: { ok: boolean } }>([
      'auth',
      'status',
    ]);
    const local = status.connections.find((c) => c.name === 'local')!;
    expect(local).toMatchObject({ active: true, keyStorage: 'keychain', baseUrl: sandbox.baseUrl });
    expect(status.test.ok).toBe(true);
    expect(await new KeychainSecretStore(cli.keychainService).get(local.id)).toBe(sandbox.key('participant'));
    // The database never holds the key.
    expect(readFileSync(join(cli.dataDir, 'workbench.db')).includes(sandbox.key('participant'))).toBe(false);
    const table = await cli.run(['auth', 'status']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(
      /^\*\s+local\s+platform\s+http:\/\/127\.0\.0\.1:\d+\s+…\S{4} \(keychain\)$/m,
    );
    expect(table.stdout).toMatch(/^\s+Sandbox\s+sandbox/m);
  });

  it('a revoked key is refused in the app’s words, exit 3, and nothing is saved', async () => {
    const res = await cli.run(['auth', 'login', '--url', sandbox.baseUrl, '--name', 'old', '--key-stdin'], {
      stdin: sandbox.key('revoked'),
    });
    expect(res.code).toBe(3);
    // The app's words, with the next step a terminal can take: the command, not a settings page.
    const words = describeError(
      {
        code: 'API_KEY_REVOKED',
        message: '',
        status: 401,
        fieldErrors: [],
        retryAfterSec: null,
        rateLimit: null,
      },
      new Date(),
      'terminal',
    );
    expect(res.stderr).toContain(`Error: ${words.title} (API_KEY_REVOKED)`);
    expect(res.stderr).toContain(words.action);
    expect(res.stderr).toContain('workbench auth login --url URL --name NAME');
    expect(res.stderr).not.toMatch(/Settings/);
    const names = (await cli.json<{ connections: ConnectionView[] }>(['auth', 'status'])).connections.map(
      (c) => c.name,
    );
    expect(names).not.toContain('old');
  });

  it('WORKBENCH_API_KEY signs in without a prompt; --connection picks it for one command; logout forgets it', async () => {
    const login = await cli.run(['auth', 'login', '--url', sandbox.baseUrl, '--name', 'reader'], {
      env: { WORKBENCH_API_KEY: sandbox.key('reader') },
    });
    expect(login.code, login.stderr).toBe(0);
    // login made "reader" active; put "local" back for the other tests.
    expect(
      (
        await cli.run(['auth', 'login', '--url', sandbox.baseUrl, '--name', 'local', '--key-stdin'], {
          stdin: sandbox.key('participant'),
        })
      ).code,
    ).toBe(0);
    // The reader key may not write: a submit through --connection reader is refused for scope.
    const file = join(cli.dataDir, 'sheet.txt');
    writeFileSync(file, 'x = y');
    const refused = await cli.run(['--connection', 'reader', 'submit', STAGE1, file]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('(API_KEY_SCOPE_DENIED)');
    const after = await cli.json<{ connections: ConnectionView[] }>(['auth', 'status']);
    expect(after.connections.find((c) => c.active)!.name).toBe('local');
    const readerId = after.connections.find((c) => c.name === 'reader')!.id;
    // The refused write is kept in the outbox: logout says so instead of losing it.
    const kept = await cli.run(['auth', 'logout', 'reader']);
    expect(kept.code).toBe(2);
    expect(kept.stderr).toContain('1 write(s) of this connection are still in the outbox.');
    const [failed] = await cli.json<OutboxEntryView[]>(['-c', 'reader', 'outbox', 'list']);
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'API_KEY_SCOPE_DENIED' } });
    expect((await cli.run(['-c', 'reader', 'outbox', 'discard', String(failed!.id)])).code).toBe(0);
    expect(await cli.run(['auth', 'logout', 'reader'])).toMatchObject({ code: 0 });
    expect(await new KeychainSecretStore(cli.keychainService).get(readerId)).toBeNull();
  });

  it('a key file comes before the key in the OS keychain, and is never written to it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wb-keyfile-'));
    try {
      const file = join(dir, 'key');
      writeFileSync(file, sandbox.key('revoked'));
      chmodSync(file, 0o600);
      const withFile = await cli.json<{ keySource: string; test: { ok: boolean; error: { code: string } } }>([
        '--key-file',
        file,
        'auth',
        'status',
      ]);
      expect(withFile).toMatchObject({
        keySource: `key file ${file}`,
        test: { ok: false, error: { code: 'API_KEY_REVOKED' } },
      });
      const stored = await cli.json<{ connections: ConnectionView[]; keySource: string }>(['auth', 'status']);
      expect(stored.keySource).toBe('OS keychain');
      const local = stored.connections.find((c) => c.name === 'local')!;
      expect(await new KeychainSecretStore(cli.keychainService).get(local.id)).toBe(
        sandbox.key('participant'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an unknown --connection is a usage error naming the known ones', async () => {
    const res = await cli.run(['-c', 'nowhere', 'competitions', 'list']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('No connection named “nowhere”. Known: Sandbox, local');
  });
});

describe('read commands', () => {
  it('competitions list: a table and the same rows as JSON', async () => {
    const list = await cli.json<{ id: string; submissionKind: string; status?: string }[]>([
      'competitions',
      'list',
    ]);
    const igp24 = list.find((c) => c.id === 'igp24');
    expect(igp24).toBeDefined();
    const table = await cli.run(['competitions', 'list']);
    expect(table.code).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+title\s+kind\s+status$/);
    expect(lines).toHaveLength(list.length + 1);
    // A list that leaves `status` out (spec 2.2 names the detail's fields, not the list's) shows a dash.
    expect(table.stdout).toMatch(
      new RegExp(
        `^igp24\\s+IGP24: Inverse Galois Problem in Degree 24\\s+igp24-polynomial\\s+${igp24?.status ?? '-'}$`,
        'm',
      ),
    );
  });

  it('competitions show and me', async () => {
    const show = await cli.run(['competitions', 'show', 'igp24']);
    expect(show.stdout).toMatch(/^kind:\s+igp24-polynomial$/m);
    const me = await cli.json<{ canSubmit: boolean }>(['competitions', 'me', STAGE1]);
    expect(me.canSubmit).toBe(true);
    const missing = await cli.run(['competitions', 'show', 'no-such-competition']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('(NOT_FOUND)');
  });

  it('leaderboard: table, JSON, --all pages and CSV', async () => {
    const first = await cli.json<Record<string, unknown>[]>(['leaderboard', 'igp24']);
    const all = await cli.json<Record<string, unknown>[]>(['leaderboard', 'igp24', '--all']);
    expect(all.length).toBeGreaterThan(first.length);
    const csv = await cli.run(['leaderboard', 'igp24', '--csv']);
    expect(csv.code).toBe(0);
    expect(csv.stdout.trim().split('\n').length).toBe(all.length + 1);
    const table = await cli.run(['leaderboard', 'igp24']);
    // Rank and team first, whatever the platform names them; nested team fields as dotted columns.
    expect(table.stdout.split('\n')[0]).toMatch(
      /^(rank|position)\s+(teamId|team\.number)\s+(teamName|team\.label)\s/,
    );
  });
});

describe('submit and submissions', () => {
  it('a cheatsheet goes through the outbox with an idempotency key; list, show and download find it', async () => {
    const file = join(cli.dataDir, 'cheatsheet.txt');
    writeFileSync(file, 'x * y = y * x\n');
    const res = await cli.json<{ outboxId: number; submission: { submissionId: string } }>([
      'submit',
      STAGE1,
      file,
      '--description',
      'from the command line',
    ]);
    const id = res.submission.submissionId;
    const outbox = await cli.json<OutboxEntryView[]>(['outbox', 'list']);
    const entry = outbox.find((e) => e.id === res.outboxId)!;
    expect(entry.status).toBe('done');
    expect(entry.request).toMatchObject({ op: 'submission.create', idempotencyKey: expect.any(String) });
    const list = await cli.run(['submissions', 'list', STAGE1]);
    expect(list.stdout).toContain(id);
    const shown = await cli.json<{ submissionId: string; payload: { content: string } }>([
      'submissions',
      'show',
      STAGE1,
      id,
    ]);
    expect(shown.payload.content).toBe('x * y = y * x\n');
    const out = join(cli.dataDir, 'downloaded.txt');
    expect((await cli.run(['submissions', 'download', STAGE1, id, '-o', out])).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('x * y = y * x');
  });

  it('--wait stays alive through a short retry: a 503 on the first send, then the submission goes out', async () => {
    const file = join(cli.dataDir, 'retry.txt');
    writeFileSync(file, `${line(7)}\n`);
    await sandbox.fault({ kind: 'status', status: 503, count: 1, path: '/submissions' });
    const res = await cli.run(['igp24', 'submit', file, '--wait']);
    // A 503 without Retry-After: the platform asked for nothing, the wait is the workbench's own.
    expect(res.stderr).toMatch(
      /Waiting \d+ s: the workbench’s own backoff after the platform failed \(HTTP 503\)/,
    );
    expect(res.stderr).not.toMatch(/as the platform asked/);
    // Before: exit 13 (Node's "unsettled top-level await"), as nothing held the process open.
    expect([0, 1]).toContain(res.code);
    expect(res.stdout).toMatch(/^\d+ accepted, \d+ rejected\.$/m);
  });

  it('a blocked submit says why in the app’s words, sends nothing, exit 1', async () => {
    const file = join(cli.dataDir, 'solver.lean');
    writeFileSync(file, 'theorem x : True := trivial');
    const res = await cli.run(['submit', 'sandbox-archive-2025', file]);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^Error: /m);
  });

  it('igp24 submit --wait follows verification to the end', async () => {
    const file = join(cli.dataDir, 'polys.txt');
    writeFileSync(file, `# two lines\n${line(1)}\n${line(2)}\n`);
    const res = await cli.json<{
      batch: { items: { status: string }[] };
      submission: { submissionId: string };
    }>(['igp24', 'submit', file, '--wait']);
    expect(res.batch.items).toHaveLength(2);
    expect(res.batch.items.every((i) => i.status !== 'queued')).toBe(true);
    const human = await cli.run(['submit', 'igp24', file, '--wait']);
    expect(human.code === 0 || human.code === 1).toBe(true);
    expect(human.stdout).toMatch(/^\d+ accepted, \d+ rejected\.$/m);
    expect(human.stdout).toMatch(/^ {2}#0 {2}(accepted|rejected)/m);
  });

  it('the IGP24 daily cap: refused with its reset time, exit 5, kept in the outbox until discarded', async () => {
    const rookie = cliEnv();
    expect(
      (
        await rookie.run(['auth', 'login', '--url', sandbox.baseUrl, '--name', 'rookie', '--key-stdin'], {
          stdin: sandbox.key('igp24-rookie'),
        })
      ).code,
    ).toBe(0);
    const file = join(rookie.dataDir, 'p.txt');
    writeFileSync(file, `${line(3)}\n`);
    for (let i = 0; i < 5; i++) expect((await rookie.run(['igp24', 'submit', file])).code).toBe(0);
    // --max-wait 5: the cap lifts at midnight UTC, and a run just before it would wait it out.
    const capped = await rookie.run(['igp24', 'submit', file, '--wait', '--max-wait', '5']);
    expect(capped.code).toBe(5);
    expect(capped.stderr).toContain('Daily IGP24 submission limit reached');
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    expect(capped.stderr).toContain(`is sent after the limit resets at ${midnight.toISOString()}`);
    // The wait is said once, in the app's words, with the local reset time.
    expect(capped.stderr.match(/^Retry in .+ local time\)\.$/gm)).toHaveLength(1);
    const waiting = (await rookie.json<OutboxEntryView[]>(['outbox', 'list'])).filter(
      (e) => e.status === 'pending',
    );
    expect(waiting).toHaveLength(1);
    const table = await rookie.run(['outbox', 'list']);
    expect(table.stdout).toContain('Daily IGP24 submission limit reached');
    expect((await rookie.run(['outbox', 'discard', String(waiting[0]!.id)])).code).toBe(0);
    expect(
      (await rookie.json<OutboxEntryView[]>(['outbox', 'list'])).filter((e) => e.status === 'pending'),
    ).toHaveLength(0);
    const store = new KeychainSecretStore(rookie.keychainService);
    for (const c of (await rookie.json<{ connections: ConnectionView[] }>(['auth', 'status'])).connections)
      await store.delete(c.id).catch(() => undefined);
  });

  it('offline: the write stays queued and the exit code says unreachable (4)', async () => {
    const file = join(cli.dataDir, 'offline.txt');
    writeFileSync(file, 'a = a');
    await sandbox.fault({ kind: 'unreachable' }).catch(() => undefined);
    const off = cliEnv();
    // A platform on a port where nothing listens.
    const login = await off.run(['auth', 'login', '--url', 'http://127.0.0.1:9', '--key-stdin'], {
      stdin: 'cp_test_x',
    });
    expect(login.code).toBe(4);
    expect(login.stderr).toContain('(NETWORK_UNREACHABLE)');
    await sandbox.clearFaults();
  });
});

describe('library', () => {
  it('put creates, get reads, put --id updates, a stale --base is a conflict, rm deletes', async () => {
    const file = join(cli.dataDir, 'lib.txt');
    writeFileSync(file, 'first version');
    const created = await cli.json<{ id: string; updatedAt: string }>([
      'library',
      'put',
      'cheatsheet',
      file,
      '--title',
      'CLI sheet',
    ]);
    const list = await cli.run(['library', 'list', 'cheatsheet']);
    expect(list.stdout).toMatch(new RegExp(`^${created.id}\\s+CLI sheet`, 'm'));
    expect((await cli.run(['library', 'get', 'cheatsheet', created.id])).stdout).toBe('first version\n');
    writeFileSync(file, 'second version');
    const updated = await cli.json<{ updatedAt: string }>([
      'library',
      'put',
      'cheatsheet',
      file,
      '--id',
      created.id,
    ]);
    expect(updated.updatedAt).not.toBe(created.updatedAt);
    writeFileSync(file, 'edit of the first version');
    const conflict = await cli.run([
      'library',
      'put',
      'cheatsheet',
      file,
      '--id',
      created.id,
      '--base',
      created.updatedAt,
    ]);
    expect(conflict.code).toBe(1);
    expect(conflict.stderr).toContain('The server copy changed since you started editing (CONFLICT)');
    expect((await cli.run(['library', 'get', 'cheatsheet', created.id])).stdout).toBe('second version\n');
    expect((await cli.run(['library', 'rm', 'cheatsheet', created.id])).code).toBe(0);
    expect((await cli.run(['library', 'list', 'cheatsheet'])).stdout).not.toContain(created.id);
  });
});

describe('igp24 and completions', () => {
  it('igp24 check: a table and exit 0 for good lines, exit 1 with an invalid one', async () => {
    const good = join(cli.dataDir, 'good.txt');
    writeFileSync(good, `${line(1)}\n`);
    const ok = await cli.run(['igp24', 'check', good]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^line\s+idx\s+status/);
    const bad = join(cli.dataDir, 'bad.txt');
    writeFileSync(bad, `${line(1)}\n1,2,3\n`);
    const res = await cli.run(['--json', 'igp24', 'check', bad]);
    expect(res.code).toBe(1);
    const rows = res.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { valid: boolean });
    expect(rows.map((r) => r.valid)).toEqual([true, false]);
  });

  it('igp24 galois: the same ranking as npm run igp24 -- galois, with --json from the global flag', async () => {
    const table = join(cli.dataDir, 'sample.txt.gz');
    writeFileSync(table, fixtureGzip());
    const polys = join(cli.dataDir, 'galois.txt');
    writeFileSync(polys, `${lineOf([-1n, -1n, ...Array<bigint>(22).fill(0n), 1n])}\n1,2\n`);
    const res = await cli.run(['--json', 'igp24', 'galois', polys, '--primes', '50', '--table', table]);
    expect(res.code).toBe(1);
    const [ranked, invalid] = res.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { primes: number; ranking: { label: string }[] | null });
    expect(ranked!.primes).toBe(50);
    expect(ranked!.ranking![0]!.label).toBe('24T25000');
    expect(invalid!.ranking).toBeNull();
    const missing = await cli.run(['igp24', 'galois', polys, '--table', join(cli.dataDir, 'none.gz')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot load the group table');
  });

  it('igp24 labels and targets from the synced label copy; search against the remaining pairs', async () => {
    const labels = await cli.json<{ total: number; rows: { label: string; allowedR: number[] }[] }>([
      'igp24',
      'labels',
      '--r',
      '2',
      '--limit',
      '5',
    ]);
    expect(labels.rows.length).toBeGreaterThan(0);
    expect(labels.rows.every((r) => r.allowedR.includes(2))).toBe(true);
    const csv = await cli.run(['igp24', 'labels', '--csv', '--limit', '3']);
    expect(csv.stdout.split(/\r?\n/)[0]).toBe(
      'label,t,allowedR,discovered,remaining,teamCount,minimumDiscAbs',
    );
    const targets = await cli.json<{ byR: { r: number; remaining: number }[] }>([
      'igp24',
      'targets',
      '--r',
      '2',
      '4',
    ]);
    expect(targets.byR.map((t) => t.r)).toEqual([2, 4]);
    const table = await cli.run(['igp24', 'targets', '--r', '2']);
    expect(table.stdout).toMatch(/^r\s+allowed\s+remaining\s+examples\n2\s+\d+\s+\d+/);
    // The search against the platform's remaining pairs: every hit it reports opens one.
    const search = await cli.run(['igp24', 'search', '--candidates', '12', '--open', '--only-open']);
    expect(search.code, search.stderr).toBe(0);
    const hits = search.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { pair: string; open: boolean });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.open)).toBe(true);
    const summary = JSON.parse(search.stderr.trim().split('\n').at(-1)!) as {
      summary: { openPairs: number };
    };
    expect(summary.summary.openPairs).toBe(new Set(hits.map((h) => h.pair)).size);
  });

  it('completion scripts for bash, zsh and fish, answered from the command tree', async () => {
    expect((await cli.run(['completions', 'bash'])).stdout).toContain(
      'complete -o default -F _workbench workbench',
    );
    expect((await cli.run(['completions', 'zsh'])).stdout).toContain('compdef _workbench workbench');
    expect((await cli.run(['completions', 'fish'])).stdout).toContain('complete -c workbench');
    expect((await cli.run(['completions', 'tcsh'])).code).toBe(2);
    const top = (await cli.run(['__complete'])).stdout.split('\n');
    expect(top).toEqual(
      expect.arrayContaining(['auth', 'competitions', 'igp24', 'outbox', '--json', '--connection']),
    );
    // The hidden commands (for the shell and the tests) are not offered.
    expect(top.filter((w) => w.startsWith('__'))).toEqual([]);
    const igp = (await cli.run(['__complete', 'igp24'])).stdout.split('\n');
    expect(igp).toEqual(expect.arrayContaining(['check', 'galois', 'submit', 'labels', 'targets']));
    const submit = (await cli.run(['__complete', 'igp24', 'submit'])).stdout.split('\n');
    expect(submit).toEqual(expect.arrayContaining(['--wait', '--description']));
  });
});
