/**
 * The Lean kernel challenge's own run list (spec 4.5): by exact problem ID and history category.
 * Categories are derived (spec 3); an unconfirmed status is said in words, and the versions the
 * run was checked with are shown so two runs of one solution can be told apart.
 */
import { type ReactNode, useState } from 'react';
import type { LeanKernelRun } from '../../../../shared/api/playground';
import { CachedView } from '../../components/CachedView';
import { CursorPager, useCursorStack } from '../../components/CursorPager';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { Freshness } from '../../components/Freshness';
import { useCached } from '../../stores/useCached';
import { RunStatusBadge } from './RunProgress';
import {
  countLabel,
  LEAN_FILTER_WORDS,
  LEAN_FILTERS,
  type LeanFilter,
  leanCategoryWords,
  STATUS_UNCERTAIN_TEXT,
} from './words';

export function LeanRunList() {
  const [filter, setFilter] = useState<LeanFilter>('all');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pager = useCursorStack();
  const page = useCached('playground.leanRuns', { problem, filter, cursor: pager.cursor });
  // Spec: the problem ID is exact and case-sensitive; blank or padded is refused, so say it here.
  const padded = typed !== typed.trim();
  const apply = () => {
    pager.reset();
    setProblem(typed.trim() === '' ? null : typed);
  };
  return (
    <section aria-label="Lean kernel runs" data-testid="pg-lean-runs">
      <div className="pg-filters" role="tablist" aria-label="History category">
        {LEAN_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={filter === f}
            className={filter === f ? 'btn btn--small is-active' : 'btn btn--small btn--ghost'}
            title={LEAN_FILTER_WORDS[f].hint}
            onClick={() => {
              pager.reset();
              setFilter(f);
            }}
          >
            {LEAN_FILTER_WORDS[f].title}
          </button>
        ))}
        <form
          className="pg-inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!padded) apply();
          }}
        >
          <label>
            Problem ID{' '}
            <input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="exact ID, any case kept"
            />
          </label>
          <button type="submit" className="btn btn--small" disabled={padded}>
            Show
          </button>
          {padded && (
            <span className="pg-field-error">Remove the spaces at the start or end: IDs match exactly.</span>
          )}
        </form>
        <Freshness state={page} />
      </div>
      <p className="muted">{LEAN_FILTER_WORDS[filter].hint}</p>
      <CachedView state={page} loadingLabel="Loading runs…" errorContext="Could not load Lean kernel runs">
        {({ items }) =>
          items.length === 0 ? (
            <p className="muted">No runs in this category{problem ? ` for ${problem}` : ''}.</p>
          ) : (
            <DataTable
              rows={items}
              columns={LEAN_COLUMNS}
              label="Lean kernel runs"
              rowKey={(r) => r.runId}
              rowData={(r) => ({ 'data-testid': 'pg-lean-row', 'data-run': r.runId })}
              renderCell={(field, r) => leanCell(field, r)}
            />
          )
        }
      </CachedView>
      <CursorPager label="Run pages" pager={pager} page={page.data} />
    </section>
  );
}

/** The Lean kernel runs' columns; each cell is drawn by leanCell. */
const LEAN_COLUMNS: readonly DataColumn[] = [
  { key: 'solution', title: 'Solution', content: true, className: 'pg-lean-solution' },
  { key: 'problemId', title: 'Problem', content: true },
  { key: 'status', title: 'Status', content: true },
  { key: 'historyCategory', title: 'Category', content: true },
  { key: 'conclusion', title: 'Conclusion', content: true },
  { key: 'progress', title: 'Progress', content: true },
  { key: 'createdAt', title: 'Created' },
];

function leanCell(field: string, r: LeanKernelRun): ReactNode | undefined {
  switch (field) {
    case 'solution': {
      const versions = [
        r.pipelineVersion && `pipeline ${r.pipelineVersion}`,
        r.ruleVersion && `rules ${r.ruleVersion}`,
        r.templateVersion && `template ${r.templateVersion}`,
        r.toolchainVersion && `toolchain ${r.toolchainVersion}`,
      ].filter(Boolean);
      // A run is named by what it ran (its solution, the problem beside it); its ID is the small print.
      return (
        <>
          {r.solutionName ?? r.solutionId ?? 'Solution not named'}
          {typeof r.solutionRevision === 'number' && (
            <span className="muted"> rev. {r.solutionRevision}</span>
          )}
          <code className="pg-run-id" title="Run ID (select to copy)">
            {r.runId}
          </code>
          {/* Small print with the ID: which pipeline, rules, template and toolchain judged it. */}
          {versions.length > 0 && <div className="muted pg-versions">{versions.join(' · ')}</div>}
        </>
      );
    }
    case 'problemId':
      // The platform names a Lean problem only by its ID (spec 4.5): shown on purpose.
      return (
        <code className="pg-nowrap" data-id-text title="Problem ID, as the platform stores it">
          {r.problemId ?? '—'}
        </code>
      );
    case 'status':
      return (
        <>
          <RunStatusBadge status={r.status} uncertain={r.statusUncertain === true} />
          {r.statusUncertain && <div className="pg-field-hint">{STATUS_UNCERTAIN_TEXT}</div>}
        </>
      );
    case 'historyCategory':
      return (
        <span data-testid="pg-lean-category">
          {r.historyCategory ? leanCategoryWords(r.historyCategory) : '—'}
        </span>
      );
    case 'conclusion':
      return (
        <>
          {r.finalConclusion ? countLabel(r.finalConclusion, {}) : '—'}
          {(r.reasonMessage || r.reasonCode) && (
            <div className="muted" title={r.reasonCode ?? undefined}>
              {r.reasonMessage ?? countLabel(r.reasonCode!, {})}
            </div>
          )}
        </>
      );
    case 'progress':
      return (
        <>
          {r.progressText ?? (r.phase ? countLabel(r.phase, {}) : '')}
          {typeof r.attempt === 'number' && (
            <span className="muted">
              {' '}
              attempt {r.attempt}/{r.maxAttempts ?? '?'}
            </span>
          )}
        </>
      );
    default:
      return undefined;
  }
}
