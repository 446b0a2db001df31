import type { Db } from './open';

export interface PlacementInput {
  id: string;
  teamId: string;
  t: number;
  r: number;
  discAbs: string;
  placedAt: string;
}

/** A placement with its rank among all teams holding the same (t, r) pair. */
export interface RankedPlacement {
  id: string;
  teamId: string;
  teamName: string;
  t: number;
  r: number;
  discAbs: string;
  placedAt: string;
  rank: number;
}

export function insertPlacement(db: Db, p: PlacementInput): void {
  db.prepare(
    'INSERT INTO igp24_placements (id, team_id, t, r, disc_abs, placed_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(p.id, p.teamId, p.t, p.r, p.discAbs, p.placedAt);
}

/**
 * Rank within a pair: smaller absolute discriminant first (decimal strings compared by length,
 * then text), earlier placement breaks ties.
 */
const RANKED = `
  WITH ranked AS (
    SELECT p.id, p.team_id AS teamId, t.name AS teamName, p.t, p.r, p.disc_abs AS discAbs,
           p.placed_at AS placedAt,
           RANK() OVER (PARTITION BY p.t, p.r ORDER BY length(p.disc_abs), p.disc_abs, p.placed_at) AS rank
    FROM igp24_placements p JOIN teams t ON t.id = p.team_id
  )`;

/** One team's placements ordered by (t, r). */
export function pageTeamPlacements(
  db: Db,
  teamId: string,
  after: [number, number] | null,
  limit: number,
): RankedPlacement[] {
  return db
    .prepare(
      `${RANKED} SELECT * FROM ranked
       WHERE teamId = ? AND (? IS NULL OR (t, r) > (?, ?))
       ORDER BY t, r LIMIT ?`,
    )
    .all(teamId, after ? 1 : null, after?.[0] ?? null, after?.[1] ?? null, limit) as RankedPlacement[];
}

/** Placements matching `t` and/or `r`, ordered by (t, r, rank, teamId). */
export function searchPlacements(
  db: Db,
  filter: { t: number | null; r: number | null },
  after: [number, number, number, string] | null,
  limit: number,
): RankedPlacement[] {
  return db
    .prepare(
      `${RANKED} SELECT * FROM ranked
       WHERE (? IS NULL OR t = ?) AND (? IS NULL OR r = ?)
         AND (? IS NULL OR (t, r, rank, teamId) > (?, ?, ?, ?))
       ORDER BY t, r, rank, teamId LIMIT ?`,
    )
    .all(
      filter.t,
      filter.t,
      filter.r,
      filter.r,
      after ? 1 : null,
      after?.[0] ?? null,
      after?.[1] ?? null,
      after?.[2] ?? null,
      after?.[3] ?? null,
      limit,
    ) as RankedPlacement[];
}

export function allPlacements(db: Db): PlacementInput[] {
  return db
    .prepare(
      'SELECT id, team_id AS teamId, t, r, disc_abs AS discAbs, placed_at AS placedAt FROM igp24_placements',
    )
    .all() as PlacementInput[];
}
