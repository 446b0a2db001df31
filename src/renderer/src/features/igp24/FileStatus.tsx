import { memo } from 'react';
import type { Limits, LimitViolation } from '../../../../shared/igp24';
import { formatInteger } from '../../lib/format';
import type { Diagnostic } from './diagnostics';
import type { ParsedState } from './useParsedFile';

/** A broken limit in words, with what to do next. */
function violationWords(v: LimitViolation): string {
  const got = formatInteger(v.actual);
  const max = formatInteger(v.limit);
  switch (v.code) {
    case 'FILE_TOO_LARGE':
      return `The polynomial lines take ${got} bytes; one submission allows at most ${max} bytes. Split the file or remove lines.`;
    case 'TOO_MANY_POLYNOMIALS':
      return `The file has ${got} polynomial lines; one submission allows at most ${max}. Split the file.`;
    case 'REQUEST_TOO_LARGE':
      return `The request would be ${got} bytes; the platform accepts at most ${max}. Shorten the comments or remove lines.`;
    case 'EMPTY_SUBMISSION':
      return 'No polynomial lines yet.';
  }
}

export function StatusBar({ parsed, limits }: { parsed: ParsedState; limits: Required<Limits> | null }) {
  const { file, violations, refused, stale, error } = parsed;
  const over = (code: string) => violations.some((v) => v.code === code);
  const of = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '?' : formatInteger(n));
  return (
    <div
      className={stale ? 'igp24-status is-stale' : 'igp24-status'}
      data-testid="igp24-status"
      role="status"
    >
      <span
        className={over('TOO_MANY_POLYNOMIALS') ? 'is-over' : undefined}
        title="Polynomial lines (array items)"
      >
        <strong>{formatInteger(file.polynomialCount)}</strong> / {of(limits?.maxPolynomials)} polynomials
      </span>
      <span
        className={over('FILE_TOO_LARGE') ? 'is-over' : undefined}
        title="UTF-8 bytes of all polynomial strings, trailing comments included, joined with newlines (limits.maxBytes)"
      >
        body <strong>{formatInteger(file.bodyBytes)}</strong> / {of(limits?.maxBytes)} bytes
      </span>
      <span
        className={over('REQUEST_TOO_LARGE') ? 'is-over' : undefined}
        title="UTF-8 bytes of the normalized JSON {payload, meta}, escaping included (limits.maxRequestBytes)"
      >
        envelope <strong>{formatInteger(file.envelopeBytes)}</strong> / {of(limits?.maxRequestBytes)} bytes
      </span>
      <span>
        <span className="ok-text">{formatInteger(file.validCount)} valid</span>
        {file.invalidCount > 0 && (
          <span className="danger-text"> · {formatInteger(file.invalidCount)} invalid</span>
        )}
        {file.duplicateCount > 0 && (
          <span className="warn-text"> · {formatInteger(file.duplicateCount)} duplicate</span>
        )}
      </span>
      {!limits && <span className="muted">limits not loaded yet</span>}
      {refused && (
        <span className="danger-text" data-testid="igp24-refused">
          Not read: the file is over a limit, so no line was parsed or checked.
        </span>
      )}
      {violations
        .filter((v) => v.code !== 'EMPTY_SUBMISSION')
        .map((v) => (
          <span key={v.code} className="danger-text">
            {violationWords(v)}
          </span>
        ))}
      {error && <span className="danger-text">The file could not be read: {error}</span>}
    </div>
  );
}

const SHOWN = 300;

/** The file's diagnostics (the first 300); memoized: drawn again only when they change. */
export const DiagnosticsList = memo(function DiagnosticsList({
  diagnostics,
  onReveal,
}: {
  diagnostics: Diagnostic[];
  onReveal: (line: number, column?: number) => void;
}) {
  if (diagnostics.length === 0) return null;
  const count = (severity: Diagnostic['severity']) =>
    diagnostics.filter((d) => d.severity === severity).length;
  const words = (n: number, one: string) => `${formatInteger(n)} ${one}${n === 1 ? '' : 's'}`;
  const [errors, warnings, notes] = [count('error'), count('warning'), count('info')];
  return (
    <details className="igp24-diags" open data-testid="igp24-diagnostics">
      <summary>
        Diagnostics:{' '}
        {[
          words(errors, 'error'),
          ...(warnings > 0 ? [words(warnings, 'warning')] : []),
          ...(notes > 0 ? [words(notes, 'note')] : []),
        ].join(', ')}
      </summary>
      <ul>
        {diagnostics.slice(0, SHOWN).map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line can carry several diagnostics; order is stable.
          <li key={i} className={`igp24-diag igp24-diag--${d.severity}`} data-line={d.lineNumber}>
            <button
              type="button"
              className="igp24-diag__where"
              onClick={() => onReveal(d.lineNumber, d.column)}
            >
              line {d.lineNumber}:{d.column}
            </button>
            <span className={`igp24-sev igp24-sev--${d.severity}`}>{d.severity}</span>
            <code>{d.code}</code> <span>{d.message}</span>
          </li>
        ))}
      </ul>
      {diagnostics.length > SHOWN && (
        <p className="muted">
          … and {formatInteger(diagnostics.length - SHOWN)} more (all are marked in the editor).
        </p>
      )}
    </details>
  );
});
