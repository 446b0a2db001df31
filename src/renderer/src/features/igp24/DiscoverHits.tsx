import { useMemo, useState } from 'react';
import type { Igp24LabelRow } from '../../../../shared/contracts/igp24';
import { type Hit, hitFileLine } from '../../../../shared/igp24/discover/search';
import {
  type ScoreOutlook,
  type ScoreVerdict,
  scoreOutlook,
  scoreVerdict,
} from '../../../../shared/igp24/galois/index';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { Empty } from '../../components/Empty';
import { GroupLabel } from '../../components/GroupLabel';
import { LongNumber } from '../../components/LongNumber';
import { formatInteger } from '../../lib/format';
import { useContractQuery } from '../../stores/query';
import type { DiscoverState } from './discoverRun';
import { igp24Actions } from './igp24Store';
import { ScoreCell } from './ScoreCell';
import { useIgp24Draft } from './useIgp24Draft';
import { LABELS_KEY } from './useLabelSync';

/** The label query's page limit (contract): hits on more distinct labels than this read as "not known". */
const MAX_LABELS = 1000;

interface HitRow {
  hit: Hit;
  outlook: ScoreOutlook;
  verdict: ScoreVerdict | undefined;
}

const COLUMNS: DataColumn[] = [
  { key: 'pair', title: 'Pair', rowHeader: true },
  { key: 'outlook', title: 'Would it score?', wrap: true },
  { key: 'likely', title: 'Likely', numeric: true, hover: 'How sure the ranking is of this group' },
  { key: 'dk', title: 'Field discriminant', hover: '|d_K|, what the platform compares per pair' },
  { key: 'construction', title: 'Made as', wrap: true },
];

/**
 * "Would it score?" of a hit, as the checks table says it (scoreOutlook, scoreVerdict): the hit's
 * group is its one likely group, its line irreducible by the check that kept it.
 */
function scoreOf(hit: Hit, progress: (t: number) => Igp24LabelRow | undefined): Omit<HitRow, 'hit'> {
  const group = { label: hit.label, t: Number(hit.label.slice(3)), posterior: hit.posterior };
  const outlook = scoreOutlook([group], hit.r, progress, 1);
  const field =
    hit.fieldDiscAbs && hit.discSource
      ? { fieldDiscAbs: hit.fieldDiscAbs, discSource: hit.discSource, unfactored: hit.unfactored }
      : null;
  const check = { valid: true, squarefree: true, irreducible: 'proven' as const, factorDegrees: [24], field };
  return { outlook, verdict: scoreVerdict(check, outlook) };
}

/** The best hit per pair so far, with "Would it score?" from the label copy, and "Add to the file". */
export function DiscoverHits({ state }: { state: DiscoverState }) {
  const hits = useMemo(() => [...state.best.values()], [state.best]);
  const labels = useMemo(() => [...new Set(hits.map((h) => h.label))].slice(0, MAX_LABELS), [hits]);
  const q = useContractQuery(
    'igp24.labelsQuery',
    { filters: { labels }, offset: 0, limit: MAX_LABELS },
    { enabled: labels.length > 0, refreshOn: [LABELS_KEY], placeholderData: (previous) => previous },
  );
  const [onlyScoring, setOnlyScoring] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const draft = useIgp24Draft();
  const rows = useMemo(() => {
    const byT = new Map((q.data?.rows ?? []).map((row) => [row.t, row]));
    const all: HitRow[] = hits.map((hit) => ({ hit, ...scoreOf(hit, (t) => byT.get(t)) }));
    return onlyScoring ? all.filter((r) => r.verdict?.scores === 'yes') : all;
  }, [hits, q.data, onlyScoring]);

  if (state.status === 'idle') return null;
  const add = () => {
    igp24Actions.appendLines(rows.map((r) => hitFileLine(r.hit)));
    setAdded(rows.length);
  };
  return (
    <section className="card section" aria-labelledby="igp24-hits-h">
      <div className="section__header">
        <h2 id="igp24-hits-h">Found</h2>
        <span className="muted">the best polynomial per pair · {formatInteger(state.hits)} hits in all</span>
        <div className="igp24-toolbar">
          <label className="igp24-inline">
            <input
              type="checkbox"
              checked={onlyScoring}
              onChange={(e) => setOnlyScoring(e.target.checked)}
              data-testid="igp24-discover-only-scoring"
            />{' '}
            Only those that would score
          </label>
          <button
            type="button"
            className="btn"
            onClick={add}
            disabled={rows.length === 0 || draft.restoring}
            data-testid="igp24-discover-add"
          >
            Add {formatInteger(rows.length)} to the polynomial file
          </button>
        </div>
      </div>
      {added !== null && (
        <p className="igp24-small" role="status" data-testid="igp24-discover-added">
          Added {formatInteger(added)} line{added === 1 ? '' : 's'} to the end of the polynomial file.
        </p>
      )}
      {rows.length === 0 ? (
        <Empty title={state.status === 'running' ? 'Nothing found yet' : 'Nothing found'}>
          {state.status === 'running'
            ? 'Hits appear here as the workers find them.'
            : onlyScoring
              ? 'No hit would score: clear “Only those that would score” to see them all.'
              : 'No candidate passed the checks with a certain group: try more candidates or another seed.'}
        </Empty>
      ) : (
        <DataTable
          rows={rows}
          columns={COLUMNS}
          label="Polynomials found"
          testId="igp24-discover-hits"
          maxHeight={480}
          rowKey={(r) => r.hit.pair}
          renderCell={(field, r) => {
            if (field === 'pair') return <PairCell hit={r.hit} />;
            if (field === 'outlook') return <ScoreCell verdict={r.verdict} outlook={r.outlook} />;
            if (field === 'likely') return `${(r.hit.posterior * 100).toFixed(1)}%`;
            if (field === 'dk')
              return r.hit.fieldDiscAbs ? (
                <>
                  <LongNumber value={r.hit.fieldDiscAbs} />
                  {r.hit.discSource === 'mixed_disc' && <span className="muted"> (bound)</span>}
                </>
              ) : (
                <span className="muted">not computed</span>
              );
            if (field === 'construction')
              return <span className="igp24-construction">{r.hit.construction}</span>;
            return undefined;
          }}
        />
      )}
    </section>
  );
}

function PairCell({ hit }: { hit: Hit }) {
  return (
    <span data-testid="igp24-discover-pair" data-pair={hit.pair}>
      <GroupLabel label={hit.label} labelFirst /> <span className="muted igp24-nowrap">r = {hit.r}</span>
    </span>
  );
}
