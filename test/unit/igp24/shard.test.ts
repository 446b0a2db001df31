/**
 * `--shard I/N` and `igp24 merge`: the shards' outputs merged equal one process's output byte for
 * byte, over a file with blank, comment, invalid and reducible lines.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runIgp24 } from './igp24Run';

const zeros = (n: number) => Array<string>(n).fill('0');
const line = (k: number) => [`-${k}`, ...zeros(23), '1'].join(',');
const text = [
  '# candidates',
  line(2),
  '',
  '1,2,3',
  ['-1', ...zeros(23), '1'].join(','), // x^24 - 1: reducible
  `${line(3)} # poly_disc_primes=[2,3]`,
  '   # an indented comment',
  line(5),
  '24T5,1,2',
  ['0', ...zeros(23), '1'].join(','), // a_0 = 0: invalid
  line(6),
].join('\n');
const INVALID = [4, 9, 10];

// Every case runs whole processes (a second or more each on a loaded machine).
vi.setConfig({ testTimeout: 120_000 });

describe('igp24 --shard and merge', () => {
  const dir = mkdtempSync(join(tmpdir(), 'igp24-shard-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'polys.txt');
  writeFileSync(file, `${text}\n`);
  const whole = runIgp24(['check'], `${text}\n`);

  it.each([1, 2, 3])('N = %i: every shard takes lines I, I+N, …; merged equals one process', (n) => {
    expect(whole.status).toBe(1);
    const outs: string[] = [];
    for (let i = 1; i <= n; i++) {
      const res = runIgp24(['check', file, '--shard', `${i}/${n}`]);
      const numbers = res.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).line as number);
      expect(numbers).toEqual(
        Array.from({ length: 11 }, (_, k) => k + 1).filter((k) => (k - 1) % n === i - 1),
      );
      // Exit 1 exactly when the shard holds one of the invalid lines.
      expect(res.status, res.stderr).toBe(numbers.some((k) => INVALID.includes(k)) ? 1 : 0);
      const out = join(dir, `n${n}.shard${i}.jsonl`);
      writeFileSync(out, res.stdout);
      outs.push(out);
    }
    const merged = runIgp24(['merge', ...outs.reverse()]);
    expect(merged.status, merged.stderr).toBe(0);
    expect(merged.stdout).toBe(whole.stdout);
    // The same with GNU sort, as the README says: the line number is the first field.
    const sorted = spawnSync('sort', ['-m', '-s', '-t:', '-k2,2n', ...outs], {
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C' },
    });
    expect(sorted.stdout).toBe(whole.stdout);
  });

  it('merge refuses a missing shard and a repeated one, in words (exit 2)', () => {
    const [a, b, c] = [1, 2, 3].map((i) => join(dir, `n3.shard${i}.jsonl`));
    const missing = runIgp24(['merge', a!, c!]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/input line 2 is in none of the files .*missing or cut short/);
    const twice = runIgp24(['merge', a!, b!, c!, b!]);
    expect(twice.status).toBe(2);
    expect(twice.stderr).toMatch(/input line 2 comes again/);
    const notOurs = join(dir, 'other.txt');
    writeFileSync(notOurs, readFileSync(file));
    const foreign = runIgp24(['merge', notOurs]);
    expect(foreign.status).toBe(2);
    expect(foreign.stderr).toMatch(/is not a line of igp24 check or galois/);
  });

  it('bad --shard values are usage errors (exit 2) that say what I/N means', () => {
    for (const bad of ['0/3', '4/3', '2', 'a/b']) {
      const res = runIgp24(['check', file, '--shard', bad]);
      expect(res.status).toBe(2);
      expect(res.stdout).toBe('');
      expect(res.stderr).toMatch(/--shard .*(I must be between 1 and N|needs I\/N)/);
      expect(res.stderr).toContain('for example --shard 2/8');
    }
  });
});
