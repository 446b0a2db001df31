import type { Db } from './open';

export interface LeaderboardEntryInput {
  competitionId: string;
  teamId: string;
  score: number;
  entries: number;
  pairsFound: number | null;
  bestLabel: string | null;
  lastSubmissionAt: string;
}

export interface RankedEntry {
  rank: number;
  teamId: string;
  teamName: string;
  score: number;
  entries: number;
  pairsFound: number | null;
  bestLabel: string | null;
  lastSubmissionAt: string;
}

export function insertLeaderboardEntry(db: Db, e: LeaderboardEntryInput): void {
  db.prepare(
    `INSERT INTO leaderboard_entries
       (competition_id, team_id, score, entries, pairs_found, best_label, last_submission_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(e.competitionId, e.teamId, e.score, e.entries, e.pairsFound, e.bestLabel, e.lastSubmissionAt);
}

/** Standard competition ranking (1, 2, 2, 4) by score descending; computed on every read. */
const RANKED = `
  WITH ranked AS (
    SELECT RANK() OVER (ORDER BY e.score DESC) AS rank, e.team_id AS teamId, t.name AS teamName,
           e.score, e.entries, e.pairs_found AS pairsFound, e.best_label AS bestLabel,
           e.last_submission_at AS lastSubmissionAt
    FROM leaderboard_entries e JOIN teams t ON t.id = e.team_id
    WHERE e.competition_id = ?
  )`;

/** One page ordered by (rank, teamId), strictly after the keyset position `after`. */
export function pageLeaderboard(
  db: Db,
  competitionId: string,
  after: [number, string] | null,
  limit: number,
): RankedEntry[] {
  return db
    .prepare(
      `${RANKED} SELECT * FROM ranked
       WHERE (? IS NULL OR (rank, teamId) > (?, ?))
       ORDER BY rank, teamId LIMIT ?`,
    )
    .all(competitionId, after ? 1 : null, after?.[0] ?? null, after?.[1] ?? null, limit) as RankedEntry[];
}

export function getLeaderboardEntry(db: Db, competitionId: string, teamId: string): RankedEntry | null {
  const row = db.prepare(`${RANKED} SELECT * FROM ranked WHERE teamId = ?`).get(competitionId, teamId) as
    | RankedEntry
    | undefined;
  return row ?? null;
}
