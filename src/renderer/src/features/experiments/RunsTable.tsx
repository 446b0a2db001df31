/**
 * Every run as one sortable, searchable table (components/DataTable): a box to pick it for a
 * comparison, its version (opens the text), models, problem set, accuracy per model, parse
 * failures, cost, duration, date, and a link to its dashboard.
 */

import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import type { ExperimentRun, TextVersion } from '../../../../shared/contracts/experiments';
import { runPath } from '../../../../shared/playgroundRoutes';
import { AccuracyText } from '../../components/AccuracyText';
import { DataTable } from '../../components/DataTable';
import { LocalTime } from '../../components/TimeLeft';
import { percent } from '../../lib/format';
import { runRows, triedPins } from './experimentRows';
import type { RunSelection } from './useRunSelection';
import { costText, durationText, pinLabel, UNKNOWN_VERSION } from './words';

interface Props {
  runs: ExperimentRun[];
  versions: ReadonlyMap<string, TextVersion>;
  modelName: (id: string) => string;
  selection: RunSelection;
  onOpenVersion: (v: TextVersion) => void;
}

const MODE_WORDS = {
  none: 'Pick runs with the boxes: two to compare them with the diff of their texts, more for a table across them.',
  one: 'Pick one more run to compare the two.',
  two: 'Two runs picked: their comparison is below the table.',
  many: 'Several runs picked: accuracy per model and per problem across them is below the table.',
};

export function RunsTable({ runs, versions, modelName, selection, onOpenVersion }: Props) {
  const rows = useMemo(() => runRows(runs, versions, modelName), [runs, versions, modelName]);
  const byId = useMemo(() => new Map(runs.map((r) => [r.runId, r])), [runs]);
  const renderCell = (field: string, row: Record<string, unknown>) => {
    const run = byId.get(String(row.Run));
    if (!run) return undefined;
    if (field === 'Pick')
      return (
        <input
          type="checkbox"
          checked={selection.isSelected(run.runId)}
          disabled={!selection.isSelected(run.runId) && selection.full}
          onChange={() => selection.toggle(run.runId)}
          aria-label={`Pick run ${run.runId}`}
          data-testid="xp-pick"
          data-run={run.runId}
        />
      );
    if (field === 'Version') {
      const tried = triedPins(run);
      // No text tried: the run measured the models alone (the baseline), which is a version too.
      if (tried.length === 0) return <span className="muted">Baseline (no text)</span>;
      return tried.map((p, i) => {
        const v = p.sha256 ? versions.get(p.sha256) : undefined;
        return (
          <Fragment key={`${p.position}-${p.sha256}`}>
            {i > 0 && '; '}
            {v ? (
              <button
                type="button"
                className="xp-link"
                onClick={() => onOpenVersion(v)}
                title="Show this text"
              >
                {pinLabel(p, versions)}
              </button>
            ) : (
              <span
                className="xp-unknown"
                title="This run was started elsewhere; the text it ran is not known here"
              >
                {p.sha256 === null ? pinLabel(p, versions) : UNKNOWN_VERSION}
              </span>
            )}
          </Fragment>
        );
      });
    }
    if (field.startsWith('Accuracy ')) {
      // With its interval and what it counts, as everywhere an accuracy is shown.
      const cell = run.accuracyByModel.find((a) => `Accuracy ${modelName(a.modelId)}` === field);
      return cell ? <AccuracyText cell={cell} /> : '—';
    }
    if (field === 'Parse failures') return percent(row[field] as number | null);
    if (field === 'Cost (USD)') return costText(run.costUsd);
    if (field === 'Duration') return durationText(run.durationMs);
    if (field === 'Date') return run.createdAt ? <LocalTime iso={run.createdAt} /> : '—';
    if (field === 'Run')
      return (
        // Its version, models and problem set are the columns beside: the link needs only to tell
        // runs apart, so the ID is cut short (whole on hover), and the table fits at 900 px.
        <Link
          to={runPath(run.competitionId, run.runId)}
          title={`Open the run’s dashboard (${run.runId})`}
          data-id-text
        >
          {run.runId.length > 10 ? `${run.runId.slice(0, 8)}…` : run.runId}
        </Link>
      );
    return undefined;
  };
  return (
    <section className="xp-runs" aria-label="Runs" data-testid="xp-runs">
      <div className="xp-selection">
        <span className="muted" role="status" data-testid="xp-selection-status">
          {MODE_WORDS[selection.mode]}
          {selection.full && ' (50 at most)'}
        </span>
        {selection.selected.length > 0 && (
          <button type="button" className="btn btn--small btn--ghost" onClick={selection.clear}>
            Clear the picks
          </button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="muted">No run matches these filters.</p>
      ) : (
        <DataTable
          rows={rows}
          label="Runs of this competition"
          interactive
          searchHint="version, model, problem set…"
          renderCell={renderCell}
        />
      )}
    </section>
  );
}
