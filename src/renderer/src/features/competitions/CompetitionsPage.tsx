import { Link } from 'react-router';
import { CachedView } from '../../components/CachedView';
import { CapabilityChips, KindCode, StatusBadge } from '../../components/competitionBits';
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
                    <th scope="col" className="col-id">
                      ID
                    </th>
                    <th scope="col">Submission kind</th>
                    <th scope="col">Status</th>
                    <th scope="col">Capabilities</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((c) => (
                    <tr key={c.id} data-testid="competition-row">
                      <th scope="row">
                        <Link to={`/competitions/${encodeURIComponent(c.id)}`}>{c.title}</Link>
                      </th>
                      <td className="col-id">
                        <code>{c.id}</code>
                      </td>
                      <td>
                        <KindCode kind={c.submissionKind} />
                      </td>
                      <td>
                        <StatusBadge status={c.status} />
                      </td>
                      <td>
                        <CapabilityChips capabilities={c.capabilities} competitionId={c.id} />
                      </td>
                    </tr>
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
