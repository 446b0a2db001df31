/**
 * Hostile or merely large input: every case ends with a reason, in the shared checker (as the
 * renderer worker uses it), the CLI and the sandbox verifier (on its worker). The shared checker's
 * work is counted, not timed: the calls into its costly parts (the discriminant, gcd steps,
 * primality tests, line parses) are watched at their module boundary, so a slow machine cannot
 * fail these tests and a lost bound still does.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VerifyPool } from '../../../src/sandbox/igp24/verifyPool';
import { checkLine, parseLine, precheckLimits } from '../../../src/shared/igp24';
import { isProbablePrime } from '../../../src/shared/igp24/arith/millerRabin';
import { bitLength, gcdInt } from '../../../src/shared/igp24/arith/poly';
import { analyze } from '../../../src/shared/igp24/disc/analyze';
import { parseLine as parseLineAtBoundary } from '../../../src/shared/igp24/line/lineFormat';
import { MAX_COFACTOR_BITS } from '../../../src/shared/igp24/primes/primes';
import { tempDir } from '../../helpers/tempDir';

// The same functions, counted: every call from another module of the checker goes through these.
vi.mock('../../../src/shared/igp24/disc/analyze', async (real) => {
  const m = await real<typeof import('../../../src/shared/igp24/disc/analyze')>();
  return { ...m, analyze: vi.fn(m.analyze) };
});
vi.mock('../../../src/shared/igp24/arith/millerRabin', async (real) => {
  const m = await real<typeof import('../../../src/shared/igp24/arith/millerRabin')>();
  return { ...m, isProbablePrime: vi.fn(m.isProbablePrime) };
});
vi.mock('../../../src/shared/igp24/arith/poly', async (real) => {
  const m = await real<typeof import('../../../src/shared/igp24/arith/poly')>();
  return { ...m, gcdInt: vi.fn(m.gcdInt) };
});
vi.mock('../../../src/shared/igp24/line/lineFormat', async (real) => {
  const m = await real<typeof import('../../../src/shared/igp24/line/lineFormat')>();
  return { ...m, parseLine: vi.fn(m.parseLine) };
});

/** The calls a check made into the costly parts, with the size in bits of what each worked on. */
const work = () => ({
  discriminants: vi.mocked(analyze).mock.calls.length,
  primalityBits: vi.mocked(isProbablePrime).mock.calls.map(([n]) => bitLength(n)),
  gcdBits: vi.mocked(gcdInt).mock.calls.map(([a, b]) => Math.max(bitLength(a), bitLength(b))),
  lineParses: vi.mocked(parseLineAtBoundary).mock.calls.length,
});

beforeEach(() => {
  vi.clearAllMocks();
});

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

describe('hostile input: shared checker', () => {
  it('a 1,000-digit coefficient gets a per-line reason at once', () => {
    const value = checkLine(digits1000);
    expect(value.valid).toBe(false);
    expect(value.errors[0]?.code).toBe('COEFFICIENT_TOO_LARGE');
    // Refused before any maths: no discriminant, no primality test, no gcd (the line is monic).
    expect(work()).toMatchObject({ discriminants: 0, primalityBits: [], gcdBits: [] });
  });

  it('a 900 KB line of nine 100,000-digit coefficients is parsed in well under a second', () => {
    expect(huge.length).toBeGreaterThan(900_000);
    const value = checkLine(huge);
    expect(value.valid).toBe(false);
    expect(value.errors.map((e) => e.code)).toContain('NOT_MONIC');
    // The gcd runs from the smallest coefficient up: every step divides by a small value, never
    // a Euclid of two 100,000-digit numbers; and an invalid line gets no discriminant.
    const { discriminants, gcdBits } = work();
    expect(discriminants).toBe(0);
    expect(gcdBits.length).toBeLessThanOrEqual(25);
    expect(Math.max(0, ...gcdBits)).toBeLessThanOrEqual(64);
  });

  it('a huge hint is ignored with a reason, without testing 1,000 big primes', () => {
    const value = parseLine(bigHint);
    expect(work().primalityBits).toEqual([]);
    expect(value.valid).toBe(true);
    expect(value.hint).toEqual({
      status: 'ignored',
      reason: 'more than 4000 digits in all: too large to check',
    });
  });

  it('100,000 lines are refused by size before any line is parsed', () => {
    const value = precheckLimits(manyLines, { maxPolynomials: 1000 });
    expect(value.map((v) => v.code)).toEqual(['FILE_TOO_LARGE', 'TOO_MANY_POLYNOMIALS']);
    expect(work()).toMatchObject({ lineParses: 0, gcdBits: [], primalityBits: [] });
  });

  it('a huge discriminant cofactor is left untested instead of a minutes-long primality test', () => {
    // 200 digits is the largest accepted coefficient: the disc has ~9,000 digits.
    const line = [`-${'9'.repeat(199)}`, ...zeros(22), '7', '1'].join(',');
    const value = checkLine(line);
    expect(value.valid).toBe(true);
    expect(value.irreducible).not.toBeNull();
    // Primality is tested only on cofactors of at most MAX_COFACTOR_BITS; the rest stay untested.
    const { discriminants, primalityBits } = work();
    expect(discriminants).toBe(1);
    expect(Math.max(0, ...primalityBits)).toBeLessThanOrEqual(MAX_COFACTOR_BITS);
  });
});

describe('hostile input: CLI', () => {
  const dir = tempDir('igp24-hostile-');
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const cli = join(process.cwd(), 'src', 'cli', 'igp24.ts');
  const run = (text: string) => {
    const file = join(dir, `f${Math.random().toString(36).slice(2)}.txt`);
    writeFileSync(file, text);
    // The same checker as above, whose work those tests count; the timeout only stops a hang.
    return spawnSync(tsx, [cli, 'check', file, '--json'], { encoding: 'utf8', timeout: 120_000 });
  };

  it('each hostile file ends with a reason', () => {
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
    for (const r of [a, b, c, d]) expect(r.signal).toBeNull();
  });
});

describe('hostile input: sandbox verifier', () => {
  it('verifies a hostile batch on its worker while the event loop stays free', async () => {
    const pool = new VerifyPool();
    try {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 5);
      const verdicts = await pool.verify([digits1000, huge, bigHint, ['-2', ...zeros(23), '1'].join(',')]);
      clearInterval(timer);
      expect(verdicts[0]).toMatchObject({ status: 'rejected' });
      expect(verdicts[0]!.status === 'rejected' && verdicts[0]!.reason).toMatch(/COEFFICIENT_TOO_LARGE/);
      expect(verdicts[1]).toMatchObject({ status: 'rejected' });
      expect(verdicts[2]).toMatchObject({ status: 'accepted' });
      expect(verdicts[3]).toMatchObject({ status: 'accepted' });
      // The main thread kept running timers while the worker computed.
      expect(ticks).toBeGreaterThan(0);
    } finally {
      pool.close();
    }
  });
});
