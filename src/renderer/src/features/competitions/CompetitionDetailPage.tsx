import { Link, NavLink, Outlet, useParams } from 'react-router';
import { CachedView } from '../../components/CachedView';
import { CopyButton } from '../../components/CopyButton';
import { WindowBadge } from '../../components/competitionBits';
import { Freshness } from '../../components/Freshness';
import type { CompetitionContext } from '../../lib/useCompetition';
import { useParticipationBlock } from '../../lib/useParticipationBlock';
import { useCached } from '../../stores/useCached';
import '../../styles/competitions.css';

export function CompetitionDetailPage() {
  const { competitionId = '' } = useParams();
  const detail = useCached('competitions.get', { competitionId });
  const blocked = useParticipationBlock(competitionId);
  const base = `/competitions/${encodeURIComponent(competitionId)}`;
  const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'is-active' : undefined);

  return (
    <div className="page">
      <div className="detail-header">
        <nav className="breadcrumb" aria-label="Breadcrumb">
          <Link to="/competitions">Competitions</Link> / <code data-id-text>{competitionId}</code>{' '}
          <CopyButton text={competitionId} what="competition ID" />
        </nav>
        <div className="detail-header__line">
          <h1>
            {detail.data?.title ?? (
              // No title yet (loading, or the platform does not show it): the ID is all there is.
              <>
                Competition <code data-id-text>{competitionId}</code>
              </>
            )}
          </h1>
          {detail.data && (
            <WindowBadge status={detail.data.status} window={detail.data.submissionSpec.window} />
          )}
          <span style={{ marginLeft: 'auto' }}>
            <Freshness state={detail} />
          </span>
          {detail.data?.status === 'active' && !blocked && (
            <Link className="btn btn--primary" to={`${base}/submit`} data-testid="competition-submit">
              Submit…
            </Link>
          )}
          {detail.data?.status === 'active' && blocked && (
            <span className="muted" data-testid="competition-submit-blocked" title={blocked}>
              Submitting is not possible now
            </span>
          )}
        </div>
      </div>
      <nav className="tabs" aria-label="Competition sections">
        <NavLink to={base} end className={tabClass}>
          Overview
        </NavLink>
        <NavLink to={`${base}/leaderboard`} className={tabClass}>
          Leaderboard
        </NavLink>
        <NavLink to={`${base}/submit`} className={tabClass}>
          Submit
        </NavLink>
        <NavLink to={`${base}/submissions`} className={tabClass}>
          My submissions
        </NavLink>
        {detail.data?.capabilities?.playground && (
          <NavLink to={`${base}/playground`} className={tabClass}>
            Playground
          </NavLink>
        )}
        {detail.data?.capabilities?.playground && (
          <NavLink to={`${base}/experiments`} className={tabClass} data-testid="tab-experiments">
            Experiments
          </NavLink>
        )}
      </nav>
      <CachedView
        state={detail}
        loadingLabel="Loading competition…"
        errorContext={`Could not load ${competitionId}`}
      >
        {(competition) => <Outlet context={{ competition } satisfies CompetitionContext} />}
      </CachedView>
    </div>
  );
}
