import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitsCheck, parseFile, polynomialLines } from '../../../src/shared/igp24/line/fileFormat';

const poly = (a0: number) => [String(a0), ...Array(23).fill('0'), '1'].join(',');

describe('parseFile', () => {
  it('skips blanks and comments, numbers lines, flags duplicates, handles CRLF', () => {
    const text = `\uFEFF# header\r\n\r\n${poly(2)} # first\r\n  \t\r\n${poly(3)}\r\n${poly(2)}\r\nnope\r\n   # indented comment\r\n`;
    const f = parseFile(text);
    expect(f.lines.map((l) => [l.lineNumber, l.index])).toEqual([
      [3, 0],
      [5, 1],
      [6, 2],
      [7, 3],
    ]);
    expect(f.lines[2]!.duplicateOf).toBe(3);
    expect(f.lines[0]!.duplicateOf).toBeNull();
    expect(f.lines[0]!.text).toBe(`${poly(2)} # first`);
    expect(f.duplicateCount).toBe(1);
    expect(f.validCount).toBe(3);
    expect(f.invalidCount).toBe(1);
  });

  it('polynomialLines skips exactly the blank and comment lines (first non-blank character #)', () => {
    const piece = fc.constantFrom(' ', '\t', '#', '1', ',', '\r', 'x', '\u00a0');
    fc.assert(
      fc.property(fc.array(fc.array(piece, { maxLength: 6 }), { maxLength: 12 }), (rows) => {
        const raw = rows.map((r) => r.join(''));
        const expected = raw.flatMap((r, i) => {
          const t = r.endsWith('\r') ? r.slice(0, -1) : r;
          const trimmed = t.replace(/^[ \t]+/, '');
          return trimmed.replace(/[ \t]+$/, '') === '' || trimmed.startsWith('#')
            ? []
            : [{ lineNumber: i + 1, text: t }];
        });
        expect(polynomialLines(raw.join('\n'))).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('duplicates are by canonical string (spacing and leading zeros ignored)', () => {
    const f = parseFile(`${poly(5)}\n 05 ,${poly(5).slice(2)} # x\n`);
    expect(f.lines[1]!.duplicateOf).toBe(1);
  });

  it('computes body and envelope bytes (UTF-8, joined by newlines)', () => {
    const a = `${poly(2)} # é`;
    const b = poly(3);
    const f = parseFile(`${a}\n\n${b}\n`, { meta: { description: 'x"y' } });
    const enc = new TextEncoder();
    expect(f.bodyBytes).toBe(enc.encode(`${a}\n${b}`).length);
    expect(f.envelopeBytes).toBe(
      enc.encode(JSON.stringify({ payload: { polynomials: [a, b] }, meta: { description: 'x"y' } })).length,
    );
  });

  it('limitsCheck', () => {
    const f = parseFile(`${poly(2)}\n${poly(3)}\n`);
    expect(limitsCheck(f)).toEqual([]);
    expect(limitsCheck(f, { maxPolynomials: 1 }).map((v) => v.code)).toEqual(['TOO_MANY_POLYNOMIALS']);
    expect(limitsCheck(f, { maxBytes: 10 }).map((v) => v.code)).toEqual(['FILE_TOO_LARGE']);
    expect(limitsCheck(f, { maxRequestBytes: 10 }).map((v) => v.code)).toEqual(['REQUEST_TOO_LARGE']);
    expect(limitsCheck(parseFile('# only\n\n')).map((v) => v.code)).toEqual(['EMPTY_SUBMISSION']);
  });

  it('a 1,000,000-byte body is within the limit, one more byte is not', () => {
    const line = poly(2);
    let text = '';
    let n = 0;
    while (text.length + line.length + 1 <= 1_000_000) {
      text += `${line}\n`;
      n++;
    }
    text = text.slice(0, -1);
    const pad = 1_000_000 - text.length;
    const padded = `${text}\n${'1,'.repeat(0)}${poly(3)}${' '.repeat(Math.max(0, pad - poly(3).length - 1))}`;
    const f = parseFile(padded);
    expect(f.polynomialCount).toBe(n + 1);
    expect(f.bodyBytes).toBe(Math.max(1_000_000, padded.length));
    expect(limitsCheck(f).some((v) => v.code === 'FILE_TOO_LARGE')).toBe(f.bodyBytes > 1_000_000);
  });
});
