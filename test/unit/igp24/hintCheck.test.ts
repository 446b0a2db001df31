/**
 * The one reading of a `poly_disc_primes` hint, shared by `igp24 check` and the app's diagnostics:
 * a well-formed hint whose primes do not divide the discriminant is said to be so, not "recognized".
 */
import { describe, expect, it } from 'vitest';
import { lineDiagnostics } from '../../../src/renderer/src/features/igp24/diagnostics';
import { checkHint, checkLine, hintWords, parseFile } from '../../../src/shared/igp24/index';

const TRINOMIAL = `-1,-1,${'0,'.repeat(22)}1`; // x^24 − x − 1

describe('checkHint', () => {
  it('x^24 − x − 1 with the hint [2,3]: neither prime divides its discriminant', () => {
    const text = `${TRINOMIAL} # poly_disc_primes=[2,3]`;
    const res = checkLine(text);
    // |disc| = 101 · 2347 · 5714547093403974893094772369: odd, and not a multiple of 3.
    expect(res.discPrimes).toEqual(['101', '2347', '5714547093403974893094772369']);
    const file = parseFile(text);
    const hint = checkHint(file.lines[0]!.result.hint, res.discAbs);
    expect(hint).toEqual({ status: 'notDividing', primes: ['2', '3'], missing: ['2', '3'] });
    expect(hintWords(hint)).toBe('hint primes not dividing the discriminant: 2, 3');
  });

  it('the app says what the command line says, as a warning at the comment', () => {
    const text = `${TRINOMIAL} # poly_disc_primes=[2,3]`;
    const line = parseFile(text).lines[0]!;
    const hint = lineDiagnostics(line, checkLine(text)).find((d) => d.code.startsWith('HINT'));
    expect(hint).toEqual({
      lineNumber: 1,
      column: text.indexOf('#') + 1,
      severity: 'warning',
      code: 'HINT_NOT_DIVIDING',
      message: 'hint primes not dividing the discriminant: 2, 3',
    });
    // Before the checks ran, the hint is well formed but not compared yet: never "recognized" as
    // primes of the discriminant.
    expect(lineDiagnostics(line).find((d) => d.code.startsWith('HINT'))?.message).toBe(
      'hint recognized: 2 primes, not yet compared with the discriminant',
    );
  });

  it('primes that divide it, some that do not, and hints the parser ignored', () => {
    const text = `${TRINOMIAL} # poly_disc_primes=[101,2347]`;
    const res = checkLine(text);
    const hintOf = (t: string) => parseFile(t).lines[0]!.result.hint;
    expect(hintWords(checkHint(hintOf(text), res.discAbs))).toBe(
      'hint recognized: all 2 primes divide the discriminant',
    );
    expect(hintWords(checkHint(hintOf(`${TRINOMIAL} # poly_disc_primes=[101]`), res.discAbs))).toBe(
      'hint recognized: its prime divides the discriminant',
    );
    expect(checkHint(hintOf(`${TRINOMIAL} # poly_disc_primes=[3,101]`), res.discAbs)).toEqual({
      status: 'notDividing',
      primes: ['3', '101'],
      missing: ['3'],
    });
    expect(hintWords(checkHint(hintOf(`${TRINOMIAL} # poly_disc_primes=[3,101]`), res.discAbs))).toBe(
      'hint prime not dividing the discriminant: 3',
    );
    expect(hintWords(checkHint(hintOf(`${TRINOMIAL} # poly_disc_primes=[4]`), res.discAbs))).toBe(
      'hint ignored: 4 is not prime',
    );
    expect(hintWords(checkHint(hintOf(TRINOMIAL), res.discAbs))).toBeNull();
  });
});
