/**
 * Numbered migrations; `user_version` records the last one applied. Append, never edit: a
 * shipped migration has already run on users' machines.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: connections the user added, settings, and the read cache.
  `
  CREATE TABLE connections (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    base_url TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  -- partition = connection id + hash of its key, so a new key never reads another key's data.
  CREATE TABLE cache (
    partition TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    fetched_at TEXT NOT NULL,
    PRIMARY KEY (partition, key)
  ) WITHOUT ROWID;
  `,
];
