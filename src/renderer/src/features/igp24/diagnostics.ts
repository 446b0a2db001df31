/**
 * Per-line diagnostics of a polynomial file, straight from the shared parser (spec 4.2 rules):
 * format errors (with column), duplicates (rule 6: accepted but verified and stored once), and the
 * `poly_disc_primes=[...]` hint recognized or ignored (rule 5: never an error).
 */
import type { FileLine, ParsedFile } from '../../../../shared/igp24';

export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  lineNumber: number;
  column: number;
  severity: Severity;
  code: string;
  message: string;
}

export function lineDiagnostics(line: FileLine): Diagnostic[] {
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
  const hint = line.result.hint;
  const hashCol = line.text.indexOf('#') + 1 || 1;
  if (hint.status === 'recognized')
    out.push({
      lineNumber: line.lineNumber,
      column: hashCol,
      severity: 'info',
      code: 'HINT_RECOGNIZED',
      message: `hint recognized: ${hint.primes.length} prime${hint.primes.length === 1 ? '' : 's'} of the discriminant`,
    });
  else if (hint.status === 'ignored')
    out.push({
      lineNumber: line.lineNumber,
      column: hashCol,
      severity: 'info',
      code: 'HINT_IGNORED',
      message: `hint ignored: ${hint.reason}`,
    });
  return out;
}

export function fileDiagnostics(file: ParsedFile): Diagnostic[] {
  return file.lines.flatMap(lineDiagnostics);
}

/** Everything after the first 200 characters of a long line is elided in lists. */
export function shortLine(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
