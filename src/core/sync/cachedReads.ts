/**
 * Cache first, offline always (docs/architecture.md, rule "Every read cache-first"): a read
 * answers from SQLite at once and refreshes in the background when its copy is older than the
 * freshness window; the refresh
 * announces itself with `cache.updated`. With nothing cached, the read waits for the network.
 * Reads served while the server was unreachable are remembered and refreshed when it comes back.
 */
import type { ApiErrorInfo } from '../../shared/api';
import type { Cached } from '../../shared/contract';
import { toErrorInfo } from '../api/errors';
import type { ActiveConnection } from '../connections';
import type { CacheRepo } from '../store/cache';

export type Fetcher<T> = (conn: ActiveConnection) => Promise<T>;

interface Pending {
  partition: string;
  fetcher: Fetcher<unknown>;
}

export interface CachedReadsOptions {
  cache: CacheRepo;
  /** A copy younger than this is served without a refresh. */
  freshMs: number;
  isOnline: () => boolean;
  onUpdated: (connectionId: string, keys: string[]) => void;
  /**
   * Each answer the platform gave a read, by its key, also one set aside by an invalidation: what
   * the server was seen holding (the versions recorder keeps sightings of library items from it).
   */
  onFetched?: (conn: ActiveConnection, key: string, value: unknown) => void;
}

export class CachedReads {
  private readonly inflight = new Map<string, Promise<{ value: unknown; fetchedAt: string }>>();
  /** Last refresh failure per partition+key; cleared by the next success. */
  private readonly failures = new Map<string, ApiErrorInfo>();
  /** Reads answered with a stale copy, to refresh when the server is back. */
  private readonly staleServed = new Map<string, Pending>();

  constructor(private readonly opts: CachedReadsOptions) {}

  /**
   * `freshMs` overrides the freshness window for one read (IGP24 aggregates: spec 8 caches them
   * for 120 s, so refreshing sooner only fetches the same answer).
   */
  async read<T>(
    conn: ActiveConnection,
    key: string,
    fetcher: Fetcher<T>,
    opts: { freshMs?: number } = {},
  ): Promise<Cached<T>> {
    const id = `${conn.partition}\n${key}`;
    const row = this.opts.cache.get<T>(conn.partition, key);
    if (!row) {
      try {
        const { value, fetchedAt } = await this.refresh(conn, key, fetcher);
        return { data: value, fetchedAt, stale: false, error: null };
      } catch (err) {
        return { data: null, fetchedAt: null, stale: false, error: toErrorInfo(err) };
      }
    }
    const age = Date.now() - Date.parse(row.fetchedAt);
    if (age > (opts.freshMs ?? this.opts.freshMs) && this.opts.isOnline()) {
      this.refresh(conn, key, fetcher).then(
        () => this.opts.onUpdated(conn.id, [key]),
        () => this.opts.onUpdated(conn.id, [key]),
      );
    }
    const error = this.failures.get(id) ?? null;
    const stale = error !== null || !this.opts.isOnline();
    if (stale) this.staleServed.set(id, { partition: conn.partition, fetcher: fetcher as Fetcher<unknown> });
    return { data: row.value, fetchedAt: row.fetchedAt, stale, error };
  }

  /**
   * An answer the platform gave outside a read (a followed run's last answer once it ended): told
   * like a read's answer, so whoever keeps what the server held hears of every answer here.
   */
  seen(conn: ActiveConnection, key: string, value: unknown): void {
    this.opts.onFetched?.(conn, key, value);
  }

  /** Re-fetches every read that was answered stale on this connection; called when it is back. */
  refreshStale(conn: ActiveConnection): void {
    const keys: string[] = [];
    const jobs: Promise<unknown>[] = [];
    for (const [id, pending] of this.staleServed) {
      if (pending.partition !== conn.partition) continue;
      const key = id.slice(id.indexOf('\n') + 1);
      this.staleServed.delete(id);
      keys.push(key);
      jobs.push(this.refresh(conn, key, pending.fetcher).catch(() => undefined));
    }
    if (keys.length) void Promise.all(jobs).then(() => this.opts.onUpdated(conn.id, keys));
  }

  /**
   * A write changed what these reads answer: drops their cached copies, and sets aside the fetches
   * of them already on their way (sent before the write, their answers may not show it), so the
   * next read asks the server again and an older answer never becomes the cached copy. Returns the
   * keys to announce: those cached and those being fetched.
   */
  invalidate(conn: ActiveConnection, prefixes: string[]): string[] {
    const keys = new Set(this.opts.cache.invalidate(conn.partition, prefixes));
    const head = `${conn.partition}\n`;
    for (const id of [...this.inflight.keys()]) {
      if (!id.startsWith(head)) continue;
      const key = id.slice(head.length);
      if (!prefixes.some((p) => key.startsWith(p))) continue;
      this.inflight.delete(id);
      keys.add(key);
    }
    return [...keys];
  }

  /**
   * One network fetch per key at a time; the result is written to the cache unless the fetch was
   * set aside by an invalidation meanwhile (its callers still get its answer).
   */
  private refresh<T>(
    conn: ActiveConnection,
    key: string,
    fetcher: Fetcher<T>,
  ): Promise<{ value: T; fetchedAt: string }> {
    const id = `${conn.partition}\n${key}`;
    const running = this.inflight.get(id);
    if (running) return running as Promise<{ value: T; fetchedAt: string }>;
    const current = () => this.inflight.get(id) === job;
    const job: Promise<{ value: T; fetchedAt: string }> = fetcher(conn)
      .then((value) => {
        this.opts.onFetched?.(conn, key, value);
        const fetchedAt = new Date().toISOString();
        if (current()) {
          this.opts.cache.put(conn.partition, key, value, fetchedAt);
          this.failures.delete(id);
          this.staleServed.delete(id);
        }
        return { value, fetchedAt };
      })
      .catch((err: unknown) => {
        if (current()) this.failures.set(id, toErrorInfo(err));
        throw err;
      })
      .finally(() => {
        if (current()) this.inflight.delete(id);
      });
    this.inflight.set(id, job);
    return job;
  }
}
