/**
 * UTF-8 byte length of a JS string without TextEncoder (lone surrogates count as U+FFFD: 3 bytes):
 * the one measure of the byte limits everywhere (IGP24 files, cheatsheets, solver code).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range starts at U+0000
const NON_ASCII = /[^\u0000-\u007f]/;

export function utf8Length(s: string): number {
  // ASCII text (every polynomial file in practice) is one byte per code unit: the regular
  // expression scans it natively, where the loop below runs in the interpreter on a cold start.
  if (!NON_ASCII.test(s)) return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}
