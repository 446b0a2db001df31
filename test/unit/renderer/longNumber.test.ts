import { describe, expect, it } from 'vitest';
import { elidedText, elideNumber } from '../../../src/renderer/src/lib/longNumber';

describe('elideNumber', () => {
  it('keeps four digits at each end of a long number, the middle apart, and counts the digits', () => {
    expect(elideNumber('5714547093403974893094772369')).toEqual({
      sign: '',
      head: '5714',
      middle: '54709340397489309477',
      tail: '2369',
      digits: 28,
    });
    expect(elidedText('5714547093403974893094772369')).toBe('5714…2369 (28 digits)');
  });

  it('the parts put together are the number again, sign included', () => {
    for (const v of ['-1354616244120343101234567', '−98765432109876543210', '1234567890123']) {
      const e = elideNumber(v)!;
      expect(`${e.sign}${e.head}${e.middle}${e.tail}`).toBe(v);
      expect(e.digits).toBe(v.replace(/^[-−]/, '').length);
    }
    expect(elideNumber('-1354616244120343101234567')?.sign).toBe('-');
  });

  it('shows short numbers whole: up to 12 digits by default, or the given bound', () => {
    expect(elideNumber('101')).toBeNull();
    expect(elideNumber('123456789012')).toBeNull();
    expect(elideNumber('-123456789012')).toBeNull();
    expect(elideNumber('1234567890123')).not.toBeNull();
    expect(elideNumber('1234567890123', { max: 20 })).toBeNull();
    expect(elideNumber('123456789', { keep: 2, max: 4 })).toMatchObject({ head: '12', tail: '89' });
    // Never elides to something as long as the number: "1234…6789" saves nothing over 123456789.
    expect(elideNumber('123456789', { keep: 4, max: 4 })).toBeNull();
    expect(elideNumber('1234567890', { keep: 4, max: 4 })).toMatchObject({ middle: '56' });
    expect(elidedText('101')).toBe('101');
  });
});
