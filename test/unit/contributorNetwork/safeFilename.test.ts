/** The core's safe file name for a server-given package name (issue 23, item 4). */
import { describe, expect, it } from 'vitest';
import { safeFilename } from '../../../src/core/contributorNetwork/download';

const FALLBACK = 'CN-1.tar.gz';

describe('safeFilename', () => {
  it.each([
    ['kernel-1.2_final.tar.gz', 'kernel-1.2_final.tar.gz'],
    // Hidden files: the leading dot goes.
    ['.bashrc', 'bashrc'],
    ['...profile', 'profile'],
    // Windows device names, also with an extension.
    ['CON', '_CON'],
    ['nul.tar.gz', '_nul.tar.gz'],
    ['COM1', '_COM1'],
    ['lpt9.txt', '_lpt9.txt'],
    // Trailing dots (Windows drops them, so two names would meet).
    ['pkg.tar.gz...', 'pkg.tar.gz'],
    // Other folders: only the last segment, whichever separator.
    ['..\\..\\evil.tar.gz', 'evil.tar.gz'],
    ['../../etc/passwd', 'passwd'],
    // Controls, NUL and anything outside A-Z a-z 0-9 . _ - become one underscore.
    ['a\u0000b.tar.gz', 'a_b.tar.gz'],
    ['my package (v2).tar.gz', 'my_package_v2_.tar.gz'],
    ['ünïcode.tgz', 'n_code.tgz'],
  ])('%j becomes %j', (given, safe) => {
    expect(safeFilename(given, FALLBACK)).toBe(safe);
  });

  it.each([[undefined], [''], ['.'], ['..'], ['...'], ['\u0000'], ['/'], ['___']])(
    '%j falls back',
    (given) => {
      expect(safeFilename(given, FALLBACK)).toBe(FALLBACK);
    },
  );

  it('keeps at most 120 characters, the end (the extension) kept', () => {
    const name = safeFilename(`${'a'.repeat(300)}.tar.gz`, FALLBACK);
    expect(name.length).toBe(120);
    expect(name.endsWith('.tar.gz')).toBe(true);
  });
});
