import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/tempDir';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const cli = join(process.cwd(), 'src', 'cli', 'igp24.ts');
const run = (...args: string[]) => spawnSync(tsx, [cli, ...args], { encoding: 'utf8' });

describe('igp24 CLI', () => {
  const dir = tempDir('igp24-cli-');
  const good = ['-2', ...Array(23).fill('0'), '1'].join(',');
  const reducible = ['-1', ...Array(23).fill('0'), '1'].join(','); // x^24 - 1

  it('--json prints one object per polynomial line; exit 1 with an invalid line', () => {
    const file = join(dir, 'a.txt');
    writeFileSync(file, `# header\r\n${good} # poly_disc_primes=[2,3]\r\n\r\n1,2,3\r\n${reducible}\r\n`);
    const res = run('check', file, '--json');
    expect(res.status).toBe(1);
    const lines = res.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(Object.keys(lines[0])).toEqual([
      'line',
      'valid',
      'errors',
      'r',
      'squarefree',
      'discAbs',
      'discSign',
      'discIsSquare',
      'irreducible',
      'factorDegrees',
      'factors',
      'discPrimes',
      'field',
    ]);
    expect(lines[0]).toMatchObject({
      line: 2,
      valid: true,
      errors: [],
      r: 2,
      squarefree: true,
      discIsSquare: false,
      irreducible: 'proven',
      discPrimes: ['2', '3'],
    });
    // disc(x^n + a) = (-1)^(n(n-1)/2) n^n a^(n-1); here |disc| = 24^24 · 2^23.
    expect(lines[0].discAbs).toBe((24n ** 24n * 2n ** 23n).toString());
    // Z[2^(1/24)] is the whole ring of integers (PARI: nfdisc(x^24-2) = -2^95·3^24).
    expect(lines[0].field).toEqual({
      fieldDiscAbs: (2n ** 95n * 3n ** 24n).toString(),
      index: '1',
      discSource: 'exact_nfdisc',
      unfactored: null,
    });
    expect(lines[1]).toMatchObject({ line: 4, valid: false, r: null, discAbs: null, irreducible: null });
    expect(lines[1].errors[0].code).toBe('FIELD_COUNT');
    // x^24 - 1 = product of the cyclotomic Φ_d for d | 24.
    expect(lines[2]).toMatchObject({
      line: 5,
      valid: true,
      r: 2,
      irreducible: 'reducible',
      factorDegrees: [1, 1, 2, 2, 2, 4, 4, 8],
      field: null,
    });
    expect(lines[1].field).toBeNull();
    expect(lines[2].factors[0]).toEqual({ coefficients: ['-1', '1'], multiplicity: 1 });
    expect(lines[0].factorDegrees).toEqual([24]);
  });

  it('table mode and exit 0 when all lines are valid', () => {
    const file = join(dir, 'b.txt');
    writeFileSync(file, `${good}\n${good}\n`);
    const res = run('check', file);
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('duplicate of line 1');
    expect(res.stdout).toMatch(/2 polynomial lines: 2 valid, 0 invalid, 1 duplicates/);
  });

  it('table mode says when the hint primes do not divide the discriminant, in the words the app shows', () => {
    const file = join(dir, 'hint.txt');
    writeFileSync(
      file,
      `-1,-1,${'0,'.repeat(22)}1 # poly_disc_primes=[2,3]\n${good} # poly_disc_primes=[2,3]\n`,
    );
    const res = run('check', file);
    expect(res.status).toBe(0);
    const [, first, second] = res.stdout.split('\n');
    // x^24 − x − 1: |disc| = 101 · 2347 · 5714547093403974893094772369.
    expect(first).toMatch(/hint primes not dividing the discriminant: 2, 3$/);
    // x^24 − 2: |disc| = 24^24 · 2^23.
    expect(second).toMatch(/hint recognized: all 2 primes divide the discriminant$/);
  });

  it('reduce rewrites the file line for line: a reduced line keeps its original in the comment', () => {
    // (x + 1)^24 − 2 defines the field of x^24 − 2, which is its reduction.
    const binom = (k: number) => {
      let c = 1n;
      for (let i = 0; i < k; i++) c = (c * BigInt(24 - i)) / BigInt(i + 1);
      return c;
    };
    const shifted = Array.from({ length: 25 }, (_, k) => binom(k) - (k === 0 ? 2n : 0n)).join(',');
    const file = join(dir, 'reduce.txt');
    writeFileSync(file, `# header\n${shifted} # mine\n\n${good}\n1,2,3\n`);
    const res = run('reduce', file);
    expect(res.status).toBe(1); // the invalid line
    expect(res.stdout.split('\n')).toEqual([
      '# header',
      `${good} # reduced from ${shifted}; mine`,
      '',
      good,
      '1,2,3',
      '',
    ]);
    expect(res.stderr).toContain('3 polynomial lines: 1 reduced, 1 already reduced, 1 not reduced');
    expect(res.stderr).toContain('line 5: the line is not valid');
    const json = run('reduce', file, '--json')
      .stdout.trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(json.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'reduced'],
      [4, 'kept'],
      [5, 'invalid'],
    ]);
    // |disc| of (x + 1)^24 − 2 equals that of x^24 − 2 (a shift), so d_K decides nothing here: the
    // smaller root size does.
    expect(json[0]).toMatchObject({ r: 2, discAbsBefore: json[0].discAbsAfter, discSource: 'exact_nfdisc' });
  });

  it('reduce streams standard input as JSON lines, one per input line, sharded like check', () => {
    const input = `${good}\n# note\n${good}\n`;
    const res = spawnSync(tsx, [cli, 'reduce', '-', '--shard', '1/2'], { input, encoding: 'utf8' });
    expect(res.status).toBe(0);
    const lines = res.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.line, l.outcome ?? l.skipped])).toEqual([
      [1, 'kept'],
      [3, 'kept'],
    ]);
  });

  it('ECM (--ecm-curves, 25 by default) makes d_K exact where the unfactored part is two large primes', () => {
    // x^24 + x + 2: |disc f| leaves a 36-digit composite after trial division (two primes above
    // 10^5); PARI's nfdisc gives the same |d_K| = |disc f|.
    const line = ['2', '1', ...Array(22).fill('0'), '1'].join(',');
    const field = (...flags: string[]) => {
      const res = spawnSync(tsx, [cli, 'check', '-', '--json', ...flags], {
        input: `${line}\n`,
        encoding: 'utf8',
      });
      expect(res.status).toBe(0);
      return JSON.parse(res.stdout).field;
    };
    const bound = field('--ecm-curves', '0');
    expect(bound).toMatchObject({ discSource: 'mixed_disc', index: '1' });
    expect(bound.unfactored).toHaveLength(36);
    const exact = {
      fieldDiscAbs: '11188186586692040208778648401394049193241',
      index: '1',
      discSource: 'exact_nfdisc',
      unfactored: null,
    };
    expect(field('--ecm-curves', '60')).toEqual(exact);
    // The default budget (25 curves) finds these primes too.
    expect(field()).toEqual(exact);
    expect(run('check', '-', '--ecm-curves', 'many').status).toBe(2);
  });

  it('--help lists every command with its options (their modules load only when asked)', () => {
    const res = run('--help');
    expect(res.status).toBe(0);
    for (const text of [
      '  check [FILE|-]',
      '--rho-iterations N',
      '--ecm-curves N',
      '  galois [FILE|-]',
      '--primes N',
      '  reduce [FILE|-]',
      '  merge FILE',
    ])
      expect(res.stdout).toContain(text);
  });

  it('usage errors and unreadable files exit 2', () => {
    expect(run().status).toBe(2);
    expect(run('frobnicate', 'x').status).toBe(2);
    expect(run('check', join(dir, 'missing.txt')).status).toBe(2);
    expect(run('check', join(dir, 'b.txt'), '--bogus').status).toBe(2);
  });
  it('a reader that closes the pipe early (`… | head`) ends the command quietly, exit 0', async () => {
    // Enough lines for several 64 KB batches of output: the first arrives, the pipe is closed,
    // and the next write meets EPIPE (an unhandled error with a stack trace before).
    const file = join(dir, 'many.txt');
    writeFileSync(file, `${Array(2000).fill(good).join('\n')}\n`);
    const child = spawn(tsx, [cli, 'check', file, '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d: string) => {
      stderr += d;
    });
    const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    try {
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      child.stdout.destroy();
      expect(await exit).toBe(0);
      expect(stderr).toBe('');
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
