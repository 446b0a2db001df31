import { Link } from 'react-router';
import type { LeaderboardRow } from '../../../../shared/api';
import { Empty } from '../../components/Empty';
import { useCompetition } from '../../lib/useCompetition';
import { useCached } from '../../stores/useCached';
import { PagedTable } from './PagedTable';
import { PlacementsPanel } from './PlacementsPanel';
import { SearchPanel } from './SearchPanel';
import { StandingCard } from './StandingCard';
import './leaderboard.css';

export function LeaderboardSection() {
  const c = useCompetition();
  if (!c.capabilities.leaderboard) {
    return (
      <Empty title="This competition has no published leaderboard">
        <p>The platform publishes a leaderboard only for some competitions; this one has none right now.</p>
      </Empty>
    );
  }
  return <PublishedLeaderboard competitionId={c.id} igp24={c.submissionSpec.kind === 'igp24-polynomial'} />;
}

function PublishedLeaderboard({ competitionId, igp24 }: { competitionId: string; igp24: boolean }) {
  const standing = useCached('leaderboard.standing', { competitionId });
  const team = standing.data?.teamId;
  const defaultTeamId = typeof team === 'string' || typeof team === 'number' ? String(team) : null;
  return (
    <div className="leaderboard">
      <StandingCard state={standing} />
      {/* Keyed by competition: another competition's board starts at its page 1, never with a cursor of this one. */}
      <PagedTable
        key={competitionId}
        title="Leaderboard"
        headingId="leaderboard-h"
        method="leaderboard.page"
        input={{ competitionId }}
        exportInput={{ table: 'leaderboard', competitionId }}
        emptyText="Nobody is on the leaderboard yet."
        renderCell={igp24 ? teamLink : undefined}
        highlight={
          defaultTeamId
            ? (row) => row.teamId !== undefined && String(row.teamId) === defaultTeamId
            : undefined
        }
      />
      {igp24 && (
        <>
          <PlacementsPanel competitionId={competitionId} defaultTeamId={defaultTeamId} />
          <SearchPanel competitionId={competitionId} />
        </>
      )}
    </div>
  );
}

/** IGP24: a team's name leads to its public placements (the panel below reads `?team=`). */
function teamLink(field: string, row: LeaderboardRow) {
  const id = row.teamId;
  if (field !== 'teamName' || (typeof id !== 'string' && typeof id !== 'number')) return undefined;
  const name = typeof row.teamName === 'string' && row.teamName ? row.teamName : String(id);
  return (
    <Link to={`?team=${encodeURIComponent(String(id))}`} title={`Show the placements of ${name}`}>
      {name}
    </Link>
  );
}
