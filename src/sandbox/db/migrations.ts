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
  // 2: private libraries, Contributor Network stand-in items, formal submissions.
  `
  CREATE TABLE library_items (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL CHECK (type IN ('cheatsheet', 'solver-template')),
    account_id TEXT NOT NULL REFERENCES accounts(id),
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    track TEXT,
    source_cn_item_id TEXT,
    published_cn_item_id TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX library_items_owner ON library_items (account_id, type, seq);

  CREATE TABLE lean_problems (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    lhs_name TEXT NOT NULL,
    lhs_text TEXT NOT NULL,
    rhs_name TEXT NOT NULL,
    rhs_text TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX lean_problems_owner ON lean_problems (account_id, seq);

  CREATE TABLE cn_items (
    id TEXT PRIMARY KEY,
    competition_id TEXT NOT NULL REFERENCES competitions(id),
    kind TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('active', 'withdrawn')),
    author_account_id TEXT NOT NULL REFERENCES accounts(id),
    title TEXT NOT NULL
  );

  CREATE TABLE submissions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    competition_id TEXT NOT NULL REFERENCES competitions(id),
    owner_key TEXT NOT NULL,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    kind TEXT NOT NULL,
    position INTEGER NOT NULL,
    slot INTEGER,
    track TEXT,
    payload_json TEXT NOT NULL,
    meta_json TEXT,
    result_json TEXT,
    current INTEGER NOT NULL DEFAULT 1,
    idempotency_key TEXT,
    request_hash TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX submissions_owner ON submissions (competition_id, owner_key, current, position, seq);
  CREATE UNIQUE INDEX submissions_idempotency
    ON submissions (account_id, competition_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
  `,
  // 3: IGP24 credits (label progress, daily cap) and daily POST counters.
  `
  CREATE TABLE igp24_credits (
    owner_key TEXT NOT NULL,
    t INTEGER NOT NULL,
    r INTEGER NOT NULL,
    disc_abs TEXT NOT NULL,
    credited_at TEXT NOT NULL,
    PRIMARY KEY (owner_key, t, r)
  );
  CREATE INDEX igp24_credits_pair ON igp24_credits (t, r);

  CREATE TABLE igp24_daily (
    owner_key TEXT NOT NULL,
    day TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (owner_key, day)
  );
  `,
  // 4: Playground runs, their result rows and per-account credits.
  `
  CREATE TABLE playground_runs (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    account_id TEXT NOT NULL,
    competition_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    status TEXT NOT NULL,
    params_json TEXT NOT NULL,
    plan_json TEXT NOT NULL,
    hf_token_hash TEXT,
    total INTEGER NOT NULL,
    completed INTEGER NOT NULL DEFAULT 0,
    cost_credits REAL NOT NULL,
    created_at TEXT NOT NULL,
    started_at TEXT,
    finished_at TEXT,
    summary_json TEXT,
    extra_json TEXT
  );
  CREATE INDEX playground_runs_owner ON playground_runs (account_id, competition_id, created_at, id);

  CREATE TABLE playground_results (
    run_id TEXT NOT NULL,
    ord INTEGER NOT NULL,
    result_id TEXT NOT NULL,
    row_json TEXT NOT NULL,
    PRIMARY KEY (run_id, ord, result_id)
  );

  CREATE TABLE playground_credits (
    account_id TEXT PRIMARY KEY,
    spent REAL NOT NULL
  );
  `,
  // 5: the Contributor Network: full items, avatars, favorites, comments, benchmark results.
  `
  ALTER TABLE accounts ADD COLUMN avatar_url TEXT;
  ALTER TABLE cn_items ADD COLUMN public_code TEXT;
  ALTER TABLE cn_items ADD COLUMN remark TEXT;
  ALTER TABLE cn_items ADD COLUMN track TEXT;
  ALTER TABLE cn_items ADD COLUMN model_id TEXT;
  ALTER TABLE cn_items ADD COLUMN body TEXT;
  ALTER TABLE cn_items ADD COLUMN model_name TEXT;
  ALTER TABLE cn_items ADD COLUMN commit_hash TEXT;
  ALTER TABLE cn_items ADD COLUMN parent_id TEXT;
  ALTER TABLE cn_items ADD COLUMN published_at TEXT;
  ALTER TABLE cn_items ADD COLUMN source_library_id TEXT;
  ALTER TABLE cn_items ADD COLUMN package_json TEXT;
  ALTER TABLE cn_items ADD COLUMN package_bytes BLOB;
  CREATE UNIQUE INDEX cn_items_public_code ON cn_items (public_code) WHERE public_code IS NOT NULL;
  CREATE INDEX cn_items_parent ON cn_items (parent_id);

  CREATE TABLE cn_favorites (
    item_id TEXT NOT NULL REFERENCES cn_items(id),
    account_id TEXT NOT NULL REFERENCES accounts(id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (item_id, account_id)
  );

  CREATE TABLE cn_comments (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    item_id TEXT NOT NULL REFERENCES cn_items(id),
    account_id TEXT NOT NULL REFERENCES accounts(id),
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    deleted_at TEXT
  );
  CREATE INDEX cn_comments_item ON cn_comments (item_id, seq);

  CREATE TABLE cn_benchmark_results (
    id TEXT PRIMARY KEY,
    activity_id TEXT NOT NULL,
    item_id TEXT NOT NULL REFERENCES cn_items(id),
    problem_set TEXT NOT NULL,
    per_model_json TEXT NOT NULL,
    completed_at TEXT NOT NULL
  );
  `,
];
