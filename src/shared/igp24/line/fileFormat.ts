/**
 * Parser for a whole IGP24 polynomial text file (what a user would paste or load before building
 * the JSON submit body of spec 4.2).
 *
 * - Lines are split on `\n`; a trailing `\r` is removed (CRLF files); a leading UTF-8 BOM is
 *   dropped.
 * - Blank lines (only spaces/tabs) and full-line comments (first non-blank character `#`) are not
 *   array items (rule 1) and are skipped.
 * - Every other line is a polynomial string, taken verbatim (after the `\r` removal), including
 *   its trailing comment; it gets its 1-based file line number and its 0-based polynomial index
 *   (`polynomialIndex` of the submission result records).
 * - Duplicates (rule 6) are found by canonical coefficient string among lines that parsed; the first
 *   occurrence wins, later ones get `duplicateOf` = the first one's line number. Duplicates are
 *   NOT errors.
 * - `bodyBytes` = UTF-8 length of all polynomial strings joined with `\n` (spec 8, maxBytes).
 * - `envelopeBytes` = UTF-8 length of `JSON.stringify({ payload: { polynomials }, meta })`: the
 *   normalized JSON (no insignificant whitespace, key order payload then meta, JSON.stringify's
 *   escaping of quotes, backslashes and control characters, non-ASCII as raw UTF-8; `meta` omitted
 *   when undefined). This is the measure for maxRequestBytes.
 * - `limitsCheck` is a free function (not a method) so a ParsedFile stays structured-cloneable for
 *   postMessage between a Web Worker and the UI.
 */

import { utf8Length } from '../../utf8';
import { type LineParseOptions, type LineParseResult, parseLine } from './lineFormat';

export const DEFAULT_LIMITS = { maxBytes: 1_000_000, maxRequestBytes: 1_310_720 } as const;

export interface FileLine {
  /** 1-based line number in the file. */
  lineNumber: number;
  /** 0-based index in the polynomials array. */
  index: number;
  /** The polynomial string as it would be submitted. */
  text: string;
  result: LineParseResult;
  /** Line number of the first occurrence when this line duplicates an earlier one, else null. */
  duplicateOf: number | null;
}

export interface ParsedFile {
  lines: FileLine[];
  polynomialCount: number;
  validCount: number;
  invalidCount: number;
  duplicateCount: number;
  bodyBytes: number;
  envelopeBytes: number;
}

export interface Limits {
  maxBytes?: number;
  maxPolynomials?: number;
  maxRequestBytes?: number;
}

export interface LimitViolation {
  code: 'EMPTY_SUBMISSION' | 'FILE_TOO_LARGE' | 'TOO_MANY_POLYNOMIALS' | 'REQUEST_TOO_LARGE';
  message: string;
  /** What the file has (bytes or lines) and what the limit allows, for sentences in the UI. */
  actual: number;
  limit: number;
}

export interface FileParseOptions extends LineParseOptions {
  /** Optional submit meta (for example `{ description }`) included in envelopeBytes. */
  meta?: Record<string, unknown>;
}

/**
 * The polynomial strings of a file with their 1-based line numbers, without parsing them (BOM,
 * `\r`, blank lines and full-line comments handled as above): enough for sizes and limits.
 */
export function polynomialLines(text: string): { lineNumber: number; text: string }[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const raw = src.split('\n');
  const out: { lineNumber: number; text: string }[] = [];
  for (let i = 0; i < raw.length; i++) {
    let t = raw[i]!;
    if (t.endsWith('\r')) t = t.slice(0, -1);
    const c0 = t.charCodeAt(0);
    if (c0 !== 32 && c0 !== 9) {
      // No leading blank (the usual line): blank only when empty, a comment when it starts with #.
      if (t !== '' && c0 !== 35) out.push({ lineNumber: i + 1, text: t });
      continue;
    }
    const trimmed = t.replace(/^[ \t]+/, '');
    if (trimmed.replace(/[ \t]+$/, '') === '' || trimmed.startsWith('#')) continue;
    out.push({ lineNumber: i + 1, text: t });
  }
  return out;
}

