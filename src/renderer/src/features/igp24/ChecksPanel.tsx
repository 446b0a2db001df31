import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Igp24Targets } from '../../../../shared/contracts/igp24';
import { type CheckResult, type FileLine, type ParsedFile, withHint } from '../../../../shared/igp24';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ScrollRegion } from '../../components/ScrollRegion';
import { formatInteger } from '../../lib/format';
import { shortLine } from './diagnostics';
import { igp24Actions, useIgp24Store } from './igp24Store';
import type { Checker } from './useChecker';
import type { LabelSyncState } from './useLabelSync';
import { useTargets } from './useTargets';

interface Props {
  file: ParsedFile;
  checker: Checker;
  labels: LabelSyncState;
  onReveal: (lineNumber: number) => void;
}

/** Why a checked line should not be sent as it is, or null when it passed every local check. */
export function checkProblem(r: CheckResult | undefined): string | null {
  if (!r) return null;
  if (!r.valid) return r.errors.map((e) => `${e.code}: ${e.message}`).join('; ') || 'invalid';
  if (r.squarefree === false) return 'not squarefree (discriminant 0): the verifier rejects it';
  if (r.irreducible === 'reducible') return 'reducible (a factor exists): the verifier rejects it';
  return null;
}

export function explorerLink(r: number, extra = ''): string {
  return `/igp24?tab=explorer&r=${r}&rState=remaining${extra}`;
}

