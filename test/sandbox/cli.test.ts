import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox';
import { PREFIX } from './helpers';

interface Started {
  child: ChildProcessByStdio<null, Readable, Readable>;
  line: string;
  rest: () => string;
}

const children: Started['child'][] = [];
// A test that failed half-way leaves its sandbox running: stop it and wait until it has exited.
afterAll(async () => {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(
    running.map(
      (c) =>
        new Promise((resolve) => {
          c.once('exit', resolve);
          c.kill('SIGKILL');
        }),
    ),
  );
});

function startCli(args: string[]): Promise<Started> {
  // One process: the tsx binary runs the script in a child and relays signals to it, and under
  // load its relay once turned a clean SIGINT exit into another code.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/cli.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start: ${err}`)), 30_000);
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf('\n');
      if (nl !== -1) {
        clearTimeout(timer);
        resolve({ child, line: out.slice(0, nl), rest: () => out.slice(nl + 1) });
      }
    });
    child.on('exit', (code) => reject(new Error(`CLI exited ${code}: ${err}`)));
  });
}

function stop(child: Started['child'], signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

async function igp24Leaderboard(baseUrl: string, apiKey: string) {
  const res = await fetch(`${baseUrl}${PREFIX}/competitions/igp24/leaderboard?limit=5`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: unknown }).data;
}

describe('CLI', () => {
  it('prints exactly one JSON line with baseUrl and keys, serves, and exits on SIGTERM', async () => {
    const started = await startCli([]);
    const info = JSON.parse(started.line) as {
      baseUrl: string;
      keys: { name: string; scopes: string[]; state: string; apiKey: string }[];
    };
    expect(info.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+$/);
    expect(Object.keys(info.keys[0]!).sort()).toEqual(['apiKey', 'name', 'scopes', 'state']);
    const participant = info.keys.find((k) => k.name === 'participant')!;
    expect(participant.state).toBe('active');
    expect(info.keys.find((k) => k.name === 'revoked')!.state).toBe('revoked');
    expect(info.keys.find((k) => k.name === 'expired')!.state).toBe('expired');
    await igp24Leaderboard(info.baseUrl, participant.apiKey);
    // Same keys as the programmatic API (deterministic).
    const inProcess = await startSandbox();
    try {
      expect(info.keys).toEqual(
        inProcess.keys.map(({ name, scopes, state, apiKey }) => ({ name, scopes, state, apiKey })),
      );
    } finally {
      await inProcess.close();
    }
    expect(started.rest()).toBe('');
    expect(await stop(started.child, 'SIGTERM')).toBe(0);
  }, 60_000);

  it('--data DIR persists across a restart with the same keys and data; SIGINT exits cleanly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
    try {
      const first = await startCli(['--data', dir, '--port', '0']);
      const a = JSON.parse(first.line);
      const key = a.keys.find((k: { name: string }) => k.name === 'participant').apiKey;
      const before = await igp24Leaderboard(a.baseUrl, key);
      expect(await stop(first.child, 'SIGINT')).toBe(0);

      const second = await startCli(['--data', dir]);
      const b = JSON.parse(second.line);
      expect(b.keys).toEqual(a.keys);
      expect(await igp24Leaderboard(b.baseUrl, key)).toEqual(before);
      expect(await stop(second.child, 'SIGTERM')).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
