import { describe, expect, it } from 'vitest';
import { checkLine } from '../../../src/shared/igp24/check';
import { parseFile } from '../../../src/shared/igp24/line/fileFormat';
import { parseLine } from '../../../src/shared/igp24/line/lineFormat';

describe('checkLine with the caller’s parse', () => {
  const good = ['-2', ...Array(23).fill('0'), '1'].join(',');
  const other = ['-3', ...Array(23).fill('0'), '1'].join(',');

  it('gives the same result as parsing the line itself, for every line of a file', () => {
    const text = `${good} # poly_disc_primes=[2,3]\n1,2,3\n${other}\n${good}\n`;
    for (const l of parseFile(text).lines) {
      expect(checkLine(l.text, { lineNumber: l.lineNumber, parsed: l.result })).toEqual(
        checkLine(l.text, { lineNumber: l.lineNumber }),
      );
    }
  });

  it('uses the given parse as is instead of parsing the text again', () => {
    const viaParse = checkLine(good, { parsed: parseLine(other) });
    expect(viaParse).toEqual(checkLine(other));
    expect(viaParse.discAbs).not.toBe(checkLine(good).discAbs);
  });
});
