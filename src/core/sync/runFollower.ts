/**
 * Follows Playground runs that are still going (pending or running), one loop per run, in the main
 * process: views come and go, the follower stays. It reads results with `nextCursor` at once,
 * then polls with `pollCursor` (1 s, doubling to 15 s while nothing new arrives; back to 1 s when
 * rows come). Catching up asks for the next page as soon as one is stored, and waits only where
 * the platform asks for it (api/pace.ts: the rate-limit headers of the last answer, Retry-After of
 * a refusal). It is guarded like every list walk (api/pagination.ts): a repeated `nextCursor` or
 * more than MAX_PAGES pages stops following the run with a warning, so a faulty server cannot
 * make it page forever. It stores rows and aggregates (ingest.ts), announces `cache.updated` for the run's
 * keys, and when both cursors are null reads the run once more (final status, summary) and emits
 * `playground.runEnded` once per run (the flag is in SQLite, so a restart does not repeat it).
 * Kinds without a results read (the Lean kernel challenge) poll the run detail instead.
 * Where the server offers the run's event stream, the waits between reads are spent on it instead
 * (runEvents.ts): a read follows an event, at most one per minPollMs, or after streamIdleMs of
 * silence. A 404/405 marks the stream absent for that connection (polling from then on); a stream
 * that breaks leaves that run to polling.
 * At start, and after a connection switch, runs the cache still has as active are resumed.
 * A follower that lets go of a run before its end (a repeated cursor, the run gone, a refusal that
 * asking again will not change) records why with the run and announces it, so `runs watch` ends
 * with the reason and the dashboard says it; the next read that succeeds clears it.
 */
import type { ApiErrorInfo, Run } from '../../shared/api';
import { isTerminalStatus, isUnreachable } from '../../shared/api';
import type { FollowStopped } from '../../shared/contracts/playground';
import { cacheKey } from '../../shared/methods';
import { ApiError, isAbsentPath, toErrorInfo } from '../api/errors';
import { paceAfter, retryWaitOf } from '../api/pace';
import { PageGuard } from '../api/pagination';
import { getResults, getRun, hasResults, type ResultsKind } from '../api/playground';
import type { ActiveConnection } from '../connections';
import type { EventHub } from '../events';
import type { Logger } from '../log';
import { ingestPage, storeRun } from '../playground/ingest';
import type { PlaygroundRepo, RunKey } from '../store/playground';
import { RunEvents } from './runEvents';

export interface FollowerOptions {
  repo: PlaygroundRepo;
  events: EventHub;
  log: Logger;
  getActive: () => Promise<ActiveConnection>;
  /** First poll wait and its cap (ms). */
  minPollMs?: number;
  maxPollMs?: number;
  /** Results page size while catching up (the spec's largest, 100, by default). */
  pageLimit?: number;
  /** With an open event stream but no event for this long (ms), read anyway. */
  streamIdleMs?: number;
  /**
   * Least wait between two pages while catching up (ms); none by default: only the platform's
   * rate-limit headers make the follower wait between pages.
   */
  pageGapMs?: number;
  /**
   * Called with each wait as it starts: between two pages of a catch-up (`page`) and after a
   * failed read (`retry`). Lets tests count waits, not time them.
   */
  onWait?: (ms: number, why: 'page' | 'retry') => void;
  /** Most pages of one catch-up (default MAX_PAGES); tests lower it. */
  maxPages?: number;
  /** The run's name in words for `playground.runEnded` (runNames.ts); the run ID without it. */
  nameOf?: (key: RunKey) => string;
  /**
   * The platform's last answer about a run that ended, once its results are all stored (the same
   * hook, by the run's `playground.run` key, as the cached reads' `onFetched`).
   */
  onFetched?: (conn: ActiveConnection, key: string, value: unknown) => void;
}

/** Event loop turns a request takes to leave (measured: test/bench/playground.ts). */
const REQUEST_LEAVES_TURNS = 3;

/** A results page as read, or null when the platform offers no results path for the run. */
type PageAnswer = Awaited<ReturnType<typeof getResults>> | null;

interface Followed {
  key: RunKey;
  competitionId: string;
  connectionId: string;
  stop: AbortController;
  done: Promise<void>;
}

