/**
 * Parser for ONE IGP24 polynomial line (public API spec 4.2, rules 2–5; limits in section 8).
 *
 * Decisions (documented, strict where the spec is silent, because a rejected polynomial wastes
 * one of a team's few daily submissions):
 * - The line is split at its FIRST `#`; the text before it must be exactly 25 comma-separated
 *   integers a_0..a_24 (ascending powers). Everything after the `#` is the comment, kept verbatim
 *   (without the `#` itself).
 * - Around each field, ASCII spaces and tabs are allowed and ignored (`1, -2 ,3`). No other
 *   whitespace (NBSP, vertical tab, …) and no whitespace inside a number (`1 000`).
 * - A field is `-?[0-9]+`: an optional leading minus and ASCII digits only. Rejected: `+5`, `1e3`,
 *   `1.0`, `0x10`, non-ASCII digits (`٣`), empty fields, algebraic notation (`x^2`), group labels
 *   (`24T5`) and any other extra column. Leading zeros (`007`) and `-0` are accepted as the
 *   integers they denote; `canonical` normalizes them away.
 * - Rule 3: a_0 ≠ 0, a_24 = 1, gcd(a_0..a_24) = 1.
 * - Line breaks (`\n`, `\r`) inside a line are an error; a blank line or a comment-only line is
 *   not a polynomial (rule 1) and is reported as an error by this single-line parser.
 * - A line longer than `maxLineBytes` (default 1,000,000 = the body limit, section 8) UTF-8 bytes
 *   is rejected before any parsing work.
 * - Hint (rule 5): the comment body, with ASCII spaces/tabs trimmed at both ends (so `# hint` and
 *   `#hint ` are fine), must be EXACTLY `poly_disc_primes=[p1,p2,...]`: no spaces inside, decimal
 *   integers without leading zeros, each > 1, strictly increasing, and each a (probable) prime
 *   (isProbablePrime: exact below 3.3·10^24, Baillie–PSW above; entries over 2000 digits or lists
 *   over 10,000 entries are not checked and the hint is ignored). Anything else mentioning `poly_disc_primes` gives
 *   `{ status: 'ignored', reason }`; a hint NEVER makes a line invalid.
 * - `coefficients` and `canonical` are set whenever the line has 25 syntactically valid integers
 *   (even when rule 3 fails); `valid` requires every rule. The function never throws.
 */

import { utf8Length } from '../../utf8';
import { isProbablePrime } from '../arith/millerRabin';
import { bitLength, gcdInt } from '../arith/poly';

export const COEFFICIENT_COUNT = 25;
export const DEFAULT_MAX_LINE_BYTES = 1_000_000;
export const HINT_KEY = 'poly_disc_primes';
const MAX_ERRORS = 20;
/** Hint bounds: every entry gets a primality test, whose cost grows with the cube of its size. */
export const MAX_HINT_ENTRIES = 1000;
export const MAX_HINT_DIGITS = 400;
export const MAX_HINT_TOTAL_DIGITS = 4000;
/** Above this many bits in the smallest coefficient the gcd test is skipped (the line is not monic). */
const MAX_GCD_BITS = 4096;

export interface LineError {
  code: string;
  message: string;
  /** 1-based column (UTF-16 code units) in the line, when the error has a position. */
  column?: number;
}

export type Hint =
  | { status: 'none' }
  | { status: 'recognized'; primes: string[] }
  | { status: 'ignored'; reason: string };

export interface LineParseResult {
  valid: boolean;
  errors: LineError[];
  coefficients: bigint[] | null;
  comment: string | null;
  hint: Hint;
  canonical: string | null;
}

export interface LineParseOptions {
  maxLineBytes?: number;
}

const INT_RE = /^-?[0-9]+$/;

/** The canonical text of an INT_RE field: no leading zeros, no '-0'. */
function canonicalInteger(f: string): string {
  const neg = f.charCodeAt(0) === 45;
  // A first digit other than 0, or a lone 0, is canonical already.
  if (f.charCodeAt(neg ? 1 : 0) !== 48) return f;
  const t = f.replace(/^(-?)0+(?=[0-9])/, '$1');
  return t === '-0' ? '0' : t;
}

