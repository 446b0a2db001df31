/**
 * Public codes are matched by shape only as far as spec 2.7 says (`{competitionPrefix}-{6 digits}`,
 * `S`/`M` before the digits for solver templates): any prefix, the platform decides. One shape for
 * the core, the command line and the app's search box.
 */
import { describe, expect, it } from 'vitest';
import { normalizePublicCode } from '../../../src/shared/publicCode';

describe('normalizePublicCode', () => {
  it('takes any prefix the spec allows: letters, digits, longer or shorter than the seeded ones', () => {
    expect(normalizePublicCode('EQT1-100000')).toBe('EQT1-100000');
    expect(normalizePublicCode('eqt1-100000')).toBe('EQT1-100000');
    expect(normalizePublicCode('2024A-000001')).toBe('2024A-000001');
    expect(normalizePublicCode('X-000001')).toBe('X-000001');
    expect(normalizePublicCode('ETA-123456')).toBe('ETA-123456');
    expect(normalizePublicCode('  eta-123456 ')).toBe('ETA-123456');
    expect(normalizePublicCode('QUITELONGPREFIX12-654321')).toBe('QUITELONGPREFIX12-654321');
  });

  it('takes the solver templates’ track letter S or M before the digits, in any case', () => {
    expect(normalizePublicCode('etb-m402913')).toBe('ETB-M402913');
    expect(normalizePublicCode('LKC-S000001')).toBe('LKC-S000001');
    expect(normalizePublicCode('EQT2-s123456')).toBe('EQT2-S123456');
  });

  it('keeps a hyphen inside the prefix (the spec does not forbid one); the last part is the number', () => {
    expect(normalizePublicCode('EQ-T1-100000')).toBe('EQ-T1-100000');
  });

  it('leaves everything else to be an item id or search text', () => {
    for (const t of [
      'ETA-12345',
      'ETA-1234567',
      'ETA 123456',
      'ET A-123456',
      'Traskian',
      'ETA-XY123456',
      'ETA-X123456',
      'x2-a000001',
      '-123456',
      'ETA--123456',
      'ETA-',
      'cni_s1_0001',
      'ETA-١٢٣٤٥٦',
      'E\u202ETA-123456',
      '',
    ]) {
      expect(normalizePublicCode(t), t).toBeNull();
    }
  });
});
