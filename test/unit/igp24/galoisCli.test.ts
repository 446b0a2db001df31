import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/tempDir';
import { cyclotomic, fixtureGzip, lineOf } from './galoisFixture';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const cli = join(process.cwd(), 'src', 'cli', 'igp24.ts');
const run = (...args: string[]) => spawnSync(tsx, [cli, ...args], { encoding: 'utf8' });

describe('igp24 galois', () => {
  const dir = tempDir('igp24-galois-');
  const table = join(dir, 'sample.txt.gz');
  writeFileSync(table, fixtureGzip());
  const trinomial = lineOf([-1n, -1n, ...Array<bigint>(22).fill(0n), 1n]);
  const file = join(dir, 'polys.txt');
  writeFileSync(
    file,
    `# three lines\n${trinomial}\n${lineOf(cyclotomic(56))} # Φ_56\n${lineOf([-1n, ...Array<bigint>(23).fill(0n), 1n])}\n1,2\n`,
  );

  it('--json prints one object per polynomial line with the ranking, best first; exit 1 with unranked lines', () => {
    const res = run('galois', file, '--json', '--primes', '120', '--table', table);
    expect(res.status).toBe(1);
    const lines = res.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(Object.keys(lines[0])).toEqual([
      'line',
      'valid',
      'errors',
      'reason',
      'r',
      'discIsSquare',
      'primes',
      'candidates',
      'ranking',
    ]);
    expect(lines[0]).toMatchObject({
      line: 2,
      valid: true,
      r: 2,
      discIsSquare: false,
      // S24 is the only candidate at the floor of the adaptive sampling: it stops there, below 120.
      primes: 100,
      reason: null,
    });
    expect(Object.keys(lines[0].ranking[0])).toEqual(['label', 't', 'order', 'logLikelihood', 'posterior']);
    expect(lines[0].ranking[0].label).toBe('24T25000');
    expect(lines[1].ranking[0]).toMatchObject({ label: '24T3', t: 3, order: '24' });
    expect(lines[1].ranking.length).toBeLessThanOrEqual(10);
    expect(lines[2]).toMatchObject({ line: 4, ranking: null, candidates: null });
    expect(lines[2].reason).toMatch(/reducible/);
    expect(lines[3]).toMatchObject({ line: 5, valid: false, ranking: null });
    // Deterministic: the same input gives the same output.
    expect(run('galois', file, '--json', '--primes', '120', '--table', table).stdout).toBe(res.stdout);
  });

  it('readable mode names the most likely groups', () => {
    const only = join(dir, 'one.txt');
    writeFileSync(only, `${lineOf(cyclotomic(35))}\n`);
    const res = run('galois', only, '--table', table);
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/^line 1: r = 0, disc .*candidates from 100 primes; most likely 24T2 /);
  });

  it('usage errors, unreadable files and a missing table exit 2 with a message', () => {
    // No FILE reads standard input now (igp24Stream.ts); two FILEs are still a usage error.
    expect(run('galois', file, file, '--table', table).status).toBe(2);
    expect(run('galois', file, '--primes', '0', '--table', table).stderr).toMatch(
      /--primes needs an integer/,
    );
    expect(run('galois', join(dir, 'missing.txt'), '--table', table).status).toBe(2);
    const noTable = run('galois', file, '--table', join(dir, 'nope.gz'));
    expect(noTable.status).toBe(2);
    expect(noTable.stderr).toMatch(/cannot load the group table/);
  });
});
