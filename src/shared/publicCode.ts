/**
 * Public codes of Contributor Network items, matched by shape only as far as spec 2.7 says:
 * `{competitionPrefix}-{6-digit number}`, solver templates with a track letter `S` or `M` before
 * the digits. The spec says nothing about the prefix's characters, so any prefix is one (`ETA`,
 * `EQT1`, `LKC`); the platform decides whether a code exists. What is left out is only what a
 * code cannot hold and still be the shape: an empty prefix or an empty part between hyphens
 * (`-123456`, `ETA--123456`), white space (text with spaces is a search, not a code) and
 * invisible controls (bidi overrides, zero-width marks), which nobody types on purpose.
 *
 * The one definition for the core (`cn.lookup`), the command line (`cn show CODE`) and the app's
 * search box and item links.
 */

/** Prefix: runs of visible non-space characters other than `-`, joined by single hyphens. */
export const PUBLIC_CODE = /^([^\s\p{C}-]+(?:-[^\s\p{C}-]+)*)-([SMsm]?)(\d{6})$/u;

/**
 * The code in its canonical form, or null when the text (trimmed) is not shaped like one. Letters
 * a-z are upper-cased (the app has always read codes in any case: `eta-000012`); other characters
 * are kept as typed.
 */
export function normalizePublicCode(text: string): string | null {
  const m = PUBLIC_CODE.exec(text.trim());
  if (!m) return null;
  const upper = (s: string) => s.replace(/[a-z]+/g, (c) => c.toUpperCase());
  return `${upper(m[1]!)}-${upper(m[2]!)}${m[3]}`;
}
