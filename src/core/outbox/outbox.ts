/**
 * The offline outbox (docs/architecture.md, rule "Every write through the outbox"; its life is
 * drawn in docs/core.md). Every write is recorded here first, in one SQLite transaction, then
 * sent in order by one sender per workbench:
 * - done: the server answered 2xx (or a repeat found its own earlier effect);
 * - failed: the server refused (4xx): the entry keeps the user's text until they edit and retry,
 *   retry, or discard it; nothing is dropped silently;
 * - pending with `nextAttemptAt`: no answer, 5xx, or 429: tried again after a jittered backoff or
 *   exactly when Retry-After says (an IGP24 daily cap waits for its reset, never in a loop).
 * Order is kept: the head of the queue waits, later entries wait behind it. Failed entries step
 * out of the line so that one refusal does not hold everything else back.
 * The app and the command line may share one data folder: a sender claims an entry (with a lease)
 * in the same transaction that marks it sending, so the other never sends it too.
 * Every request is checked against its op's schema (check.ts) before it is written, and every
 * answer before it is kept; a stored entry that no longer reads is failed, never sent.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type ApiErrorInfo, errorInfo, isUnreachable, type RateLimitInfo } from '../../shared/api';
import {
  isOp,
  type OutboxEntryView,
  type OutboxListEntry,
  type OutboxRequest,
  type WriteFields,
  type WriteMethod,
} from '../../shared/contract';
import { opOfMethod } from '../../shared/contracts/outbox';
import { isReadable } from '../../shared/contracts/outboxEntry';
import type { ApiClient } from '../api/client';
import { ApiError, localError, toErrorInfo } from '../api/errors';
import type { ConnectionManager } from '../connections';
import type { EventHub } from '../events';
import type { Logger } from '../log';
import { isOneTimeTokenRef } from '../playground/hfToken';
import type { SecretStore } from '../secrets';
import type { OutboxRepo } from '../store/outbox';
import { checkConflict, checked, checkRequest, checkResult } from './check';
import type { PerformContext } from './opHandler';
import { perform, probes, runProbe } from './perform';
import { slimmed } from './slim';

export interface OutboxOptions {
  repo: OutboxRepo;
  /** The active connection: whose queue is sent, and with which client. */
  connections: Pick<ConnectionManager, 'activeConnectionId' | 'getActive'>;
  events: EventHub;
  log: Logger;
  isOnline: () => boolean;
  /** Called after a write is done, so cached reads it affects can refresh. */
  onDone?: (entry: OutboxEntryView) => void;
  /**
   * One hook on every stage of a write, keyed by its op (the entry's request): queued (also joined
   * into a queued write), queued again after a refusal (edited or overwritten; the entry carries
   * the conflict it met), refused with a conflict, done. The versions recorder listens here.
   */
  onWrite?: (stage: WriteStage, entry: OutboxEntryView) => void;
  /** Where a queued run's hfToken waits (the outbox row holds only its keychain reference). */
  secrets?: SecretStore;
  /** Backoff for unanswered writes: first step and cap (ms). */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /**
   * How long a sent request may still reach the platform: the client's deadline for one write
   * and a margin. A repeat never looks for a write's effect before then (default 30 s).
   */
  inFlightMs?: number;
}

/** A stage of a write reported to `onWrite`. */
export type WriteStage = 'queued' | 'requeued' | 'refused' | 'done';

