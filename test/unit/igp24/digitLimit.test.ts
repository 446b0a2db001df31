/** The 200-digit coefficient limit is exact (issue 23, item 10): |c| < 10^200 is checked. */
import { describe, expect, it } from 'vitest';
import { verifyLine } from '../../../src/sandbox/igp24/verify';
import { checkLine, MAX_CHECK_DIGITS } from '../../../src/shared/igp24/check';

const zeros = (n: number) => Array.from({ length: n }, () => '0');
const lineWith = (c: string) => [c, ...zeros(23), '1'].join(',');
const tooLarge = (c: string) =>
  checkLine(lineWith(c), { rhoIterations: 10, trialBound: 100 }).errors.some(
    (e) => e.code === 'COEFFICIENT_TOO_LARGE',
  );

describe('coefficient digit limit', () => {
  it.each([
    ['200 nines', '9'.repeat(MAX_CHECK_DIGITS)],
    ['200 digits starting with 9', `9${'0'.repeat(MAX_CHECK_DIGITS - 2)}7`],
    ['-(200 nines)', `-${'9'.repeat(MAX_CHECK_DIGITS)}`],
    ['10^199', `1${'0'.repeat(MAX_CHECK_DIGITS - 1)}`],
  ])('%s is accepted', (_name, c) => {
    expect(tooLarge(c)).toBe(false);
  });

  it.each([
    ['10^200 (201 digits)', `1${'0'.repeat(MAX_CHECK_DIGITS)}`],
    ['-(10^200)', `-1${'0'.repeat(MAX_CHECK_DIGITS)}`],
  ])('%s is refused with the limit in words', (_name, c) => {
    const res = checkLine(lineWith(c));
    expect(res.errors[0]?.code).toBe('COEFFICIENT_TOO_LARGE');
    expect(res.errors[0]?.message).toMatch(/201 digits; the local checks stop at 200 digits/);
  });
});

describe('the sandbox verifier uses the same exact limit', () => {
  it('200 nines are verified, 10^200 is refused', () => {
    const nines = verifyLine(lineWith('9'.repeat(MAX_CHECK_DIGITS)));
    expect(nines.status === 'rejected' ? nines.reason : '').not.toMatch(/COEFFICIENT_TOO_LARGE/);
    const refused = verifyLine(lineWith(`1${'0'.repeat(MAX_CHECK_DIGITS)}`));
    expect(refused.status === 'rejected' ? refused.reason : '').toMatch(/^COEFFICIENT_TOO_LARGE/);
  });
});
