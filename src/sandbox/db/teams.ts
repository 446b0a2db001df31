import type { Db } from './open';

export interface TeamRow {
  id: string;
  teamNumber: number;
  name: string;
}

export type TeamRole = 'owner' | 'member';

export interface Membership {
  teamId: string;
  teamName: string;
  role: TeamRole;
  active: boolean;
}

export function insertTeam(db: Db, team: TeamRow): void {
  db.prepare('INSERT INTO teams (id, team_number, name) VALUES (?, ?, ?)').run(
    team.id,
    team.teamNumber,
    team.name,
  );
}

export function getTeam(db: Db, id: string): TeamRow | null {
  const row = db.prepare('SELECT id, team_number, name FROM teams WHERE id = ?').get(id) as
    | { id: string; team_number: number; name: string }
    | undefined;
  return row ? { id: row.id, teamNumber: row.team_number, name: row.name } : null;
}

export function insertMember(db: Db, teamId: string, accountId: string, role: TeamRole): void {
  db.prepare('INSERT INTO team_members (team_id, account_id, role, active) VALUES (?, ?, ?, 1)').run(
    teamId,
    accountId,
    role,
  );
}

/** The account's team (an account belongs to at most one team in the sandbox). */
export function getMembership(db: Db, accountId: string): Membership | null {
  const row = db
    .prepare(
      `SELECT m.team_id, t.name, m.role, m.active FROM team_members m
       JOIN teams t ON t.id = m.team_id WHERE m.account_id = ?`,
    )
    .get(accountId) as { team_id: string; name: string; role: TeamRole; active: number } | undefined;
  if (!row) return null;
  return { teamId: row.team_id, teamName: row.name, role: row.role, active: row.active === 1 };
}

/** Fault mode: another team name (`POST /__sandbox/names`); false for an unknown team. */
export function renameTeam(db: Db, id: string, name: string): boolean {
  return db.prepare('UPDATE teams SET name = ? WHERE id = ?').run(name, id).changes > 0;
}