function classifyField(f: string): { code: string; message: string } {
  if (f === '')
    return { code: 'EMPTY_FIELD', message: 'empty field (two commas in a row or a trailing comma?)' };
  if (/^\+[0-9]+$/.test(f)) return { code: 'PLUS_SIGN', message: `'${f}': a leading '+' is not allowed` };
  if (/^[+-]?0[xXbBoO][0-9a-fA-F_]*$/.test(f))
    return {
      code: 'NON_DECIMAL',
      message: `'${f}': only decimal integers are allowed (no hex/binary/octal)`,
    };
  if (/^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)[eE][+-]?[0-9]+$/.test(f))
    return { code: 'EXPONENT', message: `'${f}': exponent notation is not allowed; write all digits` };
  if (/^[+-]?[0-9]*\.[0-9]*$/.test(f))
    return {
      code: 'DECIMAL_POINT',
      message: `'${f}': decimal points are not allowed; coefficients are integers`,
    };
  if (/^24T[0-9]+$/i.test(f))
    return {
      code: 'EXTRA_COLUMN',
      message: `'${f}' looks like a group label: extra columns are not allowed`,
    };
  if (/[xX^*()/]/.test(f))
    return {
      code: 'ALGEBRAIC_NOTATION',
      message: `'${short(f)}': algebraic notation is not allowed; give coefficients`,
    };
  if (/\p{Nd}/u.test(f) && /^[+-]?\p{Nd}+$/u.test(f))
    return { code: 'NON_ASCII_DIGIT', message: `'${short(f)}': only ASCII digits 0-9 are allowed` };
  if (/^-?[0-9]+([ \t]+-?[0-9]+)+$/.test(f))
    return {
      code: 'INTERNAL_WHITESPACE',
      message: `'${short(f)}': whitespace inside a number (missing comma?)`,
    };
  if (/^\s|\s$/u.test(f))
    return { code: 'INVALID_WHITESPACE', message: 'only ASCII spaces and tabs may surround a coefficient' };
  return { code: 'NOT_INTEGER', message: `'${short(f)}' is not a decimal integer` };
}

function short(s: string): string {
  const t = s.length > 40 ? `${s.slice(0, 37)}...` : s;
  // Keep messages printable.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters on purpose
  return t.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');
}

const isStrictDecimal = (s: string): boolean => /^[1-9][0-9]*$/.test(s);

/** Recognizes the exact hint body; see the module comment. */
export function parseHint(comment: string | null): Hint {
  if (comment === null) return { status: 'none' };
  const body = comment.replace(/^[ \t]+|[ \t]+$/g, '');
  if (!body.toLowerCase().includes(HINT_KEY)) return { status: 'none' };
  const m = /^poly_disc_primes=\[([^\]]*)\]$/.exec(body);
  if (!m) {
    if (/^poly_disc_primes\s*=\s*\[[^\]]*\]\s*$/i.test(body) && /\s/.test(body))
      return { status: 'ignored', reason: 'whitespace inside the hint' };
    if (body.toLowerCase().startsWith(HINT_KEY) && !body.startsWith(HINT_KEY))
      return { status: 'ignored', reason: `the key must be written exactly '${HINT_KEY}'` };
    if (body.startsWith(HINT_KEY)) {
      return body.includes(']') && !body.endsWith(']')
        ? { status: 'ignored', reason: 'extra prose after the hint' }
        : { status: 'ignored', reason: 'malformed hint (expected poly_disc_primes=[p1,p2,...])' };
    }
    return { status: 'ignored', reason: 'extra prose in the comment (the hint must be the whole comment)' };
  }
  const inner = m[1]!;
  if (inner === '') return { status: 'ignored', reason: 'empty prime list' };
  const parts = inner.split(',');
  if (parts.length > MAX_HINT_ENTRIES)
    return { status: 'ignored', reason: `more than ${MAX_HINT_ENTRIES} entries: too many to check` };
  if (inner.length > MAX_HINT_TOTAL_DIGITS + parts.length)
    return {
      status: 'ignored',
      reason: `more than ${MAX_HINT_TOTAL_DIGITS} digits in all: too large to check`,
    };
  let prev = 0n;
  for (const p of parts) {
    if (/\s/.test(p)) return { status: 'ignored', reason: 'whitespace inside the hint' };
    if (/\^|\*\*|[eE]/.test(p))
      return { status: 'ignored', reason: `exponents are not allowed ('${short(p)}')` };
    if (p === '') return { status: 'ignored', reason: 'empty entry' };
    if (!/^[0-9]+$/.test(p)) return { status: 'ignored', reason: `'${short(p)}' is not a decimal integer` };
    if (p.length > MAX_HINT_DIGITS)
      return {
        status: 'ignored',
        reason: `an entry has more than ${MAX_HINT_DIGITS} digits: too large to check`,
      };
    const v = BigInt(p);
    if (v <= 1n) return { status: 'ignored', reason: 'entries must be greater than 1' };
    if (!isStrictDecimal(p)) return { status: 'ignored', reason: `'${short(p)}' has a leading zero` };
    if (v <= prev) return { status: 'ignored', reason: 'entries must be strictly increasing' };
    prev = v;
  }
  for (const p of parts) {
    if (!isProbablePrime(BigInt(p))) return { status: 'ignored', reason: `${short(p)} is not prime` };
  }
  return { status: 'recognized', primes: parts };
}

