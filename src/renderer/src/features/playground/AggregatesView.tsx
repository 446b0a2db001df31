/** Aggregates of a run as tables and charts, per kind (computed by the core as rows arrive). */
import type { ModelReferenceSummary } from '../../../../shared/api/playground';
import type {
  PlaygroundAggregates,
  Stage1Aggregates,
  Stage2Aggregates,
} from '../../../../shared/contracts/playground';
import { ACCURACY_COLUMN, AccuracyTable } from '../../components/AccuracyTable';
import { accuracyChartData, elapsedBins, type Names, NO_NAMES, percent } from './aggregateCharts';
import { Counts } from './Counts';
import { AccuracyChart } from './charts/AccuracyChart';
import { HistogramChart } from './charts/HistogramChart';
import { ModelReferenceView } from './ModelReferenceView';
import { JUDGE_STATUS_WORDS, STAGE1_OUTCOME_WORDS, STAGE2_OUTCOME_WORDS } from './words';

interface Props {
  aggregates: PlaygroundAggregates | null;
  summary: ModelReferenceSummary | null;
  names?: Names;
  /** The run's status: a summary comes only with `done`. */
  status?: string;
}

export function AggregatesView({ aggregates, summary, names = NO_NAMES, status }: Props) {
  if (!aggregates || aggregates.rows === 0)
    return (
      <p className="muted pg-empty-aggregates">
        No results yet: aggregates and charts appear with the first rows.
      </p>
    );
  if (aggregates.kind === 'cheatsheet') return <Stage1View a={aggregates} names={names} />;
  if (aggregates.kind === 'solver-participation') return <Stage2View a={aggregates} />;
  return <ModelReferenceView a={aggregates} summary={summary ?? aggregates.summary} status={status} />;
}

const MODEL = { key: 'model', title: 'Model' };
const CONFIGURATION = { key: 'configuration', title: 'Configuration' };
const CORRECT = { key: 'correct', title: 'Correct', numeric: true };
const SCORED = { key: 'scored', title: 'Scored', numeric: true };

function Stage1View({ a, names }: { a: Stage1Aggregates; names: Names }) {
  const chart = accuracyChartData(a.byModelConfiguration, names);
  const configName = (position: number) => {
    const sheet = a.byModelConfiguration.find((c) => c.configuration === position)?.cheatsheetId ?? null;
    return sheet === null ? 'Baseline' : names.cheatsheet(sheet);
  };
  return (
    <section className="pg-aggregates" aria-label="Aggregates" data-testid="pg-aggregates">
      <h3>Accuracy per model and configuration</h3>
      <AccuracyChart
        series={chart.series}
        points={chart.points}
        label="Accuracy per model and configuration"
      />
      <AccuracyTable
        rows={a.byModelConfiguration.map((c) => ({
          model: names.model(c.modelId),
          configuration: configName(c.configuration),
          correct: c.correct,
          scored: c.scored,
          accuracy: c.accuracy,
          counts: { accuracy: c },
        }))}
        columns={[MODEL, CONFIGURATION, CORRECT, SCORED, ACCURACY_COLUMN]}
        label="Accuracy per model and configuration"
        testId="pg-accuracy-table"
      />
      <UnscoredNote rows={a.rows} scored={a.byModelConfiguration.reduce((n, c) => n + c.scored, 0)} />
      {new Set(a.byRepeat.map((r) => r.repeatIndex)).size > 1 && (
        <details>
          <summary>Accuracy per repeat</summary>
          <AccuracyTable
            rows={a.byRepeat.map((r) => ({
              model: names.model(r.modelId),
              configuration: configName(r.configuration),
              repeat: r.repeatIndex + 1,
              accuracy: r.accuracy,
              counts: { accuracy: r },
            }))}
            columns={[
              MODEL,
              CONFIGURATION,
              { key: 'repeat', title: 'Repeat', numeric: true },
              ACCURACY_COLUMN,
            ]}
            label="Accuracy per repeat"
          />
        </details>
      )}
      <div className="pg-facts">
        <Counts title="Outcomes" items={a.outcomes} words={STAGE1_OUTCOME_WORDS} />
        <Counts title="Diagnostics (unscored and failed)" items={a.diagnostics} />
        <dl className="pg-numbers">
          <dt title="Answers that came back but could not be read, of every completed call">
            Unreadable answers
          </dt>
          <dd>
            {a.parseFailures} ({percent(a.parseFailureRate)})
          </dd>
          <dt>Tokens in / out</dt>
          <dd>
            {a.inputTokens.toLocaleString('en')} / {a.outputTokens.toLocaleString('en')}
          </dd>
          <dt>Model cost</dt>
          <dd>${a.costUsd.toFixed(4)}</dd>
        </dl>
      </div>
      <h3>Elapsed time per cell</h3>
      <HistogramChart
        bins={elapsedBins(a.elapsed.bounds, a.elapsed.counts)}
        label="Elapsed time distribution"
        unit="cells"
      />
    </section>
  );
}

/** Accuracy counts scored answers only: say how many rows it leaves out, and where they are. */
function UnscoredNote({ rows, scored }: { rows: number; scored: number }) {
  const unscored = rows - scored;
  return (
    <p className="muted pg-accuracy-note">
      Accuracy is correct answers of scored answers, with its 95 % interval.{' '}
      {unscored > 0
        ? `${unscored} of ${rows} results ${unscored === 1 ? 'has' : 'have'} no score (failed or not judged) and ${unscored === 1 ? 'is' : 'are'} not counted: see Outcomes and Diagnostics below.`
        : `All ${rows} results are scored.`}
    </p>
  );
}

function Stage2View({ a }: { a: Stage2Aggregates }) {
  return (
    <section className="pg-aggregates" aria-label="Aggregates" data-testid="pg-aggregates">
      <div className="pg-facts">
        <Counts title="Outcomes" items={a.outcomes} words={STAGE2_OUTCOME_WORDS} chart />
        <Counts title="Judge status" items={a.judgeStatuses} words={JUDGE_STATUS_WORDS} chart />
        <Counts title="Axioms used" items={a.axioms} asIs />
        <Counts title="Diagnostics" items={a.diagnostics} />
        <dl className="pg-numbers">
          <dt>Judge calls</dt>
          <dd>{a.judgeCalls}</dd>
          <dt>Rows without elapsed time</dt>
          <dd>{a.elapsed.unknown}</dd>
        </dl>
      </div>
    </section>
  );
}
