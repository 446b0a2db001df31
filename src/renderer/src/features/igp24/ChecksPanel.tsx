import { useCallback, useMemo, useState } from 'react';
import type { ParsedFile } from '../../../../shared/igp24';
import { scoreVerdict } from '../../../../shared/igp24/galois/index';
import { ErrorPanel } from '../../components/ErrorPanel';
import { formatInteger } from '../../lib/format';
import { CheckTable } from './CheckTable';
import { GaloisControls } from './GaloisControls';
import { GaloisDetailDialog } from './GaloisDetailDialog';
import { useIgp24Store } from './igp24Store';
import { orderLines } from './lineOrder';
import { ReduceControls, ReduceSummary } from './ReduceControls';
import { RunProgress } from './RunProgress';
import { TargetsSummary } from './TargetsSummary';
import type { Checker } from './useChecker';
import { MORE_PRIMES, useGaloisRanker } from './useGaloisRanker';
import type { LabelSyncState } from './useLabelSync';
import type { LineReducer } from './useReduceLines';
import { useScoreOutlooks } from './useScoreOutlooks';
import { useTargets } from './useTargets';

interface Props {
  file: ParsedFile;
  checker: Checker;
  labels: LabelSyncState;
  reducer: LineReducer;
  onReveal: (lineNumber: number) => void;
}

/** Local checks of every valid line, in a Web Worker, with progress and cancel; and targets. */
export function ChecksPanel({ file, checker, labels, reducer, onReveal }: Props) {
  const results = useIgp24Store((s) => s.results);
  const progress = useIgp24Store((s) => s.progress);
  const lastMs = useIgp24Store((s) => s.lastCheckMs);
  const lastKernel = useIgp24Store((s) => s.lastCheckKernel);
  const selected = useIgp24Store((s) => s.selected);
  const valid = useMemo(() => file.lines.filter((l) => l.result.valid), [file]);
  const checked = valid.filter((l) => results[l.text]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const galois = useIgp24Store((s) => s.galois);
  const galoisBusy = useIgp24Store((s) => s.galoisProgress !== null);
  const lineOrder = useIgp24Store((s) => s.lineOrder);
  const ranker = useGaloisRanker();
  const outlooks = useScoreOutlooks(galois);
  const [detailOf, setDetailOf] = useState<{ lineNumber: number; text: string } | null>(null);
  const openGalois = useCallback((lineNumber: number, text: string) => setDetailOf({ lineNumber, text }), []);
  const ranked = valid.filter((l) => galois[l.text]).length;
  const shown = orderLines(valid, outlooks.outlook, lineOrder);
  const detail = detailOf ? galois[detailOf.text] : undefined;
  const morePrimes = MORE_PRIMES.find((n) => n > (detail?.primes ?? Number.POSITIVE_INFINITY)) ?? null;

  const rs = useMemo(() => {
    const set = new Set<number>();
    for (const l of valid) {
      const r = results[l.text]?.r;
      if (r !== null && r !== undefined) set.add(r);
    }
    return [...set].sort((a, b) => a - b);
  }, [valid, results]);
  const { targets, error: targetsError, retry: retryTargets } = useTargets(rs);
  const targetOf = useMemo(() => {
    const byR = new Map((targets?.byR ?? []).map((t) => [t.r, t]));
    return (r: number) => byR.get(r);
  }, [targets]);

  const jobs = () => valid.map((l) => ({ lineNumber: l.lineNumber, text: l.text }));
  const toReduce = valid
    .filter((l) => selectedSet.has(l.text))
    .map((l) => ({ lineNumber: l.lineNumber, text: l.text }));
  const reduceRun = reducer.run;
  const reduceOne = useCallback(
    (lineNumber: number, text: string) => void reduceRun([{ lineNumber, text }]),
    [reduceRun],
  );
  const run = () => void checker.run(jobs());

  return (
    <section className="card section igp24-checks" aria-labelledby="igp24-checks-h">
      <div className="section__header">
        <h2 id="igp24-checks-h">Local checks</h2>
        <span
          className="muted"
          data-kernel={lastKernel ?? undefined}
          title={
            lastKernel === 'webassembly'
              ? 'Factored with the same WebAssembly code as the command line'
              : undefined
          }
        >
          {formatInteger(checked.length)} of {formatInteger(valid.length)} valid lines checked
          {lastMs !== null && ` · last run ${formatInteger(lastMs)} ms`}
        </span>
        <div className="igp24-toolbar">
          {progress ? (
            <RunProgress
              progress={progress}
              label="Checking polynomials"
              testId="igp24-check-progress"
              onCancel={checker.cancel}
            />
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
        Exact integer arithmetic, off the UI thread: r (real roots, Sturm), the discriminant (exact; long
        numbers are shortened in the middle, every digit on hover and in a copy; its sign must be
        (−1)^((24−r)/2)), irreducibility from the complete factorization over the integers (always “proven” or
        “reducible” with the factor degrees), whether the discriminant is a square (Galois group inside A24),
        and its prime factors below 100,000 (what is left when that is a prime, and the primes of a leftover
        of up to 39 digits, by elliptic curves; as the command line, which searches further with{' '}
        <code>--rho-iterations</code> and <code>--ecm-curves</code>). “Likely groups” estimates each line’s
        Galois group 24T&lt;t&gt; (with its name where it has a short one, as S24 for 24T25000) from the
        factor degrees modulo up to 300 primes (Chebotarev; it stops at 100, 150, … once the first group is
        clearly ahead) and its quadratic subfields, and says whether its (label, r) pair is still unfound.
        “Field discriminant” is |d_K| of the number field, exact or an upper bound (≤) when part of |disc| is
        not factored; “Would it score?” weighs both: a new pair, a new record (d_K below the pair’s current
        minimum), or why not.
      </p>
      {valid.length > 0 && (
        <div className="igp24-table-actions">
          <GaloisControls
            lines={valid.length}
            ranked={ranked}
            onRank={() => void ranker.run(jobs())}
            onCancel={ranker.cancel}
          />
          <ReduceControls reducer={reducer} targets={toReduce} />
        </div>
      )}
      <ReduceSummary reducer={reducer} onReveal={onReveal} />
      {valid.length === 0 ? (
        <p className="muted">No valid polynomial lines to check yet.</p>
      ) : (
        <CheckTable
          lines={shown}
          valid={valid}
          results={results}
          selected={selectedSet}
          targetOf={targetOf}
          synced={(labels.sync?.count ?? 0) > 0}
          galois={galois}
          outlook={outlooks.outlook}
          onReveal={onReveal}
          onGalois={openGalois}
          onReduce={reducer.state.status === 'running' ? null : reduceOne}
        />
      )}
      {shown.length === 0 && valid.length > 0 && (
        <p className="muted">
          No line is likely to give a new pair: untick “Only lines likely to give a new pair”.
        </p>
      )}
      {outlooks.error && (
        <ErrorPanel
          info={outlooks.error}
          compact
          context="Could not read label progress for the likely groups"
          onRetry={outlooks.retry}
        />
      )}
      <GaloisDetailDialog
        lineNumber={detailOf?.lineNumber ?? null}
        detail={detail}
        outlook={detailOf ? outlooks.outlook(detailOf.text) : undefined}
        verdict={detailOf ? scoreVerdict(results[detailOf.text], outlooks.outlook(detailOf.text)) : undefined}
        morePrimes={morePrimes}
        busy={galoisBusy}
        onMore={() => detailOf && morePrimes !== null && void ranker.more(detailOf, morePrimes)}
        onClose={() => setDetailOf(null)}
      />
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
