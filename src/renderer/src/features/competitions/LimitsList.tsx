import type { ReactNode } from 'react';
import type { SubmissionSpec } from '../../../../shared/api';
import { formatInteger, humanBytes } from '../../lib/format';

function Bytes({ n }: { n: number }) {
  return (
    <>
      {humanBytes(n)} <span className="muted">({formatInteger(n)} bytes)</span>
    </>
  );
}

/** Each limit the competition publishes, with what it measures; absent limits are not invented. */
export function LimitsList({ kind, limits }: { kind: string; limits: SubmissionSpec['limits'] }) {
  const { maxBytes, maxEntries, maxPolynomials, maxRequestBytes } = limits;
  const bodyMeaning =
    kind === 'cheatsheet'
      ? 'UTF-8 bytes of the cheatsheet text; the description does not count'
      : kind === 'igp24-polynomial'
        ? 'UTF-8 bytes of all polynomial lines, comments included, joined with newlines'
        : kind === 'solver-participation'
          ? 'UTF-8 bytes of the solver source'
          : 'size of the submitted body';
  const rows: [string, ReactNode, string][] = [];
  if (maxBytes !== undefined) rows.push(['Max body size', <Bytes key="b" n={maxBytes} />, bodyMeaning]);
  if (maxEntries !== undefined)
    rows.push([
      'Max entries',
      formatInteger(maxEntries),
      kind === 'model-reference' ? 'current entries (slots) per team' : 'current entries per team',
    ]);
  if (maxPolynomials !== undefined)
    rows.push(['Max polynomials', formatInteger(maxPolynomials), 'polynomials per submission request']);
  if (maxRequestBytes !== undefined)
    rows.push([
      'Max request size',
      <Bytes key="r" n={maxRequestBytes} />,
      'the whole JSON request (payload, description, escaping); both size limits must hold',
    ]);
  if (rows.length === 0) return <p className="muted">No limits published.</p>;
  return (
    <dl className="kv">
      {rows.map(([label, value, meaning]) => (
        <div key={label} className="kv__row">
          <dt>{label}</dt>
          <dd>
            {value}
            <div className="field__hint">{meaning}</div>
          </dd>
        </div>
      ))}
    </dl>
  );
}
