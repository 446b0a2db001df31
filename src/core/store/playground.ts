/**
 * Playground runs as last seen, their result rows (immutable: kept forever, keyed by resultId),
 * each run's running aggregates and the span of its rows' completedAt (both kept as rows arrive,
 * in the rows' transaction), per connection partition (connection + key, as the cache). The
 * follower writes; handlers read. Statements are prepared once: a page of rows runs about six.
 */
import type { Run } from '../../shared/api';
import type { FollowStopped } from '../../shared/contracts/playground';
import type { Db } from './db';
import { Statements } from './statements';

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
  private readonly sql: Statements;

  constructor(private readonly db: Db) {
    this.sql = new Statements(db);
  }

  getRun(k: RunKey): StoredRun | null {
    const row = this.sql
      .get<[string, string, string], RunRow>(`SELECT * FROM pg_runs WHERE ${WHERE}`)
      .get(...keyArgs(k));
    return row ? toStored(row) : null;
  }

  /** Stores what the server said about a run; the cursors and the notified flag are kept. */
  putRun(k: RunKey, run: Run, kind: string | null): void {
    this.sql
      .get(
        `INSERT INTO pg_runs (partition, competition_id, run_id, kind, status, record, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (partition, competition_id, run_id) DO UPDATE SET
           kind = COALESCE(excluded.kind, pg_runs.kind), status = excluded.status,
           record = excluded.record, updated_at = excluded.updated_at`,
      )
      .run(...keyArgs(k), kind, run.status, JSON.stringify(run), new Date().toISOString());
  }

  /**
   * A results page's word on the run (its status, and its progress when the page has one), set in
   * the stored record by SQLite without the record being read or written whole here: a run's
   * record holds its whole request (400 problems, say), and this is done for every page. A run
   * first seen through its results gets a record of its ID, status and progress.
   */
  setRunStatus(k: RunKey, status: string, progress: unknown, kind: string | null): void {
    this.sql
      .get(
        `INSERT INTO pg_runs (partition, competition_id, run_id, kind, status, record, updated_at)
         VALUES (@partition, @competitionId, @runId, @kind, @status,
           CASE WHEN @progress IS NULL THEN json_object('runId', @runId, 'status', @status)
                ELSE json_object('runId', @runId, 'status', @status, 'progress', json(@progress)) END,
           @at)
         ON CONFLICT (partition, competition_id, run_id) DO UPDATE SET
           kind = COALESCE(excluded.kind, pg_runs.kind), status = excluded.status,
           record = CASE WHEN @progress IS NULL THEN json_set(pg_runs.record, '$.status', @status)
                         ELSE json_set(pg_runs.record, '$.status', @status, '$.progress', json(@progress)) END,
           updated_at = excluded.updated_at`,
      )
      .run({
        partition: k.partition,
        competitionId: k.competitionId,
        runId: k.runId,
        kind,
        status,
        progress: progress === undefined ? null : JSON.stringify(progress),
        at: new Date().toISOString(),
      });
  }

  /** The run's status and cursors without its record (read before every page while following). */
  runPlace(k: RunKey): { status: string; nextCursor: string | null; pollCursor: string | null } | null {
    const row = this.sql
      .get<
        [string, string, string],
        { status: string; next_cursor: string | null; poll_cursor: string | null }
      >(`SELECT status, next_cursor, poll_cursor FROM pg_runs WHERE ${WHERE}`)
      .get(...keyArgs(k));
    return row ? { status: row.status, nextCursor: row.next_cursor, pollCursor: row.poll_cursor } : null;
  }

  setCursors(k: RunKey, nextCursor: string | null, pollCursor: string | null, track: string | null): void {
    this.sql
      .get(`UPDATE pg_runs SET next_cursor = ?, poll_cursor = ?, track = COALESCE(?, track) WHERE ${WHERE}`)
      .run(nextCursor, pollCursor, track, ...keyArgs(k));
  }

  /** Marks the run's end as announced; false when it already was (so it is announced once). */
  markEndNotified(k: RunKey): boolean {
    const res = this.sql
      .get(`UPDATE pg_runs SET ended_notified = 1 WHERE ${WHERE} AND ended_notified = 0`)
      .run(...keyArgs(k));
    return res.changes === 1;
  }

  /**
   * Why the follower let go of the run before its end (null: it follows it again, or the run
   * ended). Kept with the run, so every process and the dashboard can say it.
   */
  setFollowStopped(k: RunKey, stopped: FollowStopped | null): void {
    this.sql
      .get(`UPDATE pg_runs SET follow_stopped = ? WHERE ${WHERE}`)
      .run(stopped === null ? null : JSON.stringify(stopped), ...keyArgs(k));
  }

  /** Every stored row has been read from the server (both cursors came back null). */
  markComplete(k: RunKey): void {
    this.sql.get(`UPDATE pg_runs SET results_complete = 1 WHERE ${WHERE}`).run(...keyArgs(k));
  }

  isComplete(k: RunKey): boolean {
    const row = this.sql
      .get<[string, string, string], { c: number }>(
        `SELECT results_complete AS c FROM pg_runs WHERE ${WHERE}`,
      )
      .get(...keyArgs(k));
    return row?.c === 1;
  }

  /** Runs of a connection not yet known to have ended: the follower resumes them at start. */
  activeRuns(partition: string): Array<RunKey & { kind: string | null }> {
    return this.sql
      .get<[string], { competition_id: string; run_id: string; kind: string | null }>(
        `SELECT competition_id, run_id, kind FROM pg_runs
         WHERE partition = ? AND (status IN ('pending', 'running') OR results_complete = 0)`,
      )
      .all(partition)
      .map((r) => ({ partition, competitionId: r.competition_id, runId: r.run_id, kind: r.kind }));
  }

  /**
   * Inserts rows not stored yet and returns the new ones (rows are immutable: a repeat is
   * ignored); the span of the run's completedAt grows with them, in the same transaction.
   */
  addResults<R extends { resultId: string }>(k: RunKey, rows: readonly R[], order: (row: R) => number): R[] {
    if (!this.db.inTransaction) return this.transaction(() => this.addResults(k, rows, order));
    const insert = this.sql.get(
      `INSERT OR IGNORE INTO pg_results (partition, competition_id, run_id, result_id, ord, row)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const fresh: R[] = [];
    let first: string | null = null;
    let last: string | null = null;
    for (const row of rows) {
      if (insert.run(...keyArgs(k), row.resultId, order(row), JSON.stringify(row)).changes !== 1) continue;
      fresh.push(row);
      const at = (row as { completedAt?: unknown }).completedAt;
      if (typeof at !== 'string') continue;
      // Code-unit order, as SQLite's MIN and MAX compare text (BINARY).
      if (first === null || at < first) first = at;
      if (last === null || at > last) last = at;
    }
    if (first !== null) {
      this.sql
        .get(
          `INSERT INTO pg_result_spans (partition, competition_id, run_id, first_completed_at, last_completed_at)
           VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (partition, competition_id, run_id) DO UPDATE SET
             first_completed_at = COALESCE(MIN(first_completed_at, excluded.first_completed_at), excluded.first_completed_at),
             last_completed_at = COALESCE(MAX(last_completed_at, excluded.last_completed_at), excluded.last_completed_at)`,
        )
        .run(...keyArgs(k), first, last);
    }
    return fresh;
  }

  countResults(k: RunKey): number {
    return (
      this.sql
        .get<[string, string, string], { n: number }>(`SELECT COUNT(*) AS n FROM pg_results WHERE ${WHERE}`)
        .get(...keyArgs(k))?.n ?? 0
    );
  }

  results(k: RunKey, offset = 0, limit = -1): unknown[] {
    return this.sql
      .get<[string, string, string, number, number], { row: string }>(
        `SELECT row FROM pg_results WHERE ${WHERE} ORDER BY ord, result_id LIMIT ? OFFSET ?`,
      )
      .all(...keyArgs(k), limit, offset)
      .map((r) => JSON.parse(r.row));
  }

  getAggregates<S>(k: RunKey): S | null {
    const row = this.sql
      .get<[string, string, string], { state: string }>(`SELECT state FROM pg_aggregates WHERE ${WHERE}`)
      .get(...keyArgs(k));
    return row ? (JSON.parse(row.state) as S) : null;
  }

  putAggregates(k: RunKey, state: unknown): void {
    this.sql
      .get(
        `INSERT INTO pg_aggregates (partition, competition_id, run_id, state) VALUES (?, ?, ?, ?)
         ON CONFLICT (partition, competition_id, run_id) DO UPDATE SET state = excluded.state`,
      )
      .run(...keyArgs(k), JSON.stringify(state));
  }

  /**
   * Every stored run of a competition with its aggregates and the span of its rows' completedAt
   * (the experiments table, however many runs and rows: no result row is read). One range read
   * per table in one snapshot, joined here by run: an aggregates row is larger than a WITHOUT
   * ROWID page keeps in place, so a join's lookup per run would read its overflow pages at every
   * comparison, where a range read goes through each row once.
   */
  runsOf(partition: string, competitionId: string): Array<CompetitionRun> {
    return this.db.transaction(() => {
      const states = new Map(
        this.sql
          .get<[string, string], { run_id: string; state: string }>(
            'SELECT run_id, state FROM pg_aggregates WHERE partition = ? AND competition_id = ?',
          )
          .all(partition, competitionId)
          .map((r) => [r.run_id, r.state] as const),
      );
      const spans = new Map(
        this.sql
          .get<[string, string], { run_id: string; first: string | null; last: string | null }>(
            `SELECT run_id, first_completed_at AS first, last_completed_at AS last FROM pg_result_spans
             WHERE partition = ? AND competition_id = ?`,
          )
          .all(partition, competitionId)
          .map((r) => [r.run_id, r] as const),
      );
      return this.sql
        .get<[string, string], { run_id: string; kind: string | null; record: string }>(
          'SELECT run_id, kind, record FROM pg_runs WHERE partition = ? AND competition_id = ?',
        )
        .all(partition, competitionId)
        .map((r): CompetitionRun => {
          const state = states.get(r.run_id);
          const span = spans.get(r.run_id);
          return {
            runId: r.run_id,
            kind: r.kind,
            run: JSON.parse(r.record) as Run,
            state: state === undefined ? null : (JSON.parse(state) as unknown),
            firstCompletedAt: span?.first ?? null,
            lastCompletedAt: span?.last ?? null,
          };
        });
    })();
  }

  /**
   * The mean `usage.costUsd` of the stored Stage 1 result rows of these models in a competition,
   * and how many rows it is over: what a cell costs in dollars as far as this computer has seen.
   */
  meanCostUsd(
    partition: string,
    competitionId: string,
    models: readonly string[],
  ): { mean: number; rows: number } | null {
    if (models.length === 0) return null;
    const r = this.db
      .prepare(
        `SELECT AVG(json_extract(row, '$.usage.costUsd')) AS mean, COUNT(*) AS n FROM pg_results
          WHERE partition = ? AND competition_id = ?
            AND json_extract(row, '$.modelId') IN (SELECT value FROM json_each(?))
            AND json_type(row, '$.usage.costUsd') IN ('real', 'integer')`,
      )
      .get(partition, competitionId, JSON.stringify(models)) as { mean: number | null; n: number };
    return r.mean === null || r.n === 0 ? null : { mean: r.mean, rows: r.n };
  }

  /** Everything kept for a connection, under any of its keys' partitions (`<id>:<hash>`). */
  removeConnection(connectionId: string): void {
    for (const t of ['pg_runs', 'pg_results', 'pg_aggregates', 'pg_result_spans']) {
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