export function runKeys(competitionId: string, runId: string): string[] {
  const ref = { competitionId, runId };
  return [
    cacheKey('playground.run', ref),
    cacheKey('playground.aggregates', ref),
    // Windows of rows are announced without offset/limit: refresh them on this key.
    cacheKey('playground.results', ref),
  ];
}

export class RunFollowers {
  private readonly runs = new Map<string, Followed>();
  private readonly min: number;
  private readonly max: number;
  /** Requests sent, for the benchmarks. */
  requests = 0;
  /** Connections (id and origin) whose server answered the event stream with 404/405. */
  private readonly noStream = new Set<string>();
  /**
   * Connections (id and origin) and competitions whose guessed results path (model reference,
   * docs/spec-gaps.md) answered 404/405: their runs are followed by status alone.
   */
  private readonly noResults = new Set<string>();
  private closed = false;
  /** Why a run was let go of, also for a run not stored yet (its first read was refused). */
  private readonly reasons = new Map<string, FollowStopped>();

  constructor(private readonly opts: FollowerOptions) {
    this.min = opts.minPollMs ?? 1_000;
    this.max = opts.maxPollMs ?? 15_000;
  }

  isFollowing(key: RunKey): boolean {
    return this.runs.has(id(key));
  }

  /** Why this process let go of the run before it was read to its end, or null. */
  stoppedReason(key: RunKey): FollowStopped | null {
    return this.reasons.get(id(key)) ?? null;
  }

  get count(): number {
    return this.runs.size;
  }

  /** Starts following a run unless it is already followed (one loop per run, shared by all). */
  follow(conn: ActiveConnection, competitionId: string, runId: string, kind: string | null): void {
    const key: RunKey = { partition: conn.partition, competitionId, runId };
    if (this.closed || this.runs.has(id(key))) return;
    const stop = new AbortController();
    const entry: Followed = { key, competitionId, connectionId: conn.id, stop, done: Promise.resolve() };
    this.runs.set(id(key), entry);
    entry.done = this.loop(conn, key, kind, stop.signal)
      .catch((err) => {
        if (stop.signal.aborted) return;
        this.opts.log.warn('run follower stopped', { runId, error: String(err) });
        this.stopped(conn, key, toErrorInfo(err));
      })
      .finally(() => {
        // Also ends the run's event stream when the run has ended.
        stop.abort();
        if (this.runs.get(id(key)) === entry) this.runs.delete(id(key));
      });
  }

  /** Follows every run the cache still has as pending or running for this connection. */
  resume(conn: ActiveConnection): void {
    for (const r of this.opts.repo.activeRuns(conn.partition))
      this.follow(conn, r.competitionId, r.runId, r.kind);
  }

  /** Stops every loop for good: the host is done, and a resume on its way starts nothing. */
  async close(): Promise<void> {
    this.closed = true;
    await this.stopAll();
  }

  /** Stops every loop (connection switch, close); resume() picks them up again. */
  async stopAll(): Promise<void> {
    const all = [...this.runs.values()];
    for (const f of all) f.stop.abort();
    await Promise.all(all.map((f) => f.done));
  }

