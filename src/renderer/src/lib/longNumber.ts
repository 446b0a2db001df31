/**
 * Long integers (discriminants, their primes, group orders) shortened in the middle, so a table
 * cell keeps its width: "1354…0343" and the digit count. The hidden middle stays in the page
 * (components/LongNumber.tsx), so hovering, copying or reading the cell aloud still gives every digit.
 */

export interface ElidedNumber {
  /** The value's own leading "-" or "−", or "" (kept as it is, so a copy reads back the same). */
  sign: string;
  head: string;
  middle: string;
  tail: string;
  /** Digits of the value, sign excluded. */
  digits: number;
}

export interface ElideOptions {
  /** Digits kept at each end (default 4). */
  keep?: number;
  /** Values with at most this many digits are shown whole (default 12). */
  max?: number;
}

/** The parts of a long decimal integer, or null when it is short enough to show whole. */
export function elideNumber(value: string, { keep = 4, max = 12 }: ElideOptions = {}): ElidedNumber | null {
  const negative = value.startsWith('-') || value.startsWith('−');
  const digits = negative ? value.slice(1) : value;
  if (digits.length <= Math.max(max, 2 * keep + 1)) return null;
  return {
    sign: negative ? value[0]! : '',
    head: digits.slice(0, keep),
    middle: digits.slice(keep, digits.length - keep),
    tail: digits.slice(digits.length - keep),
    digits: digits.length,
  };
}

/** The same as text, for titles and plain-text places: "−1354…0343 (34 digits)". */
export function elidedText(value: string, options?: ElideOptions): string {
  const e = elideNumber(value, options);
  return e ? `${e.sign}${e.head}…${e.tail} (${e.digits} digits)` : value;
}
