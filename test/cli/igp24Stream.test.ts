/**
 * `workbench igp24 check|galois` on standard input and in shards, and `workbench igp24 merge`: the
 * built command line passes the stream-mode options through (no platform or keychain involved).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fixtureGzip, lineOf } from '../unit/igp24/galoisFixture';
import { type CliEnv, cliEnv } from './helpers';

vi.setConfig({ testTimeout: 120_000 });
const zeros = (n: number) => Array<string>(n).fill('0');
const text = [
  lineOf([-1n, -1n, ...Array<bigint>(22).fill(0n), 1n]),
  '',
  '# a comment',
  '1,2,3',
  ['-1', ...zeros(23), '1'].join(','),
].join('\n');

describe('workbench igp24 stream mode', () => {
  const cli: CliEnv = cliEnv();
  afterAll(() => rmSync(cli.dataDir, { recursive: true, force: true }));

  it('check: standard input, two shards and merge give the same bytes; a bad --shard is exit 2', async () => {
    const whole = await cli.run(['igp24', 'check'], { stdin: `${text}\n` });
    expect(whole.code).toBe(1);
    expect(whole.stdout.split('\n').filter(Boolean)).toHaveLength(5);
    const file = join(cli.dataDir, 'polys.txt');
    writeFileSync(file, `${text}\n`);
    const outs: string[] = [];
    for (const shard of ['1/2', '2/2']) {
      const res = await cli.run(['igp24', 'check', file, '--shard', shard]);
      const out = join(cli.dataDir, `shard${shard[0]}.jsonl`);
      writeFileSync(out, res.stdout);
      outs.push(out);
    }
    const merged = await cli.run(['igp24', 'merge', ...outs]);
    expect(merged).toMatchObject({ code: 0, stdout: whole.stdout });
    const bad = await cli.run(['igp24', 'check', file, '--shard', '3/2']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--shard 3/2: I must be between 1 and N = 2');
  });

  it('galois: - reads standard input, one JSON line per input line', async () => {
    const table = join(cli.dataDir, 'sample.txt.gz');
    writeFileSync(table, fixtureGzip());
    const res = await cli.run(['igp24', 'galois', '-', '--primes', '50', '--table', table], {
      stdin: `${text}\n`,
    });
    expect(res.code).toBe(1);
    const rows = res.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { line: number; skipped?: string; ranking?: { label: string }[] | null });
    expect(rows.map((r) => r.line)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[0]!.ranking![0]!.label).toBe('24T25000');
    expect(rows[1]).toEqual({ line: 2, skipped: 'blank' });
    expect(rows[2]).toEqual({ line: 3, skipped: 'comment' });
    expect(rows[4]!.ranking).toBeNull();
  });
});
