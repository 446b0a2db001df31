/**
 * Playground runs as last seen, their result rows (immutable: kept forever, keyed by resultId)
 * and each run's running aggregates, per connection partition (connection + key, as the cache). The follower writes; handlers read.
 */
import type { Run } from '../../shared/api';
import type { FollowStopped } from '../../shared/contracts/playground';
import type { Db } from './db';

export interface RunKey {
  partition: string;
  competitionId: string;
  runId: string;
}

export interface StoredRun {
  run: Run;
  kind: string | null;
  nextCursor: string | null;
  pollCursor: string | null;
  track: string | null;
  endedNotified: boolean;
  /** Why the follower let go of the run before its end, or null. */
  followStopped: FollowStopped | null;
}

interface RunRow {
  record: string;
  kind: string | null;
  next_cursor: string | null;
  poll_cursor: string | null;
  track: string | null;
  ended_notified: number;
  follow_stopped: string | null;
  competition_id: string;
  run_id: string;
}

export interface CompetitionRun {
  runId: string;
  kind: string | null;
  run: Run;
  state: unknown;
  firstCompletedAt: string | null;
  lastCompletedAt: string | null;
}

const keyArgs = (k: RunKey) => [k.partition, k.competitionId, k.runId] as const;
const WHERE = 'partition = ? AND competition_id = ? AND run_id = ?';

export class PlaygroundRepo {
  constructor(private readonly db: Db) {}

  getRun(k: RunKey): StoredRun | null {
    const row = this.db
      .prepare<[string, string, string], RunRow>(`SELECT * FROM pg_runs WHERE ${WHERE}`)
      .get(...keyArgs(k));
    return row ? toStored(row) : null;
  }

  /** Stores what the server said about a run; the cursors and the notified flag are kept. */
  putRun(k: RunKey, run: Run, kind: string | null): void {
    this.db
      .prepare(
        `INSERT INTO pg_runs (partition, competition_id, run_id, kind, status, record, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (partition, competition_id, run_id) DO UPDATE SET
           kind = COALESCE(excluded.kind, pg_runs.kind), status = excluded.status,
           record = excluded.record, updated_at = excluded.updated_at`,
      )
      .run(...keyArgs(k), kind, run.status, JSON.stringify(run), new Date().toISOString());
  }

  setCursors(k: RunKey, nextCursor: string | null, pollCursor: string | null, track: string | null): void {
    this.db
      .prepare(
        `UPDATE pg_runs SET next_cursor = ?, poll_cursor = ?, track = COALESCE(?, track) WHERE ${WHERE}`,
      )
      .run(nextCursor, pollCursor, track, ...keyArgs(k));
  }

  /** Marks the run's end as announced; false when it already was (so it is announced once). */
  markEndNotified(k: RunKey): boolean {
    const res = this.db
      .prepare(`UPDATE pg_runs SET ended_notified = 1 WHERE ${WHERE} AND ended_notified = 0`)
      .run(...keyArgs(k));
    return res.changes === 1;
  }

  /**
   * Why the follower let go of the run before its end (null: it follows it again, or the run
   * ended). Kept with the run, so every process and the dashboard can say it.
   */
  setFollowStopped(k: RunKey, stopped: FollowStopped | null): void {
    this.db
      .prepare(`UPDATE pg_runs SET follow_stopped = ? WHERE ${WHERE}`)
      .run(stopped === null ? null : JSON.stringify(stopped), ...keyArgs(k));
  }

  /** Every stored row has been read from the server (both cursors came back null). */
  markComplete(k: RunKey): void {
    this.db.prepare(`UPDATE pg_runs SET results_complete = 1 WHERE ${WHERE}`).run(...keyArgs(k));
  }

  isComplete(k: RunKey): boolean {
    const row = this.db
      .prepare<[string, string, string], { c: number }>(
        `SELECT results_complete AS c FROM pg_runs WHERE ${WHERE}`,
      )
      .get(...keyArgs(k));
    return row?.c === 1;
  }

  /** Runs of a connection not yet known to have ended: the follower resumes them at start. */
  activeRuns(partition: string): Array<RunKey & { kind: string | null }> {
    return this.db
      .prepare<[string], { competition_id: string; run_id: string; kind: string | null }>(
        `SELECT competition_id, run_id, kind FROM pg_runs
         WHERE partition = ? AND (status IN ('pending', 'running') OR results_complete = 0)`,
      )
      .all(partition)
      .map((r) => ({ partition, competitionId: r.competition_id, runId: r.run_id, kind: r.kind }));
  }

