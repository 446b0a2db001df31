/** The IGP24 label copy: every label of a partition (`igp24_labels`) and its sync state (`igp24_label_sync`). */
import type { Db } from './db';

export interface LabelSyncRow {
  generated_at: string | null;
  fetched_at: string;
  published: number;
  published_at: string | null;
  label_count: number;
}

/** One stored label: its `t`, its name and its record as JSON (the caller's format). */
export interface StoredLabelRow {
  t: number;
  label: string;
  record: string;
}

export class Igp24LabelsRepo {
  constructor(private readonly db: Db) {}

  /** The stored records of a partition, ordered by t. */
  records(partition: string): string[] {
    return this.db
      .prepare<[string], { record: string }>('SELECT record FROM igp24_labels WHERE partition = ? ORDER BY t')
      .all(partition)
      .map((r) => r.record);
  }

  syncRow(partition: string): LabelSyncRow | undefined {
    return this.db
      .prepare<[string], LabelSyncRow>(
        'SELECT generated_at, fetched_at, published, published_at, label_count FROM igp24_label_sync WHERE partition = ?',
      )
      .get(partition);
  }

  /** Replaces a partition's labels and marks the copy published, in one transaction. */
  replace(
    partition: string,
    rows: readonly StoredLabelRow[],
    generatedAt: string | null,
    fetchedAt: string,
    publishedAt: string | null,
  ): void {
    const del = this.db.prepare('DELETE FROM igp24_labels WHERE partition = ?');
    const ins = this.db.prepare('INSERT INTO igp24_labels (partition, t, label, record) VALUES (?, ?, ?, ?)');
    const meta = this.db.prepare(
      `INSERT INTO igp24_label_sync (partition, generated_at, fetched_at, published, published_at, label_count)
       VALUES (?, ?, ?, 1, ?, ?)
       ON CONFLICT (partition) DO UPDATE SET generated_at = excluded.generated_at, fetched_at = excluded.fetched_at,
         published = 1, published_at = excluded.published_at, label_count = excluded.label_count`,
    );
    this.db.transaction(() => {
      del.run(partition);
      for (const r of rows) ins.run(partition, r.t, r.label, r.record);
      meta.run(partition, generatedAt, fetchedAt, publishedAt, rows.length);
    })();
  }

  /** Keeps the last published copy; records that the server now says "not published". */
  markUnpublished(partition: string, fetchedAt: string): void {
    this.db
      .prepare(
        `INSERT INTO igp24_label_sync (partition, generated_at, fetched_at, published, published_at, label_count)
         VALUES (?, NULL, ?, 0, NULL, 0)
         ON CONFLICT (partition) DO UPDATE SET fetched_at = excluded.fetched_at, published = 0, published_at = NULL`,
      )
      .run(partition, fetchedAt);
  }

  /** Drops the label copies of every partition of a connection (each of its keys). */
  removeConnection(connectionId: string): void {
    const partitions = `${connectionId}:%`;
    this.db.prepare('DELETE FROM igp24_labels WHERE partition LIKE ?').run(partitions);
    this.db.prepare('DELETE FROM igp24_label_sync WHERE partition LIKE ?').run(partitions);
  }
}
