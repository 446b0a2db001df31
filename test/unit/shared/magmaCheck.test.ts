import { describe, expect, it } from 'vitest';
import { parseMagma } from '../../../src/sandbox/lean/magma';
import { checkMagmaText } from '../../../src/shared/magma';

const TEXTS = [
  'x ◇ y = y ◇ x',
  'x ◇ (y ◇ z) = (x ◇ y) ◇ z',
  'x',
  'x = x',
  '((x))',
  'x ◇ (y ◇ z',
  'x * y = y * x',
  'x · y',
  'x ◇ ◇ y',
  'x ◇',
  '◇ x',
  'xy ◇ z',
  'X ◇ y',
  'x = y = z',
  '',
  '   ',
  '()',
  'x ◇ y)',
  '(x ◇ y',
  'x ◇ y = ',
  '= x',
  'x1',
  'x\ty',
  'x ◇ (y ◇ (z ◇ w)) = ((x ◇ y) ◇ z) ◇ w',
];

describe('custom Lean problem check', () => {
  it.each(TEXTS)('agrees with the sandbox on %j (accepted or refused, and where)', (text) => {
    const mine = checkMagmaText(text);
    const sandbox = parseMagma(text);
    expect(mine.ok).toBe(sandbox.ok);
    if (!mine.ok && !sandbox.ok) expect(mine.column).toBe(sandbox.column);
  });

  it('refuses * and says to use ◇', () => {
    const r = checkMagmaText('x * y = y * x');
    expect(r).toEqual({ ok: false, column: 3, message: expect.stringContaining('◇') });
    expect(r.ok ? '' : r.message).toContain('\\diamond');
  });
});
