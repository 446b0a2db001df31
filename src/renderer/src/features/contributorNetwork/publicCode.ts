/**
 * Public codes (spec 2.7): `{competitionPrefix}-{6 digits}`, solver templates with a track letter
 * `S` or `M` before the digits (`ETB-M402913`). Typed into the search box in any letter case and
 * with spaces around, a code opens that item instead of searching for the text. The shape is the
 * core's and the command line's (src/shared/publicCode.ts): any prefix, `EQT1-100000` too; the
 * platform decides whether the item exists.
 */
import { normalizePublicCode } from '../../../../shared/publicCode';

/** The code in its canonical (upper case) form, or null when the text is not a public code. */
export function asPublicCode(text: string): string | null {
  return normalizePublicCode(text);
}
