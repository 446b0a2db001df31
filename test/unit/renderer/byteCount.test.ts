import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteStatus, utf8Bytes, utf8BytesSlow } from '../../../src/renderer/src/lib/bytes';

describe('UTF-8 byte count', () => {
  it('counts like TextEncoder', () => {
    expect(utf8Bytes('')).toBe(0);
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('◇')).toBe(3);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('𝔽')).toBe(4);
    expect(utf8Bytes('\ud800')).toBe(3);
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => utf8Bytes(s) === utf8BytesSlow(s)));
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => utf8Bytes(s) === utf8BytesSlow(s)));
  });

  it('turns amber near the limit, red before it is passed, and says how far over', () => {
    expect(byteStatus(100, 10_240).level).toBe('ok');
    expect(byteStatus(9_300, 10_240).level).toBe('near');
    expect(byteStatus(10_100, 10_240).level).toBe('limit');
    expect(byteStatus(10_240, 10_240)).toMatchObject({
      level: 'limit',
      text: '10,240 / 10,240 bytes — 0 left',
    });
    expect(byteStatus(10_342, 10_240)).toEqual({
      bytes: 10_342,
      maxBytes: 10_240,
      level: 'over',
      text: '10,342 / 10,240 bytes — 102 over',
    });
    expect(byteStatus(5, null).level).toBe('ok');
  });
});