export function parseFile(text: string, opts: FileParseOptions = {}): ParsedFile {
  const lines: FileLine[] = [];
  const firstByCanonical = new Map<string, number>();
  let validCount = 0;
  let duplicateCount = 0;
  for (const { lineNumber, text: t } of polynomialLines(text)) {
    const i = lineNumber - 1;
    const result = parseLine(t, opts);
    let duplicateOf: number | null = null;
    if (result.canonical !== null) {
      const first = firstByCanonical.get(result.canonical);
      if (first === undefined) firstByCanonical.set(result.canonical, i + 1);
      else {
        duplicateOf = first;
        duplicateCount++;
      }
    }
    if (result.valid) validCount++;
    lines.push({ lineNumber: i + 1, index: lines.length, text: t, result, duplicateOf });
  }
  return {
    lines,
    validCount,
    invalidCount: lines.length - validCount,
    duplicateCount,
    ...measurePolynomials(
      lines.map((l) => l.text),
      opts.meta,
    ),
  };
}

export type FileSize = Pick<ParsedFile, 'polynomialCount' | 'bodyBytes' | 'envelopeBytes'>;

/** The sizes limitsCheck needs of polynomial strings already split into lines (no parsing). */
export function measurePolynomials(polynomials: string[], meta?: Record<string, unknown>): FileSize {
  let bodyBytes = Math.max(0, polynomials.length - 1);
  for (const p of polynomials) bodyBytes += utf8Length(p);
  const envelopeBytes = utf8Length(JSON.stringify({ payload: { polynomials }, meta }));
  return { polynomialCount: polynomials.length, bodyBytes, envelopeBytes };
}

/**
 * The size limits of spec 8 from a single linear scan of the raw text, WITHOUT parsing a line:
 * run first so an oversized file (or one with too many polynomial lines) is reported at once,
 * before any parsing or maths. Counts exactly what parseFile would count.
 */
export function precheckLimits(text: string, limits: Limits = DEFAULT_LIMITS): LimitViolation[] {
  const maxBytes = limits.maxBytes ?? DEFAULT_LIMITS.maxBytes;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let count = 0;
  let bytes = 0;
  let start = 0;
  while (start <= src.length) {
    let end = src.indexOf('\n', start);
    if (end < 0) end = src.length;
    let stop = end;
    if (stop > start && src.charCodeAt(stop - 1) === 13) stop--;
    let i = start;
    while (i < stop && (src.charCodeAt(i) === 32 || src.charCodeAt(i) === 9)) i++;
    if (i < stop && src.charCodeAt(i) !== 35) {
      count++;
      bytes += utf8Length(src.slice(start, stop));
    }
    start = end + 1;
  }
  bytes += Math.max(0, count - 1);
  const out: LimitViolation[] = [];
  if (bytes > maxBytes)
    out.push({
      code: 'FILE_TOO_LARGE',
      message: `body is ${bytes} bytes, limit ${maxBytes}`,
      actual: bytes,
      limit: maxBytes,
    });
  if (limits.maxPolynomials !== undefined && count > limits.maxPolynomials)
    out.push({
      code: 'TOO_MANY_POLYNOMIALS',
      message: `${count} polynomials, limit ${limits.maxPolynomials}`,
      actual: count,
      limit: limits.maxPolynomials,
    });
  return out;
}

/** File-level limits of spec 8 (both byte limits must hold) plus "at least one polynomial". */
export function limitsCheck(file: FileSize, limits: Limits = DEFAULT_LIMITS): LimitViolation[] {
  const maxBytes = limits.maxBytes ?? DEFAULT_LIMITS.maxBytes;
  const maxRequestBytes = limits.maxRequestBytes ?? DEFAULT_LIMITS.maxRequestBytes;
  const out: LimitViolation[] = [];
  if (file.polynomialCount === 0)
    out.push({
      code: 'EMPTY_SUBMISSION',
      message: 'no polynomial lines: a submission needs at least one',
      actual: 0,
      limit: 1,
    });
  if (file.bodyBytes > maxBytes)
    out.push({
      code: 'FILE_TOO_LARGE',
      message: `body is ${file.bodyBytes} bytes, limit ${maxBytes}`,
      actual: file.bodyBytes,
      limit: maxBytes,
    });
  if (limits.maxPolynomials !== undefined && file.polynomialCount > limits.maxPolynomials)
    out.push({
      code: 'TOO_MANY_POLYNOMIALS',
      message: `${file.polynomialCount} polynomials, limit ${limits.maxPolynomials}`,
      actual: file.polynomialCount,
      limit: limits.maxPolynomials,
    });
  if (file.envelopeBytes > maxRequestBytes)
    out.push({
      code: 'REQUEST_TOO_LARGE',
      message: `request envelope is ${file.envelopeBytes} bytes, limit ${maxRequestBytes}`,
      actual: file.envelopeBytes,
      limit: maxRequestBytes,
    });
  return out;
}
