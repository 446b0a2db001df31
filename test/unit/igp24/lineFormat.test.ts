import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHint, parseLine } from '../../../src/shared/igp24/line/lineFormat';

const base = ['7', ...Array(23).fill('0'), '1'];
const line = (fields: string[]) => fields.join(',');
const withField = (i: number, v: string) => line(base.map((x, j) => (j === i ? v : x)));

describe('parseLine rules', () => {
  const cases: [string, string, boolean, string?][] = [
    ['valid line', line(base), true],
    ['24 fields', line(base.slice(1)), false, 'FIELD_COUNT'],
    ['26 fields (extra column)', `${line(base)},4`, false, 'FIELD_COUNT'],
    ['label column', `24T5,${line(base.slice(1))}`, false, 'EXTRA_COLUMN'],
    ['a_0 = 0', withField(0, '0'), false, 'A0_ZERO'],
    ['a_24 = 2', withField(24, '2'), false, 'NOT_MONIC'],
    ['a_24 = -1', withField(24, '-1'), false, 'NOT_MONIC'],
    ['plus sign', withField(3, '+5'), false, 'PLUS_SIGN'],
    ['exponent', withField(3, '1e3'), false, 'EXPONENT'],
    ['hex', withField(3, '0x10'), false, 'NON_DECIMAL'],
    ['decimal point', withField(3, '1.0'), false, 'DECIMAL_POINT'],
    ['arabic-indic digit', withField(3, '٣'), false, 'NON_ASCII_DIGIT'],
    ['empty field', withField(3, ''), false, 'EMPTY_FIELD'],
    ['space inside a number', withField(3, '1 000'), false, 'INTERNAL_WHITESPACE'],
    ['NBSP around', withField(3, '\u00a05'), false, 'INVALID_WHITESPACE'],
    ['algebraic notation', 'x^24 - 2', false, 'FIELD_COUNT'],
    ['algebraic field', withField(3, 'x^2'), false, 'ALGEBRAIC_NOTATION'],
    ['spaces around fields', base.map((x) => ` ${x}\t`).join(','), true],
    ['negative coefficient', withField(3, '-5'), true],
    ['leading zeros accepted', withField(3, '007'), true],
    ['line break inside', `${line(base)}\n`, false, 'LINE_BREAK'],
    ['blank', '   ', false, 'EMPTY_LINE'],
    ['comment only', '# hello', false, 'COMMENT_ONLY'],
  ];
  it.each(cases)('%s', (_name, text, valid, code) => {
    const r = parseLine(text);
    expect(r.valid).toBe(valid);
    if (code) expect(r.errors.map((e) => e.code)).toContain(code);
    if (!valid) for (const e of r.errors) expect(e.message.length).toBeGreaterThan(0);
  });

  it('gcd > 1 is rejected (with a_24 ≠ 1 too)', () => {
    const r = parseLine(line(['4', ...Array(23).fill('2'), '2']));
    expect(r.errors.map((e) => e.code)).toEqual(expect.arrayContaining(['NOT_MONIC', 'GCD_NOT_ONE']));
  });

  it('reports a column for field errors', () => {
    const r = parseLine(withField(1, '+5'));
    expect(r.errors[0]!.column).toBe(3);
  });

  it('keeps the trailing comment verbatim and canonicalizes', () => {
    const r = parseLine(`${withField(2, ' -0')} ,#  any text # more `);
    expect(r.valid).toBe(false); // trailing comma before '#' gives 26 fields
    const ok = parseLine(`${withField(2, '-0')}#  any text # more `);
    expect(ok.valid).toBe(true);
    expect(ok.comment).toBe('  any text # more ');
    expect(ok.canonical).toBe(line(base));
    expect(ok.hint).toEqual({ status: 'none' });
  });

  it('rejects over-long lines early and never throws on huge input', () => {
    const big = '1'.repeat(10_000_000);
    expect(parseLine(big).errors[0]!.code).toBe('LINE_TOO_LONG');
    expect(parseLine(`${big},${big}`, { maxLineBytes: 100 }).errors[0]!.code).toBe('LINE_TOO_LONG');
  });
});

