/**
 * Hostile or merely large input: every case finishes within seconds with a reason, in the shared
 * checker (as the renderer worker uses it), the CLI and the sandbox verifier (on its worker).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VerifyPool } from '../../../src/sandbox/igp24/verifyPool';
import { checkLine, parseLine, precheckLimits } from '../../../src/shared/igp24';
import { tempDir } from '../../helpers/tempDir';

const zeros = (n: number) => Array<string>(n).fill('0');
/** One 1,000-digit coefficient in an otherwise fine monic line. */
const digits1000 = [`3${'1'.repeat(999)}`, ...zeros(23), '1'].join(',');
/** A ~900 KB line: nine 100,000-digit coefficients (not monic, so the gcd is the trap). */
const huge = [
  ...Array.from({ length: 9 }, (_, i) => `${i + 1}${'7'.repeat(99_999)}`),
  ...zeros(15),
  '2',
].join(',');
/** A valid line with a hint of 1,000 entries of 400 digits (far over the total digit bound). */
const bigHint = `${['-2', ...zeros(23), '1'].join(',')} # poly_disc_primes=[${Array.from({ length: 1000 }, (_, i) => `${i + 1}${'3'.repeat(399)}`).join(',')}]`;
const manyLines = `${['-2', ...zeros(23), '1'].join(',')}\n`.repeat(100_000);

const timed = <T>(fn: () => T): { value: T; ms: number } => {
  const t = performance.now();
  const value = fn();
  return { value, ms: performance.now() - t };
};

describe('hostile input: shared checker', () => {
  it('a 1,000-digit coefficient gets a per-line reason at once', () => {
    const { value, ms } = timed(() => checkLine(digits1000));
    expect(value.valid).toBe(false);
    expect(value.errors[0]?.code).toBe('COEFFICIENT_TOO_LARGE');
    expect(ms).toBeLessThan(2000);
  });

  it('a 900 KB line of nine 100,000-digit coefficients is parsed in well under a second', () => {
    expect(huge.length).toBeGreaterThan(900_000);
    const { value, ms } = timed(() => checkLine(huge));
    expect(value.valid).toBe(false);
    expect(value.errors.map((e) => e.code)).toContain('NOT_MONIC');
    expect(ms).toBeLessThan(3000);
  });

  it('a huge hint is ignored with a reason, without testing 1,000 big primes', () => {
    const { value, ms } = timed(() => parseLine(bigHint));
    expect(value.valid).toBe(true);
    expect(value.hint).toEqual({
      status: 'ignored',
      reason: 'more than 4000 digits in all: too large to check',
    });
    expect(ms).toBeLessThan(1000);
  });

  it('100,000 lines are refused by size before any line is parsed', () => {
    const { value, ms } = timed(() => precheckLimits(manyLines, { maxPolynomials: 1000 }));
    expect(value.map((v) => v.code)).toEqual(['FILE_TOO_LARGE', 'TOO_MANY_POLYNOMIALS']);
    expect(ms).toBeLessThan(1000);
  });

  it('a huge discriminant cofactor is left untested instead of a minutes-long primality test', () => {
    // 200 digits is the largest accepted coefficient: the disc has ~9,000 digits.
    const line = [`-${'9'.repeat(199)}`, ...zeros(22), '7', '1'].join(',');
    const { value, ms } = timed(() => checkLine(line));
    expect(value.valid).toBe(true);
    expect(value.irreducible).not.toBeNull();
    expect(ms).toBeLessThan(10_000);
  });
});

describe('hostile input: CLI', () => {
  const dir = tempDir('igp24-hostile-');
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const cli = join(process.cwd(), 'src', 'cli', 'igp24.ts');
  const run = (text: string) => {
    const file = join(dir, `f${Math.random().toString(36).slice(2)}.txt`);
    writeFileSync(file, text);
    const t = performance.now();
    const res = spawnSync(tsx, [cli, 'check', file, '--json'], { encoding: 'utf8', timeout: 60_000 });
    return { ...res, ms: performance.now() - t };
  };

  it('each hostile file ends within seconds with a reason', () => {
    const a = run(`${digits1000}\n`);
    expect(a.status).toBe(1);
    expect(JSON.parse(a.stdout).errors[0].code).toBe('COEFFICIENT_TOO_LARGE');
    const b = run(`${huge}\n`);
    expect(b.status).toBe(1);
    expect(JSON.parse(b.stdout).errors.map((e: { code: string }) => e.code)).toContain('NOT_MONIC');
    const c = run(`${bigHint}\n`);
    expect(c.status).toBe(0);
    const d = run(manyLines);
    expect(d.status).toBe(1);
    expect(d.stdout).toBe('');
    expect(d.stderr).toMatch(/FILE_TOO_LARGE.*nothing was checked/);
    for (const r of [a, b, c, d]) expect(r.ms).toBeLessThan(20_000);
  });
});

describe('hostile input: sandbox verifier', () => {
  it('verifies a hostile batch on its worker while the event loop stays free', async () => {
    const pool = new VerifyPool();
    try {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 5);
      const t = performance.now();
      const verdicts = await pool.verify([digits1000, huge, bigHint, ['-2', ...zeros(23), '1'].join(',')]);
      clearInterval(timer);
      const ms = performance.now() - t;
      expect(verdicts[0]).toMatchObject({ status: 'rejected' });
      expect(verdicts[0]!.status === 'rejected' && verdicts[0]!.reason).toMatch(/COEFFICIENT_TOO_LARGE/);
      expect(verdicts[1]).toMatchObject({ status: 'rejected' });
      expect(verdicts[2]).toMatchObject({ status: 'accepted' });
      expect(verdicts[3]).toMatchObject({ status: 'accepted' });
      expect(ms).toBeLessThan(20_000);
      // The main thread kept running timers while the worker computed.
      expect(ticks).toBeGreaterThan(0);
    } finally {
      pool.close();
    }
  });
});
