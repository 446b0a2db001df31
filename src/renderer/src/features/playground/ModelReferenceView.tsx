/** A model-reference run: overall accuracy, highest tier above 90 %, per-tier scores, other fields. */
import type { ModelReferenceSummary } from '../../../../shared/api/playground';
import type { ModelReferenceAggregates } from '../../../../shared/contracts/playground';
import { ACCURACY_COLUMN, AccuracyTable } from '../../components/AccuracyTable';
import { AccuracyText } from '../../components/AccuracyText';
import { FieldList } from '../../components/FieldValue';
import { percent } from './aggregateCharts';
import { AccuracyChart } from './charts/AccuracyChart';

const NAMED = ['overallAccuracy', 'highestTierAbove90', 'tiers'];

export function ModelReferenceView({
  a,
  summary,
  status,
}: {
  a: ModelReferenceAggregates;
  summary: ModelReferenceSummary | null;
  status?: string;
}) {
  const tiers =
    summary?.tiers ??
    a.byTier.map((t) => ({
      tierId: t.tierId,
      accuracy: t.accuracy ?? 0,
      correct: t.correct,
      total: t.scored,
    }));
  return (
    <section className="pg-aggregates" aria-label="Summary" data-testid="pg-aggregates">
      <dl className="pg-numbers pg-numbers--big">
        <dt>Overall accuracy</dt>
        <dd>
          {a.scored > 0 ? (
            <AccuracyText
              cell={{
                correct: a.correct,
                scored: a.scored,
                accuracy: summary?.overallAccuracy ?? a.correct / a.scored,
              }}
            />
          ) : (
            percent(summary?.overallAccuracy ?? null)
          )}
        </dd>
        <dt>Highest tier above 90 %</dt>
        <dd>
          {summary
            ? (summary.highestTierAbove90 ?? 'none')
            : status === 'cancelled' || status === 'failed'
              ? `not given: the run was ${status === 'cancelled' ? 'cancelled' : 'stopped by a failure'}`
              : 'when the run is done'}
        </dd>
      </dl>
      <AccuracyChart
        series={[{ name: 'Accuracy' }]}
        points={tiers.map((t) => ({ model: t.tierId, values: [t.accuracy] }))}
        label="Accuracy per tier"
      />
      <AccuracyTable
        rows={tiers.map((t) => ({
          tier: t.tierId,
          correct: t.correct ?? null,
          cases: t.total ?? null,
          accuracy: t.accuracy,
          counts: {
            accuracy:
              typeof t.correct === 'number' && typeof t.total === 'number'
                ? { correct: t.correct, scored: t.total, accuracy: t.accuracy }
                : null,
          },
        }))}
        columns={[
          { key: 'tier', title: 'Tier' },
          { key: 'correct', title: 'Correct', numeric: true },
          { key: 'cases', title: 'Cases', numeric: true },
          ACCURACY_COLUMN,
        ]}
        label="Accuracy per tier"
      />
      {summary && (
        <>
          <h4>Other summary fields</h4>
          <FieldList value={summary as Record<string, unknown>} skip={NAMED} />
        </>
      )}
    </section>
  );
}