describe('hint', () => {
  it.each([
    ['poly_disc_primes=[2,3,5]', 'recognized'],
    ['  poly_disc_primes=[2,3,1000000007]\t', 'recognized'],
    ['poly_disc_primes=[2,170141183460469231731687303715884105727]', 'recognized'],
    ['poly_disc_primes=[3,2]', 'ignored'],
    ['poly_disc_primes=[2,2]', 'ignored'],
    ['poly_disc_primes=[1,2]', 'ignored'],
    ['poly_disc_primes=[0,2]', 'ignored'],
    ['poly_disc_primes=[2^3,5]', 'ignored'],
    ['poly_disc_primes=[2, 3]', 'ignored'],
    ['poly_disc_primes = [2,3]', 'ignored'],
    ['poly_disc_primes=[2,3] from PARI', 'ignored'],
    ['found poly_disc_primes=[2,3]', 'ignored'],
    ['poly_disc_primes=[]', 'ignored'],
    ['poly_disc_primes=[4,5]', 'ignored'],
    ['POLY_DISC_PRIMES=[2,3]', 'ignored'],
    ['poly_disc_primes=[02,3]', 'ignored'],
    ['just a note', 'none'],
  ])('%s → %s', (comment, status) => {
    const h = parseHint(comment);
    expect(h.status).toBe(status);
    if (h.status === 'ignored') expect(h.reason.length).toBeGreaterThan(0);
    // A hint never changes validity.
    expect(parseLine(`${line(base)} #${comment}`).valid).toBe(true);
  });
});

describe('properties', () => {
  it('arbitrary strings never throw; invalid results always carry a message', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })),
        (s) => {
          const r = parseLine(s);
          if (!r.valid) {
            expect(r.errors.length).toBeGreaterThan(0);
            for (const e of r.errors) expect(e.message).not.toBe('');
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('comma-joined mutations of valid lines never throw', () => {
    const field = fc.oneof(
      fc.bigInt().map(String),
      fc.constantFrom('+1', '1e3', '', ' ', '٣', '0x1', '-', '1.5'),
    );
    fc.assert(
      fc.property(fc.array(field, { minLength: 20, maxLength: 30 }), (fields) => {
        const r = parseLine(fields.join(','));
        expect(r.valid || r.errors.length > 0).toBe(true);
      }),
    );
  });

  it('canonical drops leading zeros and the sign of zero, with or without blanks around', () => {
    const digits = fc.stringMatching(/^[0-9]{1,30}$/);
    const field = fc.tuple(fc.boolean(), fc.nat({ max: 3 }), digits, fc.constantFrom('', ' ', '\t'));
    fc.assert(
      fc.property(fc.array(field, { minLength: 23, maxLength: 23 }), (fields) => {
        const texts = fields.map(
          ([neg, zeros, d, ws]) => `${ws}${neg ? '-' : ''}${'0'.repeat(zeros)}${d}${ws}`,
        );
        const values = fields.map(([neg, , d]) => (neg ? -BigInt(d) : BigInt(d)));
        const r = parseLine(['3', ...texts, '1'].join(','));
        expect(r.coefficients).toEqual([3n, ...values, 1n]);
        expect(r.canonical).toBe(['3', ...values.map(String), '1'].join(','));
      }),
      { numRuns: 500 },
    );
  });

  it('valid generated lines round-trip through canonical', () => {
    const coeff = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n });
    fc.assert(
      fc.property(
        fc.array(coeff, { minLength: 23, maxLength: 23 }),
        coeff.filter((c) => c !== 0n),
        fc.array(fc.constantFrom('', ' ', '\t', '  '), { minLength: 50, maxLength: 50 }),
        (mid, a0, ws) => {
          const coeffs = [a0, ...mid, 1n];
          const text = coeffs.map((c, i) => `${ws[2 * i] ?? ''}${c}${ws[2 * i + 1] ?? ''}`).join(',');
          const r = parseLine(text);
          expect(r.valid).toBe(true);
          expect(r.coefficients).toEqual(coeffs);
          expect(r.canonical).toBe(coeffs.join(','));
          expect(parseLine(r.canonical!).canonical).toBe(r.canonical);
        },
      ),
    );
  });
});
