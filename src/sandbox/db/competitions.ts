import type { Db } from './open';

export type CompetitionStatus = 'active' | 'closed';
export type TeamRoleRequirement = 'owner' | 'activeMember';

export interface CompetitionLimits {
  maxBytes?: number;
  maxEntries?: number;
  maxPolynomials?: number;
  maxRequestBytes?: number;
}

export interface CompetitionCatalog {
  tracks: { id: string; title: string }[];
  models: { id: string; name: string }[];
}

export interface CompetitionRow {
  id: string;
  title: string;
  description: string | null;
  status: CompetitionStatus;
  /** `draft` competitions answer 404 everywhere (spec 2.2). */
  visibility: 'public' | 'draft';
  kind: string;
  capabilities: { playground: boolean; contributorNetwork: boolean; leaderboard: boolean };
  teamDetailsEnabled: boolean;
  teamRole: TeamRoleRequirement;
  /** Window bounds in days relative to the sandbox start (so windows stay valid across restarts). */
  opensOffsetDays: number | null;
  closesOffsetDays: number | null;
  limits: CompetitionLimits;
  catalog: CompetitionCatalog | null;
}

interface RawCompetition {
  id: string;
  title: string;
  description: string | null;
  status: CompetitionStatus;
  visibility: 'public' | 'draft';
  kind: string;
  cap_playground: number;
  cap_contributor_network: number;
  cap_leaderboard: number;
  team_details_enabled: number;
  team_role: TeamRoleRequirement;
  opens_offset_days: number | null;
  closes_offset_days: number | null;
  limits_json: string;
  catalog_json: string | null;
}

function fromRaw(row: RawCompetition): CompetitionRow {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    visibility: row.visibility,
    kind: row.kind,
    capabilities: {
      playground: row.cap_playground === 1,
      contributorNetwork: row.cap_contributor_network === 1,
      leaderboard: row.cap_leaderboard === 1,
    },
    teamDetailsEnabled: row.team_details_enabled === 1,
    teamRole: row.team_role,
    opensOffsetDays: row.opens_offset_days,
    closesOffsetDays: row.closes_offset_days,
    limits: JSON.parse(row.limits_json) as CompetitionLimits,
    catalog: row.catalog_json ? (JSON.parse(row.catalog_json) as CompetitionCatalog) : null,
  };
}

export function insertCompetition(db: Db, c: CompetitionRow): void {
  db.prepare(
    `INSERT INTO competitions (id, title, description, status, visibility, kind, cap_playground,
       cap_contributor_network, cap_leaderboard, team_details_enabled, team_role, opens_offset_days,
       closes_offset_days, limits_json, catalog_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    c.id,
    c.title,
    c.description,
    c.status,
    c.visibility,
    c.kind,
    c.capabilities.playground ? 1 : 0,
    c.capabilities.contributorNetwork ? 1 : 0,
    c.capabilities.leaderboard ? 1 : 0,
    c.teamDetailsEnabled ? 1 : 0,
    c.teamRole,
    c.opensOffsetDays,
    c.closesOffsetDays,
    JSON.stringify(c.limits),
    c.catalog ? JSON.stringify(c.catalog) : null,
  );
}

/** A public competition by ID, or null (missing and draft competitions look the same). */
export function getPublicCompetition(db: Db, id: string): CompetitionRow | null {
  const row = db.prepare("SELECT * FROM competitions WHERE id = ? AND visibility = 'public'").get(id) as
    | RawCompetition
    | undefined;
  return row ? fromRaw(row) : null;
}

/** Public competitions ordered by ID, after `afterId` (keyset), at most `limit` rows. */
export function listPublicCompetitions(db: Db, afterId: string | null, limit: number): CompetitionRow[] {
  const rows = db
    .prepare(
      `SELECT * FROM competitions WHERE visibility = 'public' AND (? IS NULL OR id > ?)
       ORDER BY id LIMIT ?`,
    )
    .all(afterId, afterId, limit) as RawCompetition[];
  return rows.map(fromRaw);
}

/** Fault mode: another title (`POST /__sandbox/names`); false for an unknown competition. */
export function retitleCompetition(db: Db, id: string, title: string): boolean {
  return db.prepare('UPDATE competitions SET title = ? WHERE id = ?').run(title, id).changes > 0;
}
