import { Link } from 'react-router';
import type { CompetitionSummary } from '../../../../shared/api';
import { CachedView } from '../../components/CachedView';
import { CapabilityChips, KindName, WindowBadge } from '../../components/competitionBits';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { Empty } from '../../components/Empty';
import { Freshness } from '../../components/Freshness';
import { useCached } from '../../stores/useCached';
import '../../styles/competitions.css';

const COLUMNS: readonly DataColumn[] = [
  { key: 'title', title: 'Title', rowHeader: true, content: true },
  { key: 'submissionKind', title: 'Submission kind', content: true },
  { key: 'window', title: 'Submissions', content: true },
  { key: 'capabilities', title: 'Capabilities', content: true },
];

export function CompetitionsPage() {
  const list = useCached('competitions.list', {});
  return (
    <div className="page">
      <div className="page__header">
        <h1>Competitions</h1>
        {list.data && <span className="muted">{list.data.length} visible</span>}
        <Freshness state={list} />
      </div>
      <CachedView
        state={list}
        loadingLabel="Loading competitions…"
        errorContext="Could not load competitions"
      >
        {(items) =>
          items.length === 0 ? (
            <Empty title="No competitions are visible with this connection">
              <p>
                The platform lists only public competitions. If you expected some, check the key's scopes (it
                needs <code>competition.read</code>) in <Link to="/settings/connections">Settings</Link>.
              </p>
            </Empty>
          ) : (
            <DataTable
              rows={items}
              columns={COLUMNS}
              label="Competitions"
              className="competitions-table"
              rowKey={(c) => c.id}
              rowData={(c) => ({ 'data-testid': 'competition-row', 'data-competition-id': c.id })}
              renderCell={(field, c) => {
                if (field === 'title')
                  return <Link to={`/competitions/${encodeURIComponent(c.id)}`}>{c.title}</Link>;
                if (field === 'submissionKind') return <KindName kind={c.submissionKind} />;
                if (field === 'window') return <SubmissionWindow c={c} />;
                if (field === 'capabilities')
                  return <CapabilityChips capabilities={c.capabilities} competitionId={c.id} />;
                return undefined;
              }}
            />
          )
        }
      </CachedView>
    </div>
  );
}

/**
 * A competition's submission window. Its badge comes from the window, which only the detail
 * carries (the list shows no window, spec 4.1): each row reads its detail, cache-first, and speaks
 * from the status alone until then or when the detail cannot be read.
 */
function SubmissionWindow({ c }: { c: CompetitionSummary }) {
  const detail = useCached('competitions.get', { competitionId: c.id });
  if (detail.loading) return <span className="muted">…</span>;
  return (
    <WindowBadge
      status={detail.data?.status ?? c.status}
      window={detail.data?.submissionSpec.window ?? null}
    />
  );
}
