/**
 * Numbered schema migrations. Each entry runs once, in order, tracked by `PRAGMA user_version`.
 * Append new entries; never edit an applied one.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: accounts, keys, teams, competitions, leaderboards, IGP24 placements.
  `
  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    handle TEXT NOT NULL UNIQUE,
    display_name TEXT NOT NULL,
    email_verified INTEGER NOT NULL
  );

  CREATE TABLE api_keys (
    key_hash TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    scopes TEXT NOT NULL,
    revoked_at TEXT,
    expires_at TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE teams (
    id TEXT PRIMARY KEY,
    team_number INTEGER NOT NULL UNIQUE,
    name TEXT NOT NULL
  );

  CREATE TABLE team_members (
    team_id TEXT NOT NULL REFERENCES teams(id),
    account_id TEXT NOT NULL UNIQUE REFERENCES accounts(id),
    role TEXT NOT NULL CHECK (role IN ('owner', 'member')),
    active INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (team_id, account_id)
  );

  CREATE TABLE competitions (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT,
    status TEXT NOT NULL CHECK (status IN ('active', 'closed')),
    visibility TEXT NOT NULL CHECK (visibility IN ('public', 'draft')),
    kind TEXT NOT NULL,
    cap_playground INTEGER NOT NULL,
    cap_contributor_network INTEGER NOT NULL,
    cap_leaderboard INTEGER NOT NULL,
    team_details_enabled INTEGER NOT NULL,
    team_role TEXT NOT NULL CHECK (team_role IN ('owner', 'activeMember')),
    opens_offset_days REAL,
    closes_offset_days REAL,
    limits_json TEXT NOT NULL,
    catalog_json TEXT
  );

  CREATE TABLE enrollments (
    account_id TEXT NOT NULL REFERENCES accounts(id),
    competition_id TEXT NOT NULL REFERENCES competitions(id),
    enrolled_at TEXT NOT NULL,
    PRIMARY KEY (account_id, competition_id)
  );

  CREATE TABLE leaderboard_entries (
    competition_id TEXT NOT NULL REFERENCES competitions(id),
    team_id TEXT NOT NULL REFERENCES teams(id),
    score REAL NOT NULL,
    entries INTEGER NOT NULL,
    pairs_found INTEGER,
    best_label TEXT,
    last_submission_at TEXT NOT NULL,
    PRIMARY KEY (competition_id, team_id)
  );

  CREATE TABLE igp24_placements (
    id TEXT PRIMARY KEY,
    team_id TEXT NOT NULL REFERENCES teams(id),
    t INTEGER NOT NULL,
    r INTEGER NOT NULL,
    disc_abs TEXT NOT NULL,
    placed_at TEXT NOT NULL,
    UNIQUE (team_id, t, r)
  );
  CREATE INDEX igp24_placements_pair ON igp24_placements (t, r);
  `,
];
