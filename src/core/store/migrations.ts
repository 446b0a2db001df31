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
  // 2: the offline outbox (every write, until the server has it) and local drafts.
  `
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    connection_id TEXT NOT NULL,
    request TEXT NOT NULL,
    summary TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'failed', 'done')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    error TEXT,
    result TEXT,
    conflict TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX outbox_queue ON outbox (connection_id, status, id);
  CREATE TABLE drafts (
    key TEXT PRIMARY KEY,
    text TEXT NOT NULL,
    meta TEXT NOT NULL,
    saved_at TEXT NOT NULL
  );
  `,
  // 3: IGP24 label progress, all 25,000 labels per connection, for the explorer's local queries.
  `
  CREATE TABLE igp24_labels (
    partition TEXT NOT NULL,
    t INTEGER NOT NULL,
    label TEXT NOT NULL,
    record TEXT NOT NULL,
    PRIMARY KEY (partition, t)
  ) WITHOUT ROWID;
  CREATE TABLE igp24_label_sync (
    partition TEXT PRIMARY KEY,
    generated_at TEXT,
    fetched_at TEXT NOT NULL,
    published INTEGER NOT NULL,
    published_at TEXT,
    label_count INTEGER NOT NULL
  );
  `,
  // 4: Playground runs, their result rows (immutable, kept forever) and running aggregates.
  `
  CREATE TABLE pg_runs (
    partition TEXT NOT NULL,
    competition_id TEXT NOT NULL,
    run_id TEXT NOT NULL,
    kind TEXT,
    status TEXT NOT NULL,
    record TEXT NOT NULL,
    next_cursor TEXT,
    poll_cursor TEXT,
    track TEXT,
    ended_notified INTEGER NOT NULL DEFAULT 0,
    results_complete INTEGER NOT NULL DEFAULT 0,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (partition, competition_id, run_id)
  ) WITHOUT ROWID;
  CREATE TABLE pg_results (
    partition TEXT NOT NULL,
    competition_id TEXT NOT NULL,
    run_id TEXT NOT NULL,
    result_id TEXT NOT NULL,
    ord INTEGER NOT NULL,
    row TEXT NOT NULL,
    PRIMARY KEY (partition, competition_id, run_id, result_id)
  ) WITHOUT ROWID;
  CREATE INDEX pg_results_order ON pg_results (partition, competition_id, run_id, ord, result_id);
  CREATE TABLE pg_aggregates (
    partition TEXT NOT NULL,
    competition_id TEXT NOT NULL,
    run_id TEXT NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (partition, competition_id, run_id)
  ) WITHOUT ROWID;
  `,
  // 5: Contributor Network items as last seen (summary and, once opened, the full item) and a
  // full-text index over the fields the server searches. The index is a trigram FTS5 table so a
  // query matches substrings case-insensitively, as the server's search does (spec 4.4); its rows
  // share the item's rowid and are written in the same transaction as the item.
  `
  CREATE TABLE cn_items (
    rowid INTEGER PRIMARY KEY,
    partition TEXT NOT NULL,
    id TEXT NOT NULL,
    competition_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    public_code TEXT,
    published_at TEXT NOT NULL,
    summary TEXT NOT NULL,
    full TEXT,
    seen_at TEXT NOT NULL,
    UNIQUE (partition, id)
  );
  CREATE INDEX cn_items_code ON cn_items (partition, public_code);
  CREATE INDEX cn_items_published ON cn_items (partition, published_at DESC, id DESC);
  CREATE VIRTUAL TABLE cn_fts USING fts5 (author, title, remark, body, tokenize = 'trigram');
  `,
  // 6: a claim on the outbox entry being sent, so that two workbenches on one data folder (the app
  // and the command line) never send the same write twice. A claim ends when the send is settled,
  // when its owner process is gone, or when its lease runs out.
  `
  ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
  ALTER TABLE outbox ADD COLUMN claim_until TEXT;
  `,
  // 7: versions (issue 20). Each distinct text is stored once, keyed by its SHA-256; a version row
  // ties it to an item of a connection partition (saving the same text again only moves
  // last_saved_at). Sightings record when the server was seen holding an item at one updatedAt
  // (for matching runs started elsewhere); pins tie a run's configurations to the texts it ran.
  `
  CREATE TABLE text_blobs (
    sha256 TEXT PRIMARY KEY,
    text TEXT NOT NULL,
    bytes INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE text_versions (
    partition TEXT NOT NULL,
    kind TEXT NOT NULL,
    item_id TEXT NOT NULL,
    sha256 TEXT NOT NULL REFERENCES text_blobs (sha256),
    title TEXT,
    saved_at TEXT NOT NULL,
    last_saved_at TEXT NOT NULL,
    source TEXT NOT NULL,
    server_updated_at TEXT,
    PRIMARY KEY (partition, kind, item_id, sha256)
  ) WITHOUT ROWID;
  CREATE INDEX text_versions_sha ON text_versions (partition, sha256);
  CREATE TABLE server_sightings (
    partition TEXT NOT NULL,
    kind TEXT NOT NULL,
    item_id TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    first_seen_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    PRIMARY KEY (partition, kind, item_id, updated_at)
  ) WITHOUT ROWID;
  CREATE TABLE run_pins (
    partition TEXT NOT NULL,
    competition_id TEXT NOT NULL,
    run_id TEXT NOT NULL,
    slot INTEGER NOT NULL,
    kind TEXT NOT NULL,
    item_id TEXT,
    sha256 TEXT,
    title TEXT,
    how TEXT NOT NULL,
    PRIMARY KEY (partition, competition_id, run_id, slot)
  ) WITHOUT ROWID;
  CREATE INDEX run_pins_sha ON run_pins (partition, sha256);
  `,
  // 8: exactly once whatever the platform does (issue 35). `in_flight_until`: until when the
  // entry's last request may still reach the platform (a repeat never looks for its effect before);
  // `probe`: what the op noted before its first send (the run IDs already there); `candidates`:
  // an entry that may already be on the platform, with the records it could be; `note`: what a
  // check after a lost answer found, in words; `slim`: a delivered entry whose text was let go.
  `
  ALTER TABLE outbox ADD COLUMN slim INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE outbox ADD COLUMN in_flight_until TEXT;
  ALTER TABLE outbox ADD COLUMN probe TEXT;
  ALTER TABLE outbox ADD COLUMN candidates TEXT;
  ALTER TABLE outbox ADD COLUMN note TEXT;
  `,
  // 9: a version is what the server holds or what it accepted (issue 35, item 3). A save is kept
  // as a draft (`on_server` 0, never listed) until the server has its text. Earlier rows no
  // sighting confirms (refused, discarded or unsent saves) become drafts; saved and last saved
  // become the server's updatedAt of the text (first and newest), no longer the time of a read;
  // pins of runs started here to a text their cheatsheet never had on the server are dropped and
  // worked out again from the run's outbox entry.
  `
  ALTER TABLE text_versions ADD COLUMN on_server INTEGER NOT NULL DEFAULT 1;
  UPDATE text_versions SET on_server = 0
   WHERE item_id <> '' AND NOT EXISTS (
     SELECT 1 FROM server_sightings s WHERE s.partition = text_versions.partition
       AND s.kind = text_versions.kind AND s.item_id = text_versions.item_id AND s.sha256 = text_versions.sha256);
  UPDATE text_versions SET
    saved_at = (SELECT MIN(strftime('%Y-%m-%dT%H:%M:%fZ', s.updated_at)) FROM server_sightings s
      WHERE s.partition = text_versions.partition AND s.kind = text_versions.kind
        AND s.item_id = text_versions.item_id AND s.sha256 = text_versions.sha256),
    last_saved_at = (SELECT MAX(strftime('%Y-%m-%dT%H:%M:%fZ', s.updated_at)) FROM server_sightings s
      WHERE s.partition = text_versions.partition AND s.kind = text_versions.kind
        AND s.item_id = text_versions.item_id AND s.sha256 = text_versions.sha256)
   WHERE on_server = 1 AND EXISTS (
     SELECT 1 FROM server_sightings s WHERE s.partition = text_versions.partition
       AND s.kind = text_versions.kind AND s.item_id = text_versions.item_id AND s.sha256 = text_versions.sha256
       AND strftime('%Y-%m-%dT%H:%M:%fZ', s.updated_at) IS NOT NULL);
  DELETE FROM run_pins WHERE (partition, competition_id, run_id) IN (
    SELECT p.partition, p.competition_id, p.run_id FROM run_pins p
     WHERE p.how = 'started-here' AND p.kind = 'cheatsheet' AND p.item_id IS NOT NULL AND p.sha256 IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM server_sightings s WHERE s.partition = p.partition AND s.kind = p.kind
         AND s.item_id = p.item_id AND s.sha256 = p.sha256));
  `,
  // 10: why the run follower let go of a run that has not ended (issue 36): a repeated cursor, the
  // run gone, a refused key… as JSON { error, at }; null while followed or once the run has ended.
  // The command line's `runs watch` ends with it, and the run's dashboard says it.
  `
  ALTER TABLE pg_runs ADD COLUMN follow_stopped TEXT;
  `,
  // 11: the first and last completedAt of each run's rows (the experiments table's duration),
  // kept as rows arrive, in the same transaction, instead of reading every stored row's JSON on
  // each view. Filled once here from the rows already stored (text values only, as the view read them).
  `
  CREATE TABLE pg_result_spans (
    partition TEXT NOT NULL,
    competition_id TEXT NOT NULL,
    run_id TEXT NOT NULL,
    first_completed_at TEXT,
    last_completed_at TEXT,
    PRIMARY KEY (partition, competition_id, run_id)
  ) WITHOUT ROWID;
  INSERT INTO pg_result_spans (partition, competition_id, run_id, first_completed_at, last_completed_at)
  SELECT partition, competition_id, run_id, MIN(at), MAX(at) FROM (
    SELECT partition, competition_id, run_id, json_extract(row, '$.completedAt') AS at FROM pg_results
     WHERE json_type(row, '$.completedAt') = 'text')
  GROUP BY partition, competition_id, run_id;
  `,
  // 12: Playground sweeps (issue 42, docs/sweeps.md): a sweep, its variants (each text and the
  // cheatsheet made for it) and its rounds (each one outbox entry, then one run). A round's primary
  // key is what keeps it from being queued twice, by two processes or after a crash.
  `
  CREATE TABLE sweeps (
    id TEXT PRIMARY KEY,
    partition TEXT NOT NULL,
    competition_id TEXT NOT NULL,
    name TEXT NOT NULL,
    definition TEXT NOT NULL,
    status TEXT NOT NULL,
    pause TEXT,
    winner INTEGER,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX sweeps_by_competition ON sweeps (partition, competition_id, created_at);
  CREATE TABLE sweep_variants (
    sweep_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    label TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    text TEXT NOT NULL,
    origin TEXT,
    create_entry INTEGER,
    cheatsheet_id TEXT,
    PRIMARY KEY (sweep_id, position)
  ) WITHOUT ROWID;
  CREATE TABLE sweep_rounds (
    sweep_id TEXT NOT NULL,
    round INTEGER NOT NULL,
    variants TEXT NOT NULL,
    start INTEGER NOT NULL,
    end INTEGER NOT NULL,
    credits REAL NOT NULL,
    entry_id INTEGER,
    run_id TEXT,
    PRIMARY KEY (sweep_id, round)
  ) WITHOUT ROWID;
  `,
];
