/**
 * Playground sweeps (docs/sweeps.md): the sweep, its variants and its rounds. The sweep driver
 * (src/core/sweeps/) writes; the handlers read. A round row is inserted in the transaction that
 * queues its run in the outbox, and its primary key refuses a second insert: a round is queued
 * once, whichever process gets there first.
 */
import type { Db } from './db';

export interface SweepRow {
  id: string;
  partition: string;
  competitionId: string;
  name: string;
  /** The stored definition (src/core/sweeps/stored.ts), as JSON. */
  definition: string;
  status: 'preparing' | 'racing' | 'paused' | 'ended';
  pause: { code: string; message: string } | null;
  /** The winner's position, kept when the sweep ended with one (the list reads no result row). */
  winner: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface VariantRow {
  position: number;
  label: string;
  sha256: string;
  text: string;
  /** The library version it came from, as JSON, or null. */
  origin: string | null;
  createEntry: number | null;
  cheatsheetId: string | null;
}

export interface RoundRow {
  round: number;
  variants: number[];
  start: number;
  end: number;
  credits: number;
  entryId: number | null;
  runId: string | null;
}

interface SweepRecord {
  id: string;
  partition: string;
  competition_id: string;
  name: string;
  definition: string;
  status: SweepRow['status'];
  pause: string | null;
  winner: number | null;
  created_at: string;
  updated_at: string;
}

const now = () => new Date().toISOString();

function toSweep(r: SweepRecord): SweepRow {
  return {
    id: r.id,
    partition: r.partition,
    competitionId: r.competition_id,
    name: r.name,
    definition: r.definition,
    status: r.status,
    pause: r.pause ? (JSON.parse(r.pause) as SweepRow['pause']) : null,
    winner: r.winner,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export class SweepsRepo {
  constructor(private readonly db: Db) {}

  insert(
    sweep: Omit<SweepRow, 'createdAt' | 'updatedAt' | 'pause' | 'winner'>,
    variants: readonly VariantRow[],
  ): void {
    const at = now();
    this.db
      .prepare(
        `INSERT INTO sweeps (id, partition, competition_id, name, definition, status, pause, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
      )
      .run(
        sweep.id,
        sweep.partition,
        sweep.competitionId,
        sweep.name,
        sweep.definition,
        sweep.status,
        at,
        at,
      );
    const put = this.db.prepare(
      `INSERT INTO sweep_variants (sweep_id, position, label, sha256, text, origin, create_entry, cheatsheet_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const v of variants)
      put.run(sweep.id, v.position, v.label, v.sha256, v.text, v.origin, v.createEntry, v.cheatsheetId);
  }

  get(id: string): SweepRow | null {
    const r = this.db.prepare('SELECT * FROM sweeps WHERE id = ?').get(id) as SweepRecord | undefined;
    return r ? toSweep(r) : null;
  }

  /** A competition's sweeps in one partition, newest first. */
  list(partition: string, competitionId: string): SweepRow[] {
    return (
      this.db
        .prepare(
          'SELECT * FROM sweeps WHERE partition = ? AND competition_id = ? ORDER BY created_at DESC, id',
        )
        .all(partition, competitionId) as SweepRecord[]
    ).map(toSweep);
  }

  /** The sweeps of a partition still to drive (preparing or racing). */
  active(partition: string): SweepRow[] {
    return (
      this.db
        .prepare(
          `SELECT * FROM sweeps WHERE partition = ? AND status IN ('preparing', 'racing') ORDER BY created_at`,
        )
        .all(partition) as SweepRecord[]
    ).map(toSweep);
  }

  /** Ended, with its winner's position or none. */
  end(id: string, winner: number | null): void {
    this.db
      .prepare(`UPDATE sweeps SET status = 'ended', pause = NULL, winner = ?, updated_at = ? WHERE id = ?`)
      .run(winner, now(), id);
  }

  /** The credits of its rounds so far, each as priced when it was queued. */
  spentCredits(id: string): { rounds: number; credits: number } {
    const r = this.db
      .prepare(
        'SELECT COUNT(*) AS rounds, COALESCE(SUM(credits), 0) AS credits FROM sweep_rounds WHERE sweep_id = ?',
      )
      .get(id) as { rounds: number; credits: number };
    return { rounds: r.rounds, credits: Math.round(r.credits * 100) / 100 };
  }

  setStatus(id: string, status: SweepRow['status'], pause: SweepRow['pause'] = null): void {
    this.db
      .prepare('UPDATE sweeps SET status = ?, pause = ?, updated_at = ? WHERE id = ?')
      .run(status, pause ? JSON.stringify(pause) : null, now(), id);
  }

  variants(id: string): VariantRow[] {
    return this.db
      .prepare(
        `SELECT position, label, sha256, text, origin, create_entry AS createEntry, cheatsheet_id AS cheatsheetId
             FROM sweep_variants WHERE sweep_id = ? ORDER BY position`,
      )
      .all(id) as VariantRow[];
  }

  /** Records the outbox entry that creates a variant's cheatsheet; false when one already is. */
  setCreateEntry(id: string, position: number, entryId: number): boolean {
    return (
      this.db
        .prepare(
          'UPDATE sweep_variants SET create_entry = ? WHERE sweep_id = ? AND position = ? AND create_entry IS NULL',
        )
        .run(entryId, id, position).changes === 1
    );
  }

  /** Forgets a variant's create entry that is gone from the outbox, so that it is queued anew. */
  clearCreateEntry(id: string, position: number, entryId: number): void {
    this.db
      .prepare(
        'UPDATE sweep_variants SET create_entry = NULL WHERE sweep_id = ? AND position = ? AND create_entry = ? AND cheatsheet_id IS NULL',
      )
      .run(id, position, entryId);
  }

  /** Forgets a round whose run never started and whose entry is gone, so that it is planned anew. */
  dropUnstartedRound(id: string, round: number, entryId: number): void {
    this.db
      .prepare(
        'DELETE FROM sweep_rounds WHERE sweep_id = ? AND round = ? AND entry_id = ? AND run_id IS NULL',
      )
      .run(id, round, entryId);
  }

  setCheatsheet(id: string, position: number, cheatsheetId: string): void {
    this.db
      .prepare('UPDATE sweep_variants SET cheatsheet_id = ? WHERE sweep_id = ? AND position = ?')
      .run(cheatsheetId, id, position);
  }

  rounds(id: string): RoundRow[] {
    return (
      this.db
        .prepare(
          `SELECT round, variants, start, end, credits, entry_id AS entryId, run_id AS runId
             FROM sweep_rounds WHERE sweep_id = ? ORDER BY round`,
        )
        .all(id) as Array<Omit<RoundRow, 'variants'> & { variants: string }>
    ).map((r) => ({ ...r, variants: JSON.parse(r.variants) as number[] }));
  }

  /** Inserts round `round.round`; false when that round is already there (queued by another). */
  insertRound(id: string, round: RoundRow): boolean {
    return (
      this.db
        .prepare(
          `INSERT OR IGNORE INTO sweep_rounds (sweep_id, round, variants, start, end, credits, entry_id, run_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          round.round,
          JSON.stringify(round.variants),
          round.start,
          round.end,
          round.credits,
          round.entryId,
          round.runId,
        ).changes === 1
    );
  }

  setRunId(id: string, round: number, runId: string): void {
    this.db
      .prepare('UPDATE sweep_rounds SET run_id = ? WHERE sweep_id = ? AND round = ?')
      .run(runId, id, round);
  }

  /** Everything kept for a connection, under any of its keys' partitions (`<id>:<hash>`). */
  removeConnection(connectionId: string): void {
    const ids = `SELECT id FROM sweeps WHERE partition LIKE ?`;
    const like = `${connectionId}:%`;
    this.db.prepare(`DELETE FROM sweep_variants WHERE sweep_id IN (${ids})`).run(like);
    this.db.prepare(`DELETE FROM sweep_rounds WHERE sweep_id IN (${ids})`).run(like);
    this.db.prepare('DELETE FROM sweeps WHERE partition LIKE ?').run(like);
  }
}
