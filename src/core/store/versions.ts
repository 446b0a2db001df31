/**
 * Versions of cheatsheets and solver templates (issue 20), per connection partition. A text is
 * stored once in text_blobs whatever the number of items, saves or partitions that hold it; a
 * version row says which item had it, since when and from where. A version is a text the server
 * held (seen on a read) or accepted (a finished save); a save not (yet) on the server is a draft
 * row (`on_server` 0) that no version read lists. Sightings are what the server was seen holding
 * at one updatedAt (for pins and matching runs started elsewhere); pins are the texts a run ran.
 */
import type {
  RunPin,
  TextVersion,
  VersionKind,
  VersionSource,
  VersionText,
} from '../../shared/contracts/experiments';
import { sha256Hex } from '../sha256';
import type { Db } from './db';

export interface SaveVersion {
  kind: VersionKind;
  /** null: a run's solver code that belongs to no known item. */
  itemId: string | null;
  text: string;
  title: string | null;
  source: VersionSource;
  /** The server's updatedAt of this text, when it came from (or reached) the server. */
  serverUpdatedAt?: string | null;
  at?: string;
  /**
   * A text the server does not hold (yet): a queued save, a restored text. Kept (with its source)
   * but listed nowhere until the server is seen holding it, which makes it a version.
   */
  draft?: boolean;
}

export interface Sighting {
  itemId: string;
  updatedAt: string;
  sha256: string;
  firstSeenAt: string;
  lastSeenAt: string;
}

interface VersionRow {
  kind: VersionKind;
  item_id: string;
  sha256: string;
  title: string | null;
  saved_at: string;
  last_saved_at: string;
  source: VersionSource;
  bytes: number;
  runs: number;
}

interface PinRow {
  run_id: string;
  slot: number;
  kind: VersionKind;
  item_id: string | null;
  sha256: string | null;
  title: string | null;
  how: RunPin['how'];
}

/** The version row's item column: '' stands for "no item" (a key column cannot be null). */
const NO_ITEM = '';

/**
 * A version's columns. Its runs are counted through the pins' hash index: without statistics the
 * planner would read every pin of the partition for each version instead.
 */
const VERSION_COLUMNS = `v.kind, v.item_id, v.sha256, v.title, v.saved_at, v.last_saved_at, v.source, b.bytes,
  (SELECT COUNT(*) FROM run_pins p INDEXED BY run_pins_sha
    WHERE p.partition = v.partition AND p.sha256 = v.sha256 AND p.kind = v.kind) AS runs`;

