/** More than two runs: accuracy per model across them, and the problems whose outcome flipped. */

import { useState } from 'react';
import { type AccuracyRow, AccuracyTable } from '../../components/AccuracyTable';
import { DataTable } from '../../components/DataTable';
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

const MODEL = { key: 'model', title: 'Model' };

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
        <div className="xp-many">
          <AccuracyTable
            rows={cmp.data.models.map(
              (m): AccuracyRow => ({
                model: modelName(m.modelId),
                ...Object.fromEntries(cmp.data.runIds.map((id, i) => [id, m.cells[i]?.accuracy ?? null])),
                counts: Object.fromEntries(cmp.data.runIds.map((id, i) => [id, m.cells[i] ?? null])),
              }),
            )}
            columns={[MODEL, ...cmp.data.runIds.map((id) => ({ key: id, title: id, numeric: true }))]}
            label="Accuracy per model in each run"
            testId="xp-many-models"
          />
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
            <DataTable
              rows={problems.map(
                (p): Record<string, unknown> => ({
                  problem: p.key,
                  model: p.modelId === null ? 'All models' : modelName(p.modelId),
                  ...Object.fromEntries(cmp.data.runIds.map((id, i) => [id, p.correct[i] ?? null])),
                  flipped: p.flipped,
                }),
              )}
              columns={[
                { key: 'problem', title: 'Problem' },
                MODEL,
                ...cmp.data.runIds.map((id) => ({ key: id, title: id })),
                { key: 'flipped', title: 'Flipped' },
              ]}
              label="Problems across the runs"
              testId="xp-many-problems"
              interactive
              searchHint="problem, model…"
              maxHeight={360}
              renderCell={(field, row) => {
                const v = row[field];
                if (field === 'flipped') return v ? <span className="xp-flipped">flipped</span> : 'no';
                if (field === 'problem' || field === 'model') return undefined;
                return mark(typeof v === 'boolean' ? v : null);
              }}
            />
          )}
        </div>
      )}
    </section>
  );
}
