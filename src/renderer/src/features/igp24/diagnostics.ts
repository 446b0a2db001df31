/**
 * Per-line diagnostics of a polynomial file, straight from the shared parser (spec 4.2 rules):
 * format errors (with column), duplicates (rule 6: accepted but verified and stored once), and the
 * `poly_disc_primes=[...]` hint recognized or ignored (rule 5: never an error), and, once the checks
 * computed the discriminant, whether the hint's primes divide it (a warning when some do not).
 */
import {
  type CheckResult,
  checkHint,
  type FileLine,
  type HintCheck,
  hintWords,
  type ParsedFile,
} from '../../../../shared/igp24';

export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  lineNumber: number;
  column: number;
  severity: Severity;
  code: string;
  message: string;
}

const HINT_CODES: Record<HintCheck['status'], string> = {
  none: '',
  ignored: 'HINT_IGNORED',
  unchecked: 'HINT_RECOGNIZED',
  divides: 'HINT_RECOGNIZED',
  notDividing: 'HINT_NOT_DIVIDING',
};

export function lineDiagnostics(line: FileLine, result?: CheckResult): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (column: number | undefined) => column ?? 1;
  for (const e of line.result.errors)
    out.push({
      lineNumber: line.lineNumber,
      column: at(e.column),
      severity: 'error',
      code: e.code,
      message: e.message,
    });
  if (line.duplicateOf !== null)
    out.push({
      lineNumber: line.lineNumber,
      column: 1,
      severity: 'warning',
      code: 'DUPLICATE',
      message: `duplicate of line ${line.duplicateOf} (same coefficients): accepted, but verified and stored once`,
    });
  // The same reading of the hint as `igp24 check` (shared checkHint/hintWords), against the line's
  // discriminant once the checks computed it.
  const hint = checkHint(line.result.hint, result?.discAbs ?? null);
  const words = hintWords(hint);
  if (words !== null)
    out.push({
      lineNumber: line.lineNumber,
      column: line.text.indexOf('#') + 1 || 1,
      severity: hint.status === 'notDividing' ? 'warning' : 'info',
      code: HINT_CODES[hint.status],
      message: words,
    });
  return out;
}

/** Every line's diagnostics; `results` (check results by line text) let the hint be compared with |disc|. */
export function fileDiagnostics(
  file: ParsedFile,
  results: Readonly<Record<string, CheckResult>> = {},
): Diagnostic[] {
  return file.lines.flatMap((l) => lineDiagnostics(l, results[l.text]));
}

/**
 * How many lines with a hint have a check result: the only part of the results the diagnostics
 * read (results are only ever added, by line text, so a count says when they changed).
 */
export function hintedLinesChecked(file: ParsedFile, results: Readonly<Record<string, CheckResult>>): number {
  let n = 0;
  for (const l of file.lines) if (l.result.hint.status === 'recognized' && results[l.text]) n++;
  return n;
}

/** Everything after the first 200 characters of a long line is elided in lists. */
export function shortLine(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
