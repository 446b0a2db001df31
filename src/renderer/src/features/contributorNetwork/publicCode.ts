/**
 * Public codes (spec 2.7): `{competitionPrefix}-{6 digits}`, solver templates with a track letter
 * `S` or `M` before the digits (`ETB-M402913`). Typed into the search box in any letter case and
 * with spaces around, a code opens that item instead of searching for the text.
 */
// As docs/spec-gaps.md says clients must read them: opaque, `^[A-Z0-9]+-[A-Z]?\d{6}$`, any case.
const CODE = /^([A-Za-z0-9]{1,20})-([A-Za-z]?)(\d{6})$/;

/** The code in its canonical (upper case) form, or null when the text is not a public code. */
export function asPublicCode(text: string): string | null {
  const m = CODE.exec(text.trim());
  if (!m) return null;
  return `${m[1]!.toUpperCase()}-${m[2]!.toUpperCase()}${m[3]}`;
}
