import { Link } from 'react-router';
import type { CompetitionSummary } from '../../../../shared/api';
import { CachedView } from '../../components/CachedView';
import { CapabilityChips, KindName, WindowBadge } from '../../components/competitionBits';
import { Empty } from '../../components/Empty';
import { Freshness } from '../../components/Freshness';
import { useCached } from '../../stores/useCached';
import '../../styles/competitions.css';

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
            <div className="table-frame">
              <table className="plain-table competitions-table">
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Submission kind</th>
                    <th scope="col">Submissions</th>
                    <th scope="col">Capabilities</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((c) => (
                    <CompetitionRow key={c.id} c={c} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </CachedView>
    </div>
  );
}

/**
 * One competition. Its badge comes from the submission window, which only the detail carries (the
 * list shows no window, spec 4.1): each row reads its detail, cache-first, and speaks from the
 * status alone until then or when the detail cannot be read.
 */
function CompetitionRow({ c }: { c: CompetitionSummary }) {
  const detail = useCached('competitions.get', { competitionId: c.id });
  const window = detail.data?.submissionSpec.window ?? null;
  return (
    <tr data-testid="competition-row" data-competition-id={c.id}>
      <th scope="row">
        <Link to={`/competitions/${encodeURIComponent(c.id)}`}>{c.title}</Link>
      </th>
      <td>
        <KindName kind={c.submissionKind} />
      </td>
      <td>
        {detail.loading ? (
          <span className="muted">…</span>
        ) : (
          <WindowBadge status={detail.data?.status ?? c.status} window={window} />
        )}
      </td>
      <td>
        <CapabilityChips capabilities={c.capabilities} competitionId={c.id} />
      </td>
    </tr>
  );
}
