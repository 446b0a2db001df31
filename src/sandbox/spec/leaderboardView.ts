import type { RankedPlacement } from '../db/igp24';
import type { RankedEntry } from '../db/leaderboard';
import type { Membership } from '../db/teams';

/**
 * Leaderboard, standing, placement and search rows. The spec does not show these fields; every
 * name here is a sandbox guess (docs/sandbox.md, "Guesses").
 */
export function leaderboardRow(kind: string, e: RankedEntry) {
  if (kind === 'igp24-polynomial') {
    return {
      rank: e.rank,
      teamId: e.teamId,
      teamName: e.teamName,
      pairsFound: e.pairsFound ?? 0,
      score: e.score,
      bestLabel: e.bestLabel,
      lastSubmissionAt: e.lastSubmissionAt,
    };
  }
  return {
    rank: e.rank,
    teamId: e.teamId,
    teamName: e.teamName,
    score: e.score,
    entries: e.entries,
    lastSubmissionAt: e.lastSubmissionAt,
  };
}

/** Standing of a team without a leaderboard entry (or of an account without a team). */
export function emptyStanding(kind: string, team: Membership | null) {
  const base = { rank: null, teamId: team?.teamId ?? null, teamName: team?.teamName ?? null };
  if (kind === 'igp24-polynomial') {
    return { ...base, pairsFound: 0, score: null, bestLabel: null, lastSubmissionAt: null };
  }
  return { ...base, score: null, entries: 0, lastSubmissionAt: null };
}

export function placementRow(p: RankedPlacement) {
  return { label: `24T${p.t}`, t: p.t, r: p.r, discAbs: p.discAbs, placedAt: p.placedAt, rank: p.rank };
}

export function searchRow(p: RankedPlacement) {
  return {
    label: `24T${p.t}`,
    t: p.t,
    r: p.r,
    teamId: p.teamId,
    teamName: p.teamName,
    discAbs: p.discAbs,
    placedAt: p.placedAt,
    rank: p.rank,
  };
}