  /** Inserts rows not stored yet; returns the new ones (rows are immutable: a repeat is ignored). */
  addResults<R extends { resultId: string }>(k: RunKey, rows: readonly R[], order: (row: R) => number): R[] {
    const insert = this.db.prepare(
      `INSERT OR IGNORE INTO pg_results (partition, competition_id, run_id, result_id, ord, row)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const fresh: R[] = [];
    for (const row of rows) {
      if (insert.run(...keyArgs(k), row.resultId, order(row), JSON.stringify(row)).changes === 1)
        fresh.push(row);
    }
    return fresh;
  }

  countResults(k: RunKey): number {
    return (
      this.db
        .prepare<[string, string, string], { n: number }>(
          `SELECT COUNT(*) AS n FROM pg_results WHERE ${WHERE}`,
        )
        .get(...keyArgs(k))?.n ?? 0
    );
  }

  results(k: RunKey, offset = 0, limit = -1): unknown[] {
    return this.db
      .prepare<[string, string, string, number, number], { row: string }>(
        `SELECT row FROM pg_results WHERE ${WHERE} ORDER BY ord, result_id LIMIT ? OFFSET ?`,
      )
      .all(...keyArgs(k), limit, offset)
      .map((r) => JSON.parse(r.row));
  }

  getAggregates<S>(k: RunKey): S | null {
    const row = this.db
      .prepare<[string, string, string], { state: string }>(`SELECT state FROM pg_aggregates WHERE ${WHERE}`)
      .get(...keyArgs(k));
    return row ? (JSON.parse(row.state) as S) : null;
  }

  putAggregates(k: RunKey, state: unknown): void {
    this.db
      .prepare(
        `INSERT INTO pg_aggregates (partition, competition_id, run_id, state) VALUES (?, ?, ?, ?)
         ON CONFLICT (partition, competition_id, run_id) DO UPDATE SET state = excluded.state`,
      )
      .run(...keyArgs(k), JSON.stringify(state));
  }

  /**
   * Every stored run of a competition with its aggregates and the span of its rows' completedAt
   * (one read for the experiments table, however many runs).
   */
  runsOf(partition: string, competitionId: string): Array<CompetitionRun> {
    const rows = this.db
      .prepare<
        [string, string],
        { run_id: string; kind: string | null; record: string; state: string | null }
      >(
        `SELECT r.run_id, r.kind, r.record, a.state FROM pg_runs r
         LEFT JOIN pg_aggregates a USING (partition, competition_id, run_id)
         WHERE r.partition = ? AND r.competition_id = ?`,
      )
      .all(partition, competitionId);
    const spans = new Map(
      this.db
        .prepare<[string, string], { run_id: string; first: string | null; last: string | null }>(
          `SELECT run_id, MIN(json_extract(row, '$.completedAt')) AS first,
             MAX(json_extract(row, '$.completedAt')) AS last
           FROM pg_results WHERE partition = ? AND competition_id = ? GROUP BY run_id`,
        )
        .all(partition, competitionId)
        .map((r) => [r.run_id, r] as const),
    );
    return rows.map((r) => ({
      runId: r.run_id,
      kind: r.kind,
      run: JSON.parse(r.record) as Run,
      state: r.state === null ? null : (JSON.parse(r.state) as unknown),
      firstCompletedAt: spans.get(r.run_id)?.first ?? null,
      lastCompletedAt: spans.get(r.run_id)?.last ?? null,
    }));
  }

  /** Everything kept for a connection, under any of its keys' partitions (`<id>:<hash>`). */
  removeConnection(connectionId: string): void {
    for (const t of ['pg_runs', 'pg_results', 'pg_aggregates']) {
      this.db.prepare(`DELETE FROM ${t} WHERE partition LIKE ?`).run(`${connectionId}:%`);
    }
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }
}

function toStored(row: RunRow): StoredRun {
  return {
    run: JSON.parse(row.record) as Run,
    kind: row.kind,
    nextCursor: row.next_cursor,
    pollCursor: row.poll_cursor,
    track: row.track,
    endedNotified: row.ended_notified === 1,
    followStopped: row.follow_stopped === null ? null : (JSON.parse(row.follow_stopped) as FollowStopped),
  };
}