function parseLineUnsafe(line: string, opts: LineParseOptions): LineParseResult {
  const maxBytes = opts.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  const fail = (errors: LineError[], extra?: Partial<LineParseResult>): LineParseResult => ({
    valid: false,
    errors,
    coefficients: null,
    comment: null,
    hint: { status: 'none' },
    canonical: null,
    ...extra,
  });
  if (typeof line !== 'string')
    return fail([{ code: 'NOT_A_STRING', message: 'a polynomial line must be a string' }]);
  // UTF-8 length ≥ UTF-16 length, so this cheap test rejects huge inputs before any scan.
  if (line.length > maxBytes || utf8Length(line) > maxBytes)
    return fail([{ code: 'LINE_TOO_LONG', message: `line longer than ${maxBytes} bytes (UTF-8)` }]);
  const hashAt = line.indexOf('#');
  const body = hashAt < 0 ? line : line.slice(0, hashAt);
  const comment = hashAt < 0 ? null : line.slice(hashAt + 1);
  const hint = parseHint(comment);
  const errors: LineError[] = [];
  const brk = line.search(/[\r\n]/);
  if (brk >= 0)
    errors.push({ code: 'LINE_BREAK', message: 'a line must not contain line breaks', column: brk + 1 });
  if (body.trim() === '') {
    errors.push(
      comment === null
        ? { code: 'EMPTY_LINE', message: 'blank line: not a polynomial' }
        : { code: 'COMMENT_ONLY', message: 'comment-only line: not a polynomial' },
    );
    return fail(errors, { comment, hint });
  }
  const fields = body.split(',');
  if (fields.length !== COEFFICIENT_COUNT) {
    const extra =
      fields.length > COEFFICIENT_COUNT
        ? ' (extra columns such as a group label, r or a discriminant are not allowed)'
        : fields.length === 1 && /[xX^]/.test(body)
          ? ' (algebraic notation is not allowed)'
          : '';
    errors.push({
      code: 'FIELD_COUNT',
      message: `expected ${COEFFICIENT_COUNT} comma-separated integers a_0..a_24, found ${fields.length} fields${extra}`,
    });
  }
  const coefficients: bigint[] = [];
  const texts: string[] = [];
  let col = 0;
  let fieldErrors = 0;
  for (const raw of fields) {
    if (INT_RE.test(raw)) {
      // The common field: digits with an optional minus, nothing around them (no blanks to
      // trim). Same results as below with one regular-expression pass instead of four.
      coefficients.push(BigInt(raw));
      texts.push(canonicalInteger(raw));
      col += raw.length + 1;
      continue;
    }
    const lead = raw.length - raw.replace(/^[ \t]+/, '').length;
    const f = raw.replace(/^[ \t]+|[ \t]+$/g, '');
    if (INT_RE.test(f)) {
      coefficients.push(BigInt(f));
      // Canonical text from the digits (no leading zeros, no '-0'): BigInt toString is slow on
      // 100,000-digit values.
      texts.push(canonicalInteger(f));
    } else {
      fieldErrors++;
      if (errors.length < MAX_ERRORS) errors.push({ ...classifyField(f), column: col + lead + 1 });
    }
    col += raw.length + 1;
  }
  if (errors.length >= MAX_ERRORS && fieldErrors > 0)
    errors.push({ code: 'TOO_MANY_ERRORS', message: 'further errors in this line are not listed' });
  if (errors.length > 0) return fail(errors, { comment, hint });
  const a0 = coefficients[0]!;
  const a24 = coefficients[COEFFICIENT_COUNT - 1]!;
  if (a0 === 0n) errors.push({ code: 'A0_ZERO', message: 'a_0 must be nonzero (x divides the polynomial)' });
  if (a24 !== 1n) {
    const rev =
      a0 === 1n ? ' — coefficients go in ascending order a_0..a_24; did you list them descending?' : '';
    errors.push({ code: 'NOT_MONIC', message: `a_24 must be 1 (monic), got ${short(a24.toString())}${rev}` });
  }
  // gcd from the smallest coefficient up, so each step costs one remainder of a big value by a
  // small one (not a quadratic Euclid of two huge values); a monic line has gcd 1 at once.
  let g = a24 === 1n ? 1n : 0n;
  if (g === 0n) {
    const bySize = coefficients.filter((c) => c !== 0n).sort((x, y) => bitLength(x) - bitLength(y));
    if (bySize.length > 0 && bitLength(bySize[0]!) > MAX_GCD_BITS) g = 1n;
    for (const c of bySize) {
      g = g === 0n ? (c < 0n ? -c : c) : gcdInt(g, c % g);
      if (g === 1n) break;
    }
  }
  if (g !== 1n)
    errors.push({
      code: 'GCD_NOT_ONE',
      message: `the gcd of the coefficients is ${short(g.toString())}, not 1`,
    });
  const canonical = texts.join(',');
  return { valid: errors.length === 0, errors, coefficients, comment, hint, canonical };
}

/** Parses one line; never throws. */
export function parseLine(line: string, opts: LineParseOptions = {}): LineParseResult {
  try {
    return parseLineUnsafe(line, opts);
  } catch (e) {
    return {
      valid: false,
      errors: [
        { code: 'INTERNAL_ERROR', message: `parser failure: ${e instanceof Error ? e.message : String(e)}` },
      ],
      coefficients: null,
      comment: null,
      hint: { status: 'none' },
      canonical: null,
    };
  }
}