  private async loop(
    conn: ActiveConnection,
    key: RunKey,
    kind: string | null,
    signal: AbortSignal,
  ): Promise<void> {
    const { repo } = this.opts;
    const streamKey = `${conn.id}\u0000${conn.client.baseUrl}`;
    let events: RunEvents | null = null;
    let polling = this.noStream.has(streamKey);
    let wait = this.min;
    let failed = false;
    // An earlier stop's reason (of this process or another) holds until a read succeeds again.
    let answered = false;
    const readAgain = () => {
      if (!answered) this.opts.repo.setFollowStopped(key, null);
      this.reasons.delete(id(key));
      answered = true;
    };
    // One catch-up (nextCursor after nextCursor) at a time; a fresh one after each caught-up page.
    let guard = new PageGuard(this.opts.maxPages);
    const resultsKey = `${streamKey}\u0000${key.competitionId}`;
    const readPage = (resultsKind: ResultsKind, cursor: string | null): Promise<PageAnswer> => {
      this.requests++;
      return getResults(conn.client, key.competitionId, resultsKind, key.runId, {
        cursor,
        limit: this.opts.pageLimit ?? 100,
        signal,
      }).catch((err: unknown) => {
        // Only the Stage results paths are in the spec (4.5): another kind's may be absent.
        if (resultsKind === 'model-reference' && isAbsentPath(err)) {
          this.noResults.add(resultsKey);
          this.opts.log.info('run results not offered; following the status', { runId: key.runId });
          return null;
        }
        throw err;
      });
    };
    /**
     * The next page of a catch-up, asked for before this one is stored: storing a page (about 1 ms
     * per 100 rows) then overlaps the next answer's way here. Used only if the stored cursor still
     * names it (another process may have moved on).
     */
    let ahead: { cursor: string; page: Promise<PageAnswer> } | null = null;
    const announce = () =>
      this.opts.events.emit('cache.updated', {
        connectionId: conn.id,
        keys: runKeys(key.competitionId, key.runId),
      });
    while (!signal.aborted) {
      failed = false;
      try {
        if (!hasResults(kind) || this.noResults.has(resultsKey)) {
          const run = await this.fetchRun(conn, key, kind, signal);
          readAgain();
          announce();
          if (isTerminalStatus(run.status)) {
            repo.markComplete(key);
            this.completed(conn, key, run);
            return this.ended(conn, key, run.status);
          }
        } else {
          const stored = repo.runPlace(key);
          const cursor = stored?.nextCursor ?? stored?.pollCursor ?? null;
          guard.check(signal);
          const asked: Promise<PageAnswer> = ahead?.cursor === cursor ? ahead.page : readPage(kind, cursor);
          ahead = null;
          const res = await asked;
          const page = res?.data;
          if (!res || !page) continue;
          readAgain();
          guard.passed(page.nextCursor);
          // Pacing the platform asks for comes first: then the next page waits its turn.
          const gap =
            page.nextCursor === null ? 0 : Math.max(this.opts.pageGapMs ?? 0, paceAfter(res.rateLimit));
          // Within the catch-up's page bound: the page past it is refused by the next turn's check.
          if (page.nextCursor !== null && gap === 0 && guard.hasRoom()) {
            ahead = { cursor: page.nextCursor, page: readPage(kind, page.nextCursor) };
            // Awaited on the next turn; a failure before then (the loop ended) is not unhandled.
            ahead.page.catch(() => undefined);
            // Turns of the event loop first, in which the request leaves: its way through the client
            // and undici's dispatch takes three before its bytes are written (one overlapped nothing).
            for (let turn = 0; turn < REQUEST_LEAVES_TURNS; turn++) await new Promise((r) => setImmediate(r));
          }
          const { added, statusChanged } = ingestPage(repo, key, kind, page);
          if (added > 0 || statusChanged) announce();
          if (page.nextCursor !== null) {
            wait = this.min;
            if (gap > 0) {
              this.opts.onWait?.(gap, 'page');
              await sleep(gap, signal);
            }
            continue;
          }
          guard = new PageGuard(this.opts.maxPages);
          if (page.pollCursor === null) {
            // Everything stored has been returned: the run has ended. Its record has the final
            // status, canCancel and (model reference) the summary.
            const run = await this.fetchRun(conn, key, kind, signal).catch(() => null);
            repo.markComplete(key);
            this.completed(conn, key, run ?? repo.getRun(key)?.run ?? null);
            announce();
            return this.ended(conn, key, run?.status ?? page.runStatus);
          }
          wait = added > 0 ? this.min : Math.min(this.max, wait * 2);
        }
      } catch (err) {
        if (signal.aborted) return;
        if (err instanceof ApiError && err.info.code === 'PAGING_STOPPED') {
          this.opts.log.warn('run results paging stopped', { runId: key.runId, reason: err.info.message });
          return this.stopped(conn, key, err.info);
        }
        if (err instanceof ApiError && err.info.code === 'NOT_FOUND') {
          this.opts.log.info('followed run is gone', { runId: key.runId });
          return this.stopped(conn, key, err.info);
        }
        if (err instanceof ApiError && endsFollowing(err.info)) {
          this.opts.log.warn('run follower refused', { runId: key.runId, code: err.info.code });
          return this.stopped(conn, key, err.info);
        }
        // Offline or a passing failure: keep the place and try again later.
        if (!(err instanceof ApiError && isUnreachable(err.info))) {
          this.opts.log.warn('run follower read failed', { runId: key.runId, code: codeOf(err) });
        }
        // A refusal that says when to ask again (429, 503 with Retry-After) is not asked sooner.
        const asked = err instanceof ApiError ? retryWaitOf(err.info) : 0;
        wait = Math.max(Math.min(this.max, wait * 2), asked);
        failed = true;
      }
      if (!events && !polling) {
        // The loop's signal ends it: run end, stopAll() (connection switch, close()).
        events = new RunEvents(conn.client, key.competitionId, key.runId, signal);
      }
      if (events && !events.end && !failed) {
        // At most one read per minPollMs, however many events come.
        await sleep(this.min, signal);
        await events.next(this.opts.streamIdleMs ?? 60_000, signal);
      } else {
        if (failed) this.opts.onWait?.(wait, 'retry');
        await sleep(wait, signal);
      }
      if (events?.end && !polling) {
        // Read once more (the stream may have ended with the run), then poll.
        polling = true;
        wait = this.min;
        if (events.end === 'absent') {
          this.noStream.add(streamKey);
          this.opts.log.info('run event stream not offered; polling', { runId: key.runId });
        }
      }
    }
  }

