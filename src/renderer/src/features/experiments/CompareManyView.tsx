/** More than two runs: accuracy per model across them, and the problems whose outcome flipped. */

import { useState } from 'react';
import { AccuracyText } from '../../components/AccuracyText';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { toErrorInfo } from '../../lib/errors';
import { useContractQuery } from '../../stores/query';
import { experimentsKey } from './experimentRows';

interface Props {
  competitionId: string;
  runIds: string[];
  modelName: (id: string) => string;
}

const mark = (c: boolean | null) =>
  c === null ? (
    <span className="muted" title="Not scored in this run">
      —
    </span>
  ) : c ? (
    <span className="xp-correct">✓ right</span>
  ) : (
    <span className="xp-wrong">✗ wrong</span>
  );

export function CompareManyView({ competitionId, runIds, modelName }: Props) {
  const [onlyFlipped, setOnlyFlipped] = useState(true);
  const cmp = useContractQuery(
    'experiments.compareMany',
    { competitionId, runIds },
    { refreshOn: [experimentsKey(competitionId)] },
  );
  const problems = (cmp.data?.problems ?? []).filter((p) => !onlyFlipped || p.flipped);
  const flipped = (cmp.data?.problems ?? []).filter((p) => p.flipped).length;
  return (
    <section className="xp-card" aria-label={`${runIds.length} runs compared`} data-testid="xp-compare-many">
      <h3>{runIds.length} runs side by side</h3>
      {cmp.error && (
        <ErrorPanel info={toErrorInfo(cmp.error)} onRetry={() => cmp.refetch()} context="Could not compare" />
      )}
      {cmp.isPending && <Loading label="Comparing the runs…" />}
      {cmp.data && (
        <div className="pg-scroll">
          <table className="plain-table" data-testid="xp-many-models">
            <thead>
              <tr>
                <th scope="col">Model</th>
                {cmp.data.runIds.map((id) => (
                  <th key={id} scope="col" className="num">
                    {id}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cmp.data.models.map((m) => (
                <tr key={m.modelId}>
                  <td>{modelName(m.modelId)}</td>
                  {m.cells.map((c, i) => (
                    <td key={cmp.data.runIds[i]} className="num">
                      {c === null ? '—' : <AccuracyText cell={c} />}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <label className="inline-field">
            <input type="checkbox" checked={onlyFlipped} onChange={(e) => setOnlyFlipped(e.target.checked)} />{' '}
            Only problems that flipped ({flipped} of {cmp.data.problems.length})
          </label>
          {problems.length === 0 ? (
            <p className="muted">
              {onlyFlipped
                ? 'No problem flipped: every run that scored a problem agrees on it.'
                : 'No problem scored.'}
            </p>
          ) : (
            <table className="plain-table" data-testid="xp-many-problems">
              <thead>
                <tr>
                  <th scope="col">Problem</th>
                  <th scope="col">Model</th>
                  {cmp.data.runIds.map((id) => (
                    <th key={id} scope="col">
                      {id}
                    </th>
                  ))}
                  <th scope="col">Flipped</th>
                </tr>
              </thead>
              <tbody>
                {problems.map((p) => (
                  <tr key={`${p.key}|${p.modelId}`}>
                    <td title={p.key}>{p.key}</td>
                    <td>{p.modelId === null ? 'All models' : modelName(p.modelId)}</td>
                    {p.correct.map((c, i) => (
                      <td key={cmp.data.runIds[i]}>{mark(c)}</td>
                    ))}
                    <td>{p.flipped ? <span className="xp-flipped">flipped</span> : 'no'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </section>
  );
}