export class Outbox {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** This sender's name on the entries it claims: host, process and instance. */
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID()}`;
  /** An entry another workbench was sending when we last looked. */
  private foreign: number | null = null;

  private readonly inFlightMs: number;

  constructor(private readonly opts: OutboxOptions) {
    this.inFlightMs = opts.inFlightMs ?? 30_000;
    this.slimDelivered();
  }

  /**
   * Records the write a contract method makes (the table names its op) and starts sending.
   * Answers at once with the queued entry; a request its op's schema refuses is never queued.
   */
  enqueue<M extends WriteMethod>(method: M, fields: WriteFields<M>, summary: string): OutboxEntryView {
    const request = checked({ ...fields, op: opOfMethod(method) });
    const connectionId = this.opts.connections.activeConnectionId;
    const entry = this.opts.repo.insert(connectionId, request, summary);
    this.opts.onWrite?.('queued', entry);
    this.changed([entry.id]);
    this.kick();
    return entry;
  }

  /** The entries of the active connection, with those that can no longer be read. */
  list(): OutboxListEntry[] {
    const list = this.opts.repo.recent(this.opts.connections.activeConnectionId);
    // One found unreadable just now stepped out of the line: the counts changed.
    const stepped = this.opts.repo.takeSteppedOut();
    if (stepped.length > 0) this.changed(stepped);
    return list;
  }

  /** Writes of the active connection not settled yet, oldest first (the order they are sent in). */
  open(): OutboxEntryView[] {
    return this.opts.repo.open(this.opts.connections.activeConnectionId);
  }

  /** This connection's finished run starts in a competition that carry pins. */
  startedRuns(competitionId: string): OutboxEntryView[] {
    return this.opts.repo.startedRuns(this.opts.connections.activeConnectionId, competitionId);
  }

  /** The newest submissions to one competition, done or not (the recent list keeps only 50). */
  submissionsTo(competitionId: string): OutboxEntryView[] {
    return this.opts.repo.submissionsTo(this.opts.connections.activeConnectionId, competitionId);
  }

  /** Waiting and refused writes of the active connection, or of another one. */
  summary(connectionId = this.opts.connections.activeConnectionId) {
    return this.opts.repo.counts(connectionId);
  }

  /** One entry; one that can no longer be read is refused with the reason (it can only be discarded). */
  get(id: number): OutboxEntryView {
    const entry = this.opts.repo.read(id);
    if (!entry) throw localError('INVALID_INPUT', `No outbox entry ${id}.`);
    if (!isReadable(entry))
      throw localError('UNREADABLE_WRITE', `Outbox entry ${id}: ${entry.error.message}`);
    return entry;
  }

  /**
   * Tries a failed entry again. One that may already be on the platform is checked again, or
   * with `resend` sent again on purpose: its candidates are then ruled out as its effect.
   */
  retry(id: number, resend = false): OutboxEntryView {
    const entry = this.requireFailed(id);
    if (resend && entry.error?.code === 'MAYBE_DELIVERED') {
      this.opts.repo.resend(
        id,
        (entry.candidates ?? []).map((c) => c.id),
      );
    } else {
      this.opts.repo.requeue(id);
    }
    return this.afterChange(id);
  }

  /** The user says which record on the platform is this write: it is done, with that record. */
  adopt(id: number, candidateId: string): OutboxEntryView {
    const entry = this.requireFailed(id);
    const candidate = entry.candidates?.find((c) => c.id === candidateId);
    if (!candidate)
      throw localError('INVALID_INPUT', `${candidateId} is not one of the records listed with entry ${id}.`);
    this.recordDone(entry, candidate.result, null, `Adopted ${candidate.label} as this write.`);
    return this.afterChange(id);
  }

  /**
   * Edit and retry: the corrected fields replace those of the queued body. `describe` names the
   * entry anew from the edited request, so the outbox lists it under what is sent, not the first try.
   */
  edit(
    id: number,
    body: Record<string, unknown>,
    describe?: (request: OutboxRequest) => string | undefined,
  ): OutboxEntryView {
    const entry = this.requireFailed(id);
    const req = entry.request;
    if (req.op === 'library.delete') throw localError('INVALID_INPUT', 'A delete has no body to edit.');
    const request = checked({ ...req, body: { ...req.body, ...body } });
    this.opts.repo.requeue(id, request, describe?.(request));
    return this.requeued(id, entry);
  }

  /** A conflicted update, sent over the newer server copy the user has now seen. */
  overwrite(id: number): OutboxEntryView {
    const entry = this.requireFailed(id);
    if (entry.request.op !== 'library.update' || !entry.conflict) {
      throw localError('INVALID_INPUT', 'Only a conflicted edit can overwrite the server copy.');
    }
    const request = checked({ ...entry.request, baseUpdatedAt: entry.conflict.server.updatedAt });
    this.opts.repo.requeue(id, request);
    return this.requeued(id, entry);
  }

  /** Drops an entry, also one that can no longer be read. */
  discard(id: number): void {
    const entry = this.opts.repo.read(id);
    if (!entry) throw localError('INVALID_INPUT', `No outbox entry ${id}.`);
    if (entry.status === 'sending') throw localError('INVALID_INPUT', 'This write is being sent right now.');
    this.opts.repo.remove(id);
    if (isReadable(entry)) this.forgetOneTimeToken(entry);
    this.changed([id]);
  }

  /**
   * A run's one-time access token serves that run only: once the run is on the platform (sent,
   * found by a check, adopted) or the entry is discarded, its keychain entry goes.
   */
  private forgetOneTimeToken(entry: OutboxEntryView): void {
    if (!isOp(entry, 'playground.run.create')) return;
    const ref = entry.request.hfTokenRef;
    if (!ref || !isOneTimeTokenRef(ref)) return;
    void this.opts.secrets
      ?.delete(ref)
      .catch((err: unknown) => this.opts.log.warn('one-time token not deleted', { error: String(err) }));
  }

  /** Merges more edits into a queued (not yet sent) write of the same item, instead of queueing another. */
  coalesce(
    match: (entry: OutboxEntryView) => boolean,
    body: Record<string, unknown>,
    describe?: (request: OutboxRequest) => string | undefined,
  ): OutboxEntryView | null {
    const open = this.opts.repo.open(this.opts.connections.activeConnectionId);
    const target = [...open].reverse().find((e) => e.status === 'pending' && e.attempts === 0 && match(e));
    if (!target || target.request.op === 'library.delete') return null;
    const request = checked({ ...target.request, body: { ...target.request.body, ...body } });
    this.opts.repo.replaceRequest(target.id, request, describe?.(request));
    this.opts.onWrite?.('queued', this.get(target.id));
    return this.afterChange(target.id);
  }

  /** The server is back: writes waiting only because it was unreachable go now. */
  wake(): void {
    this.opts.repo.clearUnreachableBackoff(this.opts.connections.activeConnectionId);
    this.kick();
  }

  /** Starts (or restarts) sending the active connection's queue. */
  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.running = this.drain()
      .catch((err: unknown) => {
        this.opts.log.error('outbox drain failed', { error: String(err) });
        // A failure that says when to try again (the keychain did not answer): the queue goes on
        // then by itself, not only at the next write or reconnection.
        const retryAfterSec = err instanceof ApiError ? err.info.retryAfterSec : null;
        if (retryAfterSec !== null) this.wakeAt(Date.now() + retryAfterSec * 1000);
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the current drain to finish (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.idle();
  }

  private async drain(): Promise<void> {
    const { repo, connections } = this.opts;
    if (this.foreign !== null) {
      // Another workbench was sending this one: whoever waits for it reads it again now.
      this.changed([this.foreign]);
      this.foreign = null;
    }
    while (!this.closed) {
      const connectionId = connections.activeConnectionId;
      const peek = repo.headDue(connectionId);
      if (!peek) return;
      const due = peek.nextAttemptAt ? Date.parse(peek.nextAttemptAt) : 0;
      if (due > Date.now()) return this.wakeAt(due);
      const conn = await connections.getActive();
      if (conn.id !== connectionId) continue;
      const head = repo.claimHead(connectionId, this.owner, CLAIM_LEASE_MS, claimOwnerGone, this.inFlightMs);
      if (!head) continue;
      if (head.kind === 'unreadable') {
        // It stepped out of the line as failed, with the reason; the rest of the queue goes on.
        this.opts.log.warn('outbox entry cannot be read; not sent', { id: head.id });
        this.changed([head.id]);
        continue;
      }
      if (head.kind === 'busy') {
        if (!head.busyUntil) continue;
        // Another workbench is sending the head, or one died sending it and its request may still
        // arrive: order is kept, so wait (and look again soon, as an answer arrives in its process).
        this.foreign = head.id;
        return this.wakeAt(Math.min(Date.parse(head.busyUntil), Date.now() + FOREIGN_POLL_MS));
      }
      await this.send(head.entry, conn.client);
    }
  }

  /** Sends one claimed entry and records what came of it. */
  private async send(entry: OutboxEntryView, client: ApiClient): Promise<void> {
    const { repo } = this.opts;
    const connectionId = entry.connectionId;
    this.changed([entry.id]);
    const renew = setInterval(
      () => repo.renewClaim(entry.id, this.owner, CLAIM_LEASE_MS),
      CLAIM_LEASE_MS / 3,
    );
    renew.unref();
    try {
      // Read once: the records the user ruled out do not change while this send runs.
      const probe = repo.probe(entry.id);
      const ctx: PerformContext = {
        client,
        createdIds: () => {
          const ids = repo.createdIds(connectionId);
          for (const id of probe?.notMine ?? []) ids.add(id);
          return ids;
        },
        probe,
        secrets: this.opts.secrets,
      };
      // Before the first send, an op that needs it notes what the platform holds already.
      if (entry.attempts === 0 && probes(entry.request.op)) {
        try {
          const probe = { ...ctx.probe, ...(await runProbe(entry, ctx)) };
          repo.saveProbe(entry.id, probe);
          ctx.probe = probe;
        } catch (err) {
          throw new NothingSent(err);
        }
      }
      // `attempts` is deliberately the count before this send: perform() repeats carefully only
      // when an earlier attempt may have reached the server.
      const outcome = await perform({ ...entry, status: 'sending' }, ctx);
      if (outcome.kind === 'unsure') {
        repo.markUnsure(entry.id, errorInfo('MAYBE_DELIVERED', outcome.why), outcome.candidates);
        this.opts.log.warn('outbox write may already be on the platform', { id: entry.id });
      } else if (outcome.kind === 'conflict') {
        const copy = checkConflict({ server: outcome.server });
        if (copy.ok) repo.markFailed(entry.id, conflictError(), copy.value);
        else
          repo.markFailed(entry.id, conflictError(`The server copy it met could not be kept: ${copy.why}.`));
        const refused = repo.get(entry.id);
        if (refused?.conflict) this.opts.onWrite?.('refused', refused);
      } else {
        this.recordDone(entry, outcome.data, outcome.rateLimit, outcome.note);
      }
    } catch (err) {
      this.settleFailure(entry, err);
    } finally {
      clearInterval(renew);
    }
    this.changed([entry.id]);
  }

  /**
   * The write is on the platform: done, with its answer when the answer is what its op's result
   * schema says. One that is not is reported (in the entry's note and the log) and not kept: the
   * write itself is done, and is never sent again.
   */
  private recordDone(
    entry: OutboxEntryView,
    answer: unknown,
    rateLimit: RateLimitInfo | null,
    note: string | null,
  ): void {
    const result = checkResult(entry.request.op, answer);
    if (result.ok) {
      this.opts.repo.markDone(entry.id, result.value, rateLimit, note);
    } else {
      this.opts.log.warn('outbox answer not as expected; not kept', { id: entry.id, why: result.why });
      const said = `The write is done, but ${result.why}, so the answer was not kept.`;
      this.opts.repo.markDone(entry.id, null, rateLimit, note ? `${note} ${said}` : said);
    }
    const done = this.opts.repo.get(entry.id);
    if (done) this.finish(done);
  }

  /** A write is on the server: what depends on it is made current; older ones let their text go. */
  private finish(done: OutboxEntryView): void {
    this.advanceLaterEdits(done);
    this.opts.onWrite?.('done', done);
    this.opts.onDone?.(done);
    this.forgetOneTimeToken(done);
    this.slimDelivered();
  }

  /**
   * Entries delivered more than SLIM_AFTER_MS ago keep only what their result view needs (slim.ts).
   * Not at once: a window that saved a text reads the entry back to know what it saved.
   */
  private slimDelivered(): void {
    const before = new Date(Date.now() - SLIM_AFTER_MS).toISOString();
    for (const entry of this.opts.repo.unslimmedDone(before)) {
      const slim = slimmed(entry);
      // What is kept must read back: a slimmed entry that would not keeps its text instead.
      const request = checkRequest(slim.request, true);
      const result = checkResult(entry.request.op, slim.result);
      if (request.ok && result.ok) this.opts.repo.slimDone(entry.id, request.value, result.value);
      else this.opts.log.warn('outbox entry not slimmed', { id: entry.id });
    }
  }

  /** Decides what a failed send means: wait and repeat, or stop and ask the user. */
  private settleFailure(entry: OutboxEntryView, thrown: unknown): void {
    const { repo } = this.opts;
    const err = thrown instanceof NothingSent ? thrown.cause : thrown;
    const info = toErrorInfo(err);
    const status = info.status;
    // Nothing of this attempt can have reached the platform: it does not count as one (a repeat
    // would check for an effect that cannot exist, and a list that shows too little would stop it).
    if (thrown instanceof NothingSent || (err instanceof ApiError && nothingSent(info))) {
      repo.undoAttempt(entry.id);
    }
    if (err instanceof ApiError && status === 429) {
      const wait = (info.retryAfterSec ?? 60) * 1000;
      repo.markWaiting(entry.id, new Date(Date.now() + wait).toISOString(), info, info.rateLimit);
      return;
    }
    if (
      isUnreachable(info) ||
      (status !== null && status >= 500) ||
      info.code === 'ANSWER_LOST' ||
      info.code === 'BAD_RESPONSE' ||
      info.code === 'RESPONSE_TOO_LARGE'
    ) {
      const attempt = entry.attempts + 1;
      const base = this.opts.baseBackoffMs ?? 1000;
      const ceiling = Math.min(this.opts.maxBackoffMs ?? 60_000, base * 2 ** (attempt - 1));
      let due = Date.now() + ceiling / 2 + (Math.random() * ceiling) / 2;
      // A request that timed out may still be on its way: no check before its deadline.
      if (info.code === 'TIMEOUT')
        due = Math.max(due, Date.parse(repo.get(entry.id)?.inFlightUntil ?? '') || 0);
      repo.markWaiting(entry.id, new Date(due).toISOString(), info);
      return;
    }
    repo.markFailed(entry.id, info);
    this.opts.log.warn('outbox write refused', { id: entry.id, code: info.code });
  }

  /**
   * After an update or create is done, later queued edits of the same item were written against
   * the copy this one replaced: move their base forward (and resolve a local ID to the real one),
   * so our own earlier save is never mistaken for somebody else's.
   */
  private advanceLaterEdits(done: OutboxEntryView): void {
    const previousId = isOp(done, 'library.create')
      ? `local:${done.id}`
      : isOp(done, 'library.update')
        ? done.request.id
        : null;
    const item = isOp(done, 'library.create') || isOp(done, 'library.update') ? done.result : null;
    if (!previousId || !item?.id) return;
    for (const later of this.opts.repo.openUpdatesOf(done.connectionId, previousId)) {
      const r = later.request;
      if (later.id <= done.id || r.op !== 'library.update') continue;
      const baseUpdatedAt = typeof item.updatedAt === 'string' ? item.updatedAt : null;
      this.opts.repo.replaceRequest(later.id, checked({ ...r, id: item.id, baseUpdatedAt }));
    }
  }

  private wakeAt(due: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.kick();
      },
      Math.max(0, due - Date.now()),
    );
    this.timer.unref();
  }

  private requireFailed(id: number): OutboxEntryView {
    const entry = this.get(id);
    if (entry.status !== 'failed')
      throw localError('INVALID_INPUT', `Outbox entry ${id} is ${entry.status}, not failed.`);
    return entry;
  }

  /** Queued again after a refusal: reported with the conflict it met (the stored entry drops it). */
  private requeued(id: number, before: OutboxEntryView): OutboxEntryView {
    const after = this.afterChange(id);
    this.opts.onWrite?.('requeued', { ...after, conflict: before.conflict });
    return after;
  }

  private afterChange(id: number): OutboxEntryView {
    this.changed([id]);
    this.kick();
    return this.get(id);
  }

  /** Announces changed entries, and any a read just found unreadable and stepped out of the line. */
  private changed(ids: number[]): void {
    const all = [...new Set([...ids, ...this.opts.repo.takeSteppedOut()])];
    this.opts.events.emit('outbox.changed', { ...this.summary(), ids: all });
  }
}

/** A delivered entry keeps its text this long (the window that saved it reads it back). */
const SLIM_AFTER_MS = 60_000;
/** How long a claim holds without renewal; a send renews it every third of that. */
const CLAIM_LEASE_MS = 60_000;
/** While another workbench sends the head of the queue, look again this often. */
const FOREIGN_POLL_MS = 500;

/**
 * A claim by a process of this machine that no longer exists (killed mid-send) is void at once;
 * one from another machine (a data folder on a network drive) holds until its lease runs out.
 */
function claimOwnerGone(claimedBy: string): boolean {
  const [host, pid] = claimedBy.split(':');
  if (host !== hostname() || !pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** A failure while preparing a send (the probe): no request of the write went out. */
class NothingSent extends Error {
  constructor(override readonly cause: unknown) {
    super('nothing sent');
  }
}

/**
 * Failures that prove this attempt made nothing: no connection, a refusal by the platform (4xx),
 * or one by the workbench itself before sending (a body over the published limit, a request it
 * cannot build or no longer read). Earlier attempts still count.
 */
function nothingSent(info: ApiErrorInfo): boolean {
  if (info.code === 'NETWORK_UNREACHABLE' || info.code === 'TLS_ERROR') return true;
  // The platform answered with a refusal (4xx, 429 included): it did not make the write.
  if (info.status !== null && info.status >= 400 && info.status < 500) return true;
  return (
    info.status === null &&
    (info.code === 'FILE_TOO_LARGE' || info.code === 'INVALID_INPUT' || info.code === 'UNREADABLE_WRITE')
  );
}

function conflictError(more = ''): ApiErrorInfo {
  const said = 'The server copy is newer than the one this edit started from.';
  return errorInfo('CONFLICT', more ? `${said} ${more}` : said);
}