  private async fetchRun(
    conn: ActiveConnection,
    key: RunKey,
    kind: string | null,
    signal: AbortSignal,
  ): Promise<Run> {
    this.requests++;
    const run = (await getRun(conn.client, key.competitionId, key.runId, signal)).data;
    storeRun(this.opts.repo, key, run, kind ?? run.kind ?? null);
    return run;
  }

  /**
   * Lets go of a run that has not ended, saying why (with the run, for every process and the
   * dashboard), and announces it: whoever waits for the run's end learns it will not come here.
   */
  private stopped(conn: ActiveConnection, key: RunKey, error: ApiErrorInfo): void {
    const reason = { error, at: new Date().toISOString() };
    this.reasons.set(id(key), reason);
    this.opts.repo.setFollowStopped(key, reason);
    this.opts.events.emit('cache.updated', {
      connectionId: conn.id,
      keys: runKeys(key.competitionId, key.runId),
    });
  }

  /** A run's results are all stored: reported once per follow, whatever else the read did. */
  private completed(conn: ActiveConnection, key: RunKey, run: Run | null): void {
    try {
      this.opts.onFetched?.(
        conn,
        cacheKey('playground.run', { competitionId: key.competitionId, runId: key.runId }),
        run,
      );
    } catch (err) {
      this.opts.log.warn('run end not recorded', { runId: key.runId, error: String(err) });
    }
  }

  private ended(conn: ActiveConnection, key: RunKey, status: string): void {
    if (!isTerminalStatus(status)) return;
    if (!this.opts.repo.markEndNotified(key)) return;
    let name = key.runId;
    try {
      name = this.opts.nameOf?.(key) ?? name;
    } catch (err) {
      // A name is a nicety: the run's end is announced with its ID rather than not at all.
      this.opts.log.warn('run name not made', { error: String(err) });
    }
    this.opts.events.emit('playground.runEnded', {
      connectionId: conn.id,
      competitionId: key.competitionId,
      runId: key.runId,
      status,
      name,
    });
  }
}

/**
 * A refusal that asking again will not change (a refused or missing key, a request the platform
 * rejects, a page cursor it no longer takes): following stops with it instead of asking forever.
 * No answer, 408, 429 and 5xx stay passing failures.
 */
function endsFollowing(info: ApiErrorInfo): boolean {
  if (info.code === 'NO_API_KEY' || info.code === 'INVALID_INPUT') return true;
  return (
    info.status !== null &&
    info.status >= 400 &&
    info.status < 500 &&
    info.status !== 408 &&
    info.status !== 429
  );
}

function id(k: RunKey): string {
  return `${k.partition}\u0000${k.competitionId}\u0000${k.runId}`;
}

function codeOf(err: unknown): string {
  return err instanceof ApiError ? err.info.code : 'INTERNAL';
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