export class VersionsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Keeps a text of an item; returns its hash. The first source stays.
   * - A version (the server holds the text): saved and last saved are when the server saved it,
   *   its updatedAt (else `at`), the first and the newest. Seeing the same copy again (the same
   *   updatedAt) changes nothing; the server saving the text again (a new updatedAt) moves last
   *   saved and the title. A draft of that text becomes this version.
   * - A draft: a new row, or a later time and title on an earlier draft; a version is untouched.
   */
  save(partition: string, v: SaveVersion): { sha256: string; created: boolean } {
    const sha256 = sha256Hex(v.text);
    const at = v.at ?? new Date().toISOString();
    const item = v.itemId ?? NO_ITEM;
    return this.db.transaction(() => {
      this.db
        .prepare('INSERT OR IGNORE INTO text_blobs (sha256, text, bytes) VALUES (?, ?, ?)')
        .run(sha256, v.text, Buffer.byteLength(v.text, 'utf8'));
      const before = this.db
        .prepare<[string, string, string, string], { on_server: number }>(
          'SELECT on_server FROM text_versions WHERE partition = ? AND kind = ? AND item_id = ? AND sha256 = ?',
        )
        .get(partition, v.kind, item, sha256);
      if (v.draft) {
        this.db
          .prepare(
            `INSERT INTO text_versions
               (partition, kind, item_id, sha256, title, saved_at, last_saved_at, source, server_updated_at, on_server)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, 0)
             ON CONFLICT (partition, kind, item_id, sha256) DO UPDATE SET
               last_saved_at = MAX(last_saved_at, excluded.last_saved_at),
               title = COALESCE(excluded.title, title)
             WHERE on_server = 0`,
          )
          .run(partition, v.kind, item, sha256, v.title, at, at, v.source);
        return { sha256, created: before === undefined };
      }
      const savedAt = isoTime(v.serverUpdatedAt) ?? at;
      this.db
        .prepare(
          `INSERT INTO text_versions
             (partition, kind, item_id, sha256, title, saved_at, last_saved_at, source, server_updated_at, on_server)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
           ON CONFLICT (partition, kind, item_id, sha256) DO UPDATE SET
             saved_at = CASE WHEN on_server = 1 THEN MIN(saved_at, excluded.saved_at) ELSE excluded.saved_at END,
             last_saved_at = CASE WHEN on_server = 1 THEN MAX(last_saved_at, excluded.last_saved_at)
               ELSE excluded.last_saved_at END,
             title = CASE WHEN on_server = 0 OR excluded.last_saved_at >= last_saved_at
               THEN COALESCE(excluded.title, title) ELSE title END,
             server_updated_at = CASE WHEN on_server = 0 OR excluded.last_saved_at >= last_saved_at
               THEN COALESCE(excluded.server_updated_at, server_updated_at) ELSE server_updated_at END,
             on_server = 1`,
        )
        .run(partition, v.kind, item, sha256, v.title, savedAt, savedAt, v.source, v.serverUpdatedAt ?? null);
      return { sha256, created: before?.on_server !== 1 };
    })();
  }

  /** An item's versions (texts the server held or accepted), newest first; drafts are not listed. */
  history(partition: string, kind: VersionKind, itemId: string): TextVersion[] {
    return this.db
      .prepare<[string, string, string], VersionRow>(
        `SELECT ${VERSION_COLUMNS} FROM text_versions v JOIN text_blobs b USING (sha256)
         WHERE v.partition = ? AND v.kind = ? AND v.item_id = ? AND v.on_server = 1
         ORDER BY v.last_saved_at DESC, v.saved_at DESC, v.sha256`,
      )
      .all(partition, kind, itemId)
      .map(toVersion);
  }

  /** The item's title as last kept: its newest version's, else its newest draft's (a queued create). */
  title(partition: string, kind: VersionKind, itemId: string): string | null {
    return (
      this.db
        .prepare<[string, string, string], { title: string | null }>(
          `SELECT title FROM text_versions WHERE partition = ? AND kind = ? AND item_id = ? AND title IS NOT NULL
           ORDER BY on_server DESC, last_saved_at DESC LIMIT 1`,
        )
        .get(partition, kind, itemId)?.title ?? null
    );
  }

  /** One version with its text: the given item's row, else any row of that text (newest first). */
  version(partition: string, kind: VersionKind, sha256: string, itemId?: string): VersionText | null {
    const row = this.db
      .prepare<[string, string, string, string | null], VersionRow & { text: string }>(
        `SELECT ${VERSION_COLUMNS}, b.text FROM text_versions v JOIN text_blobs b USING (sha256)
         WHERE v.partition = ? AND v.kind = ? AND v.sha256 = ? AND v.on_server = 1
         ORDER BY (v.item_id = ?) DESC, v.last_saved_at DESC LIMIT 1`,
      )
      .get(partition, kind, sha256, itemId ?? null);
    return row ? { version: toVersion(row), text: row.text } : null;
  }

  /** Versions of these hashes (one row per hash: the newest), for titles and links. */
  versionsOf(partition: string, sha256s: readonly string[]): TextVersion[] {
    if (sha256s.length === 0) return [];
    const out: TextVersion[] = [];
    // By the hash index (the planner would walk the partition's every version for each hash).
    const stmt = this.db.prepare<[string, string], VersionRow>(
      `SELECT ${VERSION_COLUMNS} FROM text_versions v INDEXED BY text_versions_sha JOIN text_blobs b USING (sha256)
       WHERE v.partition = ? AND v.sha256 = ? AND v.on_server = 1 ORDER BY (v.item_id <> '') DESC, v.last_saved_at DESC LIMIT 1`,
    );
    for (const sha of new Set(sha256s)) {
      const row = stmt.get(partition, sha);
      if (row) out.push(toVersion(row));
    }
    return out;
  }

  /** Items holding this text (any partition row), e.g. to tie a run's solver code to its template. */
  itemsWith(
    partition: string,
    kind: VersionKind,
    sha256: string,
  ): Array<{ itemId: string; title: string | null }> {
    return this.db
      .prepare<[string, string, string], { item_id: string; title: string | null }>(
        `SELECT item_id, title FROM text_versions
         WHERE partition = ? AND kind = ? AND sha256 = ? AND item_id <> '' AND on_server = 1
         ORDER BY last_saved_at DESC`,
      )
      .all(partition, kind, sha256)
      .map((r) => ({ itemId: r.item_id, title: r.title }));
  }

  /** The server was seen holding this text at this updatedAt (now). */
  sight(
    partition: string,
    kind: VersionKind,
    itemId: string,
    updatedAt: string,
    sha256: string,
    at: string,
  ): void {
    this.db
      .prepare(
        `INSERT INTO server_sightings (partition, kind, item_id, updated_at, sha256, first_seen_at, last_seen_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (partition, kind, item_id, updated_at) DO UPDATE SET
           first_seen_at = MIN(first_seen_at, excluded.first_seen_at),
           last_seen_at = MAX(last_seen_at, excluded.last_seen_at)`,
      )
      .run(partition, kind, itemId, updatedAt, sha256, at, at);
  }

  /** A list showed the item still at this updatedAt: a sighting of that text, if its text is known. */
  sightAgain(partition: string, kind: VersionKind, itemId: string, updatedAt: string, at: string): void {
    this.db
      .prepare(
        `UPDATE server_sightings SET last_seen_at = MAX(last_seen_at, ?)
         WHERE partition = ? AND kind = ? AND item_id = ? AND updated_at = ?`,
      )
      .run(at, partition, kind, itemId, updatedAt);
  }

  sightings(partition: string, kind: VersionKind, itemId: string): Sighting[] {
    return this.db
      .prepare<
        [string, string, string],
        { item_id: string; updated_at: string; sha256: string; first_seen_at: string; last_seen_at: string }
      >(
        `SELECT item_id, updated_at, sha256, first_seen_at, last_seen_at FROM server_sightings
         WHERE partition = ? AND kind = ? AND item_id = ? ORDER BY last_seen_at DESC`,
      )
      .all(partition, kind, itemId)
      .map((r) => ({
        itemId: r.item_id,
        updatedAt: r.updated_at,
        sha256: r.sha256,
        firstSeenAt: r.first_seen_at,
        lastSeenAt: r.last_seen_at,
      }));
  }

  /** The item's newest version: the text the server saved last, as far as this computer knows. */
  newest(
    partition: string,
    kind: VersionKind,
    itemId: string,
  ): { sha256: string; title: string | null } | null {
    return (
      this.db
        .prepare<[string, string, string], { sha256: string; title: string | null }>(
          `SELECT sha256, title FROM text_versions WHERE partition = ? AND kind = ? AND item_id = ? AND on_server = 1
           ORDER BY last_saved_at DESC LIMIT 1`,
        )
        .get(partition, kind, itemId) ?? null
    );
  }

  /**
   * What the server held of an item at `at` as far as this computer knew then: the sighting with
   * the latest server updatedAt among those first seen at or before `at` (a read, an accepted
   * save, the copy a conflict met). Null when none was.
   */
  serverTextAt(
    partition: string,
    kind: VersionKind,
    itemId: string,
    at: string,
  ): { sha256: string; title: string | null } | null {
    const rows = this.db
      .prepare<
        [string, string, string, string],
        { sha256: string; updated_at: string; last_seen_at: string; title: string | null }
      >(
        `SELECT s.sha256, s.updated_at, s.last_seen_at, v.title FROM server_sightings s
           LEFT JOIN text_versions v ON v.partition = s.partition AND v.kind = s.kind
             AND v.item_id = s.item_id AND v.sha256 = s.sha256
         WHERE s.partition = ? AND s.kind = ? AND s.item_id = ? AND s.first_seen_at <= ?`,
      )
      .all(partition, kind, itemId, at);
    // Ordered by time, not by the server's spelling of it.
    const when = (s: string) => Date.parse(s) || 0;
    rows.sort(
      (a, b) => when(b.updated_at) - when(a.updated_at) || (a.last_seen_at < b.last_seen_at ? 1 : -1),
    );
    const top = rows[0];
    return top ? { sha256: top.sha256, title: top.title } : null;
  }

  /** A local item got its server ID: its versions, sightings and pins move to it. */
  renameItem(partition: string, kind: VersionKind, from: string, to: string): void {
    this.db.transaction(() => {
      for (const table of ['text_versions', 'server_sightings']) {
        this.db
          .prepare(
            `UPDATE OR IGNORE ${table} SET item_id = ? WHERE partition = ? AND kind = ? AND item_id = ?`,
          )
          .run(to, partition, kind, from);
        this.db
          .prepare(`DELETE FROM ${table} WHERE partition = ? AND kind = ? AND item_id = ?`)
          .run(partition, kind, from);
      }
      this.db
        .prepare('UPDATE run_pins SET item_id = ? WHERE partition = ? AND kind = ? AND item_id = ?')
        .run(to, partition, kind, from);
    })();
  }

  putPins(partition: string, competitionId: string, runId: string, pins: readonly RunPin[]): void {
    const insert = this.db.prepare(
      `INSERT OR REPLACE INTO run_pins (partition, competition_id, run_id, slot, kind, item_id, sha256, title, how)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.db.transaction(() => {
      for (const p of pins) {
        insert.run(
          partition,
          competitionId,
          runId,
          p.position ?? -1,
          p.kind,
          p.itemId,
          p.sha256,
          p.title,
          p.how,
        );
      }
    })();
  }

  /** Every stored pin of a competition's runs, by run ID. */
  pinsOf(partition: string, competitionId: string): Map<string, RunPin[]> {
    const out = new Map<string, RunPin[]>();
    const rows = this.db
      .prepare<[string, string], PinRow>(
        `SELECT run_id, slot, kind, item_id, sha256, title, how FROM run_pins
         WHERE partition = ? AND competition_id = ? ORDER BY run_id, slot`,
      )
      .all(partition, competitionId);
    for (const r of rows) {
      const list = out.get(r.run_id) ?? [];
      list.push({
        position: r.slot < 0 ? null : r.slot,
        kind: r.kind,
        itemId: r.item_id,
        sha256: r.sha256,
        title: r.title,
        how: r.how,
      });
      out.set(r.run_id, list);
    }
    return out;
  }

  /** Everything kept for a connection; texts no version refers to any more go too. */
  removeConnection(connectionId: string): void {
    this.db.transaction(() => {
      for (const t of ['text_versions', 'server_sightings', 'run_pins']) {
        this.db.prepare(`DELETE FROM ${t} WHERE partition LIKE ?`).run(`${connectionId}:%`);
      }
      this.db.prepare('DELETE FROM text_blobs WHERE sha256 NOT IN (SELECT sha256 FROM text_versions)').run();
    })();
  }

  /** Distinct texts stored and their bytes (tests and diagnostics). */
  blobStats(): { blobs: number; bytes: number } {
    const row = this.db
      .prepare<[], { n: number; bytes: number | null }>(
        'SELECT COUNT(*) AS n, SUM(bytes) AS bytes FROM text_blobs',
      )
      .get();
    return { blobs: row?.n ?? 0, bytes: row?.bytes ?? 0 };
  }
}

/** A server timestamp as this store writes times (ISO, UTC, milliseconds); null when unreadable. */
function isoTime(s: string | null | undefined): string | null {
  const t = s ? Date.parse(s) : Number.NaN;
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

function toVersion(r: VersionRow): TextVersion {
  return {
    sha256: r.sha256,
    kind: r.kind,
    itemId: r.item_id === NO_ITEM ? null : r.item_id,
    title: r.title,
    savedAt: r.saved_at,
    lastSavedAt: r.last_saved_at,
    source: r.source,
    bytes: r.bytes,
    runs: r.runs,
  };
}
