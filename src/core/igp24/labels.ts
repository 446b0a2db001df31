/**
 * IGP24 label progress, all 25,000 labels per connection partition, in SQLite (`igp24_labels`,
 * `igp24_label_sync`) and, once read, in memory for the explorer's queries.
 *
 * - A sync fetches every page (limit 5,000, includeEmpty=true) and replaces the partition's rows
 *   in one transaction; it goes to the server at most once per 120 s per partition (spec 8: the
 *   platform caches each query for up to 120 s, so a sooner fetch can only return the same data).
 * - `meta.published = false` is recorded as such; the last published copy is kept (and said to be
 *   that), never replaced by the empty list the server sends then.
 * - A failed sync keeps the copy and reports the error; the next call may try again at once.
 * - The walk goes through the pager (`pages()`): a repeated cursor or the page cap ends it with
 *   PAGING_STOPPED, and when every caller waiting on a sync has gone (their AbortSignal), it stops.
 */
import type { ApiErrorInfo, LabelProgress, LabelProgressPage } from '../../shared/api';
import type {
  Igp24LabelFilters,
  Igp24LabelQueryResult,
  Igp24LabelRow,
  Igp24LabelSync,
  Igp24Targets,
} from '../../shared/contracts/igp24';
import { toErrorInfo } from '../api/errors';
import { getLabelProgress } from '../api/igp24';
import { pages } from '../api/pagination';
import type { ActiveConnection } from '../connections';
import type { Igp24LabelsRepo } from '../store/igp24Labels';
import { compileFilters, fromStored, type StoredLabel, toRow, toStored } from './filters';

export const LABEL_REFRESH_MS = 120_000;
export const LABEL_PAGE_SIZE = 5000;

/** A running fetch of one partition and the callers waiting on it. */
interface SyncJob {
  done: Promise<void>;
  stop: AbortController;
  waiting: number;
}

export interface Igp24LabelsOptions {
  isOnline: () => boolean;
  /** Minimum time between two fetches of one partition (default 120 s). */
  refreshMs?: number;
  now?: () => number;
  /** Called after a sync changed the stored copy or its state. */
  onSynced?: (conn: ActiveConnection) => void;
}

export class Igp24Labels {
  private readonly rowsByPartition = new Map<string, Igp24LabelRow[]>();
  private readonly inflight = new Map<string, SyncJob>();
  private readonly errors = new Map<string, ApiErrorInfo>();
  /** The last filtered result (the virtualized table asks for many windows of one query). */
  private lastQuery: { partition: string; key: string; matches: Igp24LabelRow[] } | null = null;
  private readonly refreshMs: number;
  private readonly now: () => number;

  constructor(
    private readonly repo: Igp24LabelsRepo,
    private readonly opts: Igp24LabelsOptions,
  ) {
    this.refreshMs = opts.refreshMs ?? LABEL_REFRESH_MS;
    this.now = opts.now ?? Date.now;
  }

  /** The copy's state without any network call. */
  state(partition: string, refreshed = false): Igp24LabelSync {
    const row = this.repo.syncRow(partition);
    const error = this.errors.get(partition) ?? null;
    if (!row) {
      return {
        generatedAt: null,
        fetchedAt: null,
        published: null,
        publishedAt: null,
        count: 0,
        stale: error !== null,
        error,
        nextRefreshAt: null,
        refreshed,
      };
    }
    const fetched = Date.parse(row.fetched_at);
    const age = this.now() - fetched;
    return {
      generatedAt: row.generated_at,
      fetchedAt: row.fetched_at,
      published: row.published === 1,
      publishedAt: row.published_at,
      count: row.label_count,
      stale: age >= this.refreshMs || error !== null || !this.opts.isOnline(),
      error,
      nextRefreshAt: new Date(fetched + this.refreshMs).toISOString(),
      refreshed,
    };
  }

  /** Fetches all labels unless the copy is younger than 120 s (or the app is offline with a copy). */
  async sync(conn: ActiveConnection, signal?: AbortSignal): Promise<Igp24LabelSync> {
    const row = this.repo.syncRow(conn.partition);
    if (row && this.now() - Date.parse(row.fetched_at) < this.refreshMs) return this.state(conn.partition);
    if (row && !this.opts.isOnline()) return this.state(conn.partition);
    let job = this.inflight.get(conn.partition);
    if (!job) {
      const stop = new AbortController();
      const started: SyncJob = {
        done: this.fetchAll(conn, stop.signal).finally(() => this.inflight.delete(conn.partition)),
        stop,
        waiting: 0,
      };
      job = started;
      this.inflight.set(conn.partition, job);
    }
    // One fetch serves every caller of the partition: it stops when the last of them has left.
    const shared = job;
    shared.waiting++;
    const leave = () => {
      if (--shared.waiting === 0) shared.stop.abort();
    };
    if (signal?.aborted) leave();
    else signal?.addEventListener('abort', leave, { once: true });
    try {
      await shared.done;
      return this.state(conn.partition, true);
    } catch {
      return this.state(conn.partition);
    } finally {
      signal?.removeEventListener('abort', leave);
      if (!signal?.aborted) shared.waiting--;
    }
  }