/** Local checks of every valid line, in a Web Worker, with progress and cancel; and targets. */
export function ChecksPanel({ file, checker, labels, onReveal }: Props) {
  const results = useIgp24Store((s) => s.results);
  const progress = useIgp24Store((s) => s.progress);
  const lastMs = useIgp24Store((s) => s.lastCheckMs);
  const selected = useIgp24Store((s) => s.selected);
  const valid = useMemo(() => file.lines.filter((l) => l.result.valid), [file]);
  const checked = valid.filter((l) => results[l.text]);
  const selectedSet = new Set(selected);

  const rs = useMemo(() => {
    const set = new Set<number>();
    for (const l of valid) {
      const r = results[l.text]?.r;
      if (r !== null && r !== undefined) set.add(r);
    }
    return [...set].sort((a, b) => a - b);
  }, [valid, results]);
  const { targets, error: targetsError, retry: retryTargets } = useTargets(rs);
  const byR = new Map((targets?.byR ?? []).map((t) => [t.r, t]));

  const run = () => void checker.run(valid.map((l) => ({ lineNumber: l.lineNumber, text: l.text })));

  return (
    <section className="card section igp24-checks" aria-labelledby="igp24-checks-h">
      <div className="section__header">
        <h2 id="igp24-checks-h">Local checks</h2>
        <span className="muted">
          {formatInteger(checked.length)} of {formatInteger(valid.length)} valid lines checked
          {lastMs !== null && ` · last run ${formatInteger(lastMs)} ms`}
        </span>
        <div className="igp24-toolbar">
          {progress ? (
            <>
              <progress
                value={progress.done}
                max={progress.total}
                aria-label="Checking polynomials"
                data-testid="igp24-check-progress"
              />
              <span className="mono">
                {formatInteger(progress.done)} / {formatInteger(progress.total)}
              </span>
              <button type="button" className="btn btn--small" onClick={checker.cancel}>
                Cancel
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn btn--primary"
              onClick={run}
              disabled={valid.length === 0 || checked.length === valid.length}
              data-testid="igp24-run-checks"
            >
              {checked.length > 0 && checked.length < valid.length
                ? 'Check the remaining lines'
                : 'Run checks'}
            </button>
          )}
        </div>
      </div>
      <p className="muted igp24-explain">
        Exact integer arithmetic, off the UI thread: r (real roots, Sturm), the discriminant (full digits; its
        sign must be (−1)^((24−r)/2)), irreducibility from factoring modulo several primes (“proven” only when
        no factor degree is possible), whether the discriminant is a square (Galois group inside A24), and its
        small prime factors (trial division, then Pollard rho within a time budget).
      </p>
      {valid.length === 0 ? (
        <p className="muted">No valid polynomial lines to check yet.</p>
      ) : (
        <ScrollRegion className="igp24-table-wrap" label="Check results">
          <table className="plain-table igp24-table" data-testid="igp24-results">
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Select all valid lines"
                    checked={selected.length > 0 && valid.every((l) => selectedSet.has(l.text))}
                    onChange={(e) =>
                      igp24Actions.setSelected(e.target.checked ? valid.map((l) => l.text) : [])
                    }
                  />
                </th>
                <th scope="col" className="num">
                  Line
                </th>
                <th scope="col" className="num">
                  r
                </th>
                <th scope="col">Squarefree</th>
                <th scope="col">|disc|</th>
                <th scope="col">Sign</th>
                <th scope="col">Irreducibility</th>
                <th scope="col" title="A square discriminant puts the Galois group inside A24">
                  Square disc
                </th>
                <th scope="col">Small primes of disc</th>
                <th scope="col">Targets</th>
              </tr>
            </thead>
            <tbody>
              {valid.slice(0, 2000).map((l) => (
                <ResultRow
                  key={l.lineNumber}
                  line={l}
                  result={results[l.text]}
                  selected={selectedSet.has(l.text)}
                  target={results[l.text]?.r != null ? byR.get(results[l.text]!.r!) : undefined}
                  synced={(labels.sync?.count ?? 0) > 0}
                  onReveal={onReveal}
                />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {targetsError && (
        <ErrorPanel
          info={targetsError}
          compact
          context="Could not compute the targets"
          onRetry={retryTargets}
        />
      )}
      <TargetsSummary targets={targets} labels={labels} />
    </section>
  );
}

interface RowProps {
  line: FileLine;
  result: CheckResult | undefined;
  selected: boolean;
  target: Igp24Targets['byR'][number] | undefined;
  synced: boolean;
  onReveal: (lineNumber: number) => void;
}

function ResultRow({ line, result: r, selected, target, synced, onReveal }: RowProps) {
  const problem = checkProblem(r);
  const recognized = line.result.hint.status === 'recognized' ? line.result.hint.primes : null;
  const hintMatches = recognized !== null && r?.discPrimes && recognized.join(',') === r.discPrimes.join(',');
  return (
    <tr
      className={problem ? 'is-problem' : undefined}
      data-line={line.lineNumber}
      data-testid="igp24-result-row"
    >
      <td>
        <input
          type="checkbox"
          aria-label={`Select line ${line.lineNumber}`}
          checked={selected}
          onChange={(e) => igp24Actions.toggleSelected(line.text, e.target.checked)}
        />
      </td>
      <td className="num">
        <button
          type="button"
          className="link-button"
          onClick={() => onReveal(line.lineNumber)}
          title={shortLine(line.text, 400)}
        >
          {line.lineNumber}
        </button>
        {line.duplicateOf !== null && (
          <span className="badge badge--warn" title={`Same coefficients as line ${line.duplicateOf}`}>
            dup
          </span>
        )}
      </td>
      {!r ? (
        <td colSpan={8} className="muted">
          not checked yet
        </td>
      ) : !r.valid && r.r === null ? (
        <td colSpan={8} className="danger-text">
          {problem}
        </td>
      ) : (
        <>
          <td className="num" data-testid="igp24-r">
            {r.r}
          </td>
          <td>{r.squarefree ? <Yes>yes</Yes> : <No>no (disc = 0)</No>}</td>
          <td className="igp24-disc" data-testid="igp24-disc">
            <Digits value={r.discAbs ?? ''} />
          </td>
          <td>
            {r.discSign === 0 ? (
              '0'
            ) : r.errors.some((e) => e.code === 'INTERNAL_INCONSISTENCY') ? (
              <No>{r.discSign === 1 ? '+' : '−'} contradicts r</No>
            ) : (
              <span title={`sign(disc) = (−1)^((24−r)/2) = (−1)^${(24 - (r.r ?? 0)) / 2}: consistent with r`}>
                {r.discSign === 1 ? '+' : '−'} ✓
              </span>
            )}
          </td>
          <td>
            {r.irreducible === 'proven' ? (
              <Yes>irreducible (proven)</Yes>
            ) : r.irreducible === 'reducible' ? (
              <No>reducible</No>
            ) : (
              <span
                className="warn-text"
                title="No prime ruled out every factor degree; the verifier decides"
              >
                not proven
              </span>
            )}
          </td>
          <td>{r.discIsSquare === null ? '—' : r.discIsSquare ? <Yes>yes (⊆ A24)</Yes> : 'no'}</td>
          <td className="igp24-primes">
            {r.discPrimes && r.discPrimes.length > 0 ? (
              <>
                <span className="mono">{r.discPrimes.join(', ')}</span>{' '}
                {hintMatches ? (
                  <span className="badge badge--ok">hint present</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--small"
                    onClick={() =>
                      igp24Actions.replaceLine(line.lineNumber, withHint(line.text, r.discPrimes!))
                    }
                    title={
                      line.result.comment !== null
                        ? 'Replaces the line’s comment: the hint must be the whole comment (rule 5)'
                        : 'Appends # poly_disc_primes=[…] to the line'
                    }
                    data-testid="igp24-add-hint"
                  >
                    Add hint
                  </button>
                )}
              </>
            ) : (
              <span className="muted">—</span>
            )}
          </td>
          <td>
            {r.r === null ? null : !synced ? (
              <span className="muted">no label data</span>
            ) : target ? (
              <Link to={explorerLink(r.r)} title={`Labels allowing r = ${r.r} with that pair still unfound`}>
                {formatInteger(target.remaining)} label{target.remaining === 1 ? '' : 's'}
              </Link>
            ) : (
              <span className="muted">…</span>
            )}
          </td>
        </>
      )}
    </tr>
  );
}

function Yes({ children }: { children: React.ReactNode }) {
  return <span className="ok-text">{children}</span>;
}
function No({ children }: { children: React.ReactNode }) {
  return <span className="danger-text">{children}</span>;
}

/** Every digit, exactly; long numbers fold to head…tail with the full value one click away. */
export function Digits({ value }: { value: string }) {
  if (value.length <= 48) return <span className="mono">{value}</span>;
  return (
    <details className="igp24-digits">
      <summary className="mono">
        {value.slice(0, 12)}…{value.slice(-8)} <span className="muted">({value.length} digits)</span>
      </summary>
      <span className="mono igp24-digits__full">{value}</span>
    </details>
  );
}

function TargetsSummary({ targets, labels }: { targets: Igp24Targets | null; labels: LabelSyncState }) {
  const sync = labels.sync;
  if (!targets || targets.byR.length === 0) return null;
  return (
    <div className="igp24-targets" data-testid="igp24-targets">
      <h3>Targets for the computed r</h3>
      {sync?.published === false && (
        <p className="warn-text">
          Label progress is not published right now
          {sync.count > 0 ? '; these counts come from the last published copy.' : '.'}
        </p>
      )}
      {(sync?.count ?? 0) === 0 ? (
        <p className="muted">No label-progress data yet, so targets cannot be computed.</p>
      ) : (
        <ul>
          {targets.byR.map((t) => (
            <li key={t.r}>
              <strong>r = {t.r}</strong>: {formatInteger(t.remaining)} of {formatInteger(t.allowed)} labels
              allowing r = {t.r} still have it remaining
              {t.examples.length > 0 && (
                <>
                  , e.g. <span className="mono">{t.examples.join(', ')}</span>
                </>
              )}{' '}
              · <Link to={explorerLink(t.r)}>open in the explorer</Link>
            </li>
          ))}
        </ul>
      )}
      <p className="faint">
        The verifier assigns the Galois group label; a polynomial counts for (24T&lt;t&gt;, r) only if its
        group is 24T&lt;t&gt;. These are the labels where your r would still be a first.
      </p>
    </div>
  );
}
