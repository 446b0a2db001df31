import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Length } from '../../../src/shared/utf8';

const encoder = new TextEncoder();

describe('utf8Length', () => {
  it('equals the UTF-8 encoding length (lone surrogates as U+FFFD), ASCII or not', () => {
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0x80, max: 0xffff }),
      fc.constantFrom(0x7f, 0x80, 0x7ff, 0x800, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xffff),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 40 }), (units) => {
        const s = String.fromCharCode(...units);
        expect(utf8Length(s)).toBe(encoder.encode(s).length);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts astral characters as 4 bytes and one non-ASCII unit at the end of ASCII text', () => {
    expect(utf8Length('1,2,3')).toBe(5);
    expect(utf8Length('')).toBe(0);
    expect(utf8Length(`${'7,'.repeat(30)}é`)).toBe(62);
    expect(utf8Length('a😀')).toBe(5);
  });
});