  query(partition: string, filters: Igp24LabelFilters, offset: number, limit: number): Igp24LabelQueryResult {
    const matches = this.matches(partition, filters);
    return {
      total: matches.length,
      offset,
      rows: matches.slice(offset, offset + limit),
      sync: this.state(partition),
    };
  }

  targets(partition: string, rs: readonly number[], examples: number): Igp24Targets {
    const rows = this.rows(partition);
    const byR = [...new Set(rs)].map((r) => {
      let allowed = 0;
      let remaining = 0;
      const ex: string[] = [];
      for (const row of rows) {
        if (!row.allowedR.includes(r)) continue;
        allowed++;
        if (row.remaining.includes(r)) {
          remaining++;
          if (ex.length < examples) ex.push(row.label);
        }
      }
      return { r, allowed, remaining, examples: ex };
    });
    return { byR, sync: this.state(partition) };
  }

  /** All rows of a partition ordered by t (loaded from SQLite once, then kept in memory). */
  rows(partition: string): Igp24LabelRow[] {
    let rows = this.rowsByPartition.get(partition);
    if (!rows) {
      rows = this.repo.records(partition).map((r) => fromStored(JSON.parse(r) as StoredLabel));
      this.rowsByPartition.set(partition, rows);
    }
    return rows;
  }

  private matches(partition: string, filters: Igp24LabelFilters): Igp24LabelRow[] {
    const key = JSON.stringify(filters);
    const rows = this.rows(partition);
    if (this.lastQuery?.partition === partition && this.lastQuery.key === key) return this.lastQuery.matches;
    const keep = compileFilters(filters);
    const matches = rows.filter(keep);
    this.lastQuery = { partition, key, matches };
    return matches;
  }

  private async fetchAll(conn: ActiveConnection, signal: AbortSignal): Promise<void> {
    try {
      const byT = new Map<number, LabelProgress>();
      let generatedAt: string | null = null;
      let publishedAt: string | null = null;
      let published = true;
      const walk = pages(
        async (cursor, sig): Promise<LabelProgressPage> =>
          (await getLabelProgress(conn.client, { cursor, limit: LABEL_PAGE_SIZE, includeEmpty: true }, sig))
            .data,
        { signal },
      );
      for await (const page of walk) {
        generatedAt ??= page.generatedAt;
        publishedAt = page.meta.publishedAt;
        if (!page.meta.published) {
          published = false;
          break;
        }
        // Pagination is not a frozen snapshot: a label seen twice keeps its newer record.
        for (const label of page.labels) byT.set(label.t, label);
      }
      const fetchedAt = new Date(this.now()).toISOString();
      if (published) this.replace(conn.partition, [...byT.values()], generatedAt, fetchedAt, publishedAt);
      else this.markUnpublished(conn.partition, fetchedAt);
      this.errors.delete(conn.partition);
    } catch (err) {
      // Everyone who asked went away: nothing failed, the copy simply was not refreshed.
      if (!signal.aborted) this.errors.set(conn.partition, toErrorInfo(err));
      throw err;
    } finally {
      this.opts.onSynced?.(conn);
    }
  }

  private replace(
    partition: string,
    labels: LabelProgress[],
    generatedAt: string | null,
    fetchedAt: string,
    publishedAt: string | null,
  ): void {
    const rows = labels.map(toRow).sort((a, b) => a.t - b.t);
    this.repo.replace(
      partition,
      rows.map((r) => ({ t: r.t, label: r.label, record: JSON.stringify(toStored(r)) })),
      generatedAt,
      fetchedAt,
      publishedAt,
    );
    this.rowsByPartition.set(partition, rows);
    if (this.lastQuery?.partition === partition) this.lastQuery = null;
  }

  /** Keeps the last published copy; records that the server now says "not published". */
  private markUnpublished(partition: string, fetchedAt: string): void {
    this.repo.markUnpublished(partition, fetchedAt);
  }
}
