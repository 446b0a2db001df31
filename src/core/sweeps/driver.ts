/**
 * Drives sweeps (docs/sweeps.md): each step looks at what is stored and does the one thing that
 * comes next, so a sweep resumes after a crash, a restart or going offline exactly where it was:
 *
 * 1. each variant's cheatsheet is created through the outbox (entry recorded with the variant);
 * 2. a round is queued as one Stage 1 run through the outbox, in the transaction that inserts the
 *    round's row; the row's key refuses a second insert, so no round is sent twice, also when the
 *    app and a command drive the same sweep;
 * 3. the round's run is followed until it has ended and its rows are stored;
 * 4. the race (src/shared/sweeps/race.ts) decides from the stored rows: a winner, the end, or the
 *    next round, queued only while every racing variant's cheatsheet still holds its text (edited.ts).
 * A refused write (RUN_BUDGET_EXCEEDED among them) pauses the sweep with the platform's words;
 * `resume` tries that write again. Nothing here waits on a timer it owns past `close()`.
 */
import { isTerminalStatus } from '../../shared/api';
import { cacheKey } from '../../shared/contract';
import { race } from '../../shared/sweeps/race';
import { ApiError } from '../api/errors';
import type { ActiveConnection } from '../connections';
import type { CoreContext } from '../context';
import type { SweepRow } from '../store/sweeps';
import { queuedPins } from '../versions';
import { roundCells } from './cells';
import { editedVariant, editedWords } from './edited';
import { letter, raceSettings, type StoredDefinition, variantTitle } from './stored';

/** Looked at again this often while a sweep is driven, for what another process did meanwhile. */
const LOOK_AGAIN_MS = 1000;

export class SweepDriver {
  private readonly driven = new Set<string>();
  private readonly chains = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Fired by close(): a read of the platform under way ends at once. */
  private readonly closing = new AbortController();
  private readonly offs: Array<() => void> = [];

  private readonly d: {
    ctx: CoreContext;
    repo: CoreContext['sweeps'];
    transaction: CoreContext['transaction'];
  };

  constructor(ctx: CoreContext) {
    this.d = { ctx, repo: ctx.sweeps, transaction: ctx.transaction };
    const d = this.d;
    const kick = () => this.kickAll();
    this.offs.push(d.ctx.events.on('outbox.changed', kick));
    this.offs.push(d.ctx.events.on('playground.runEnded', kick));
    this.offs.push(
      d.ctx.events.on('cache.updated', (e) => {
        if (e.keys.some((k) => k.startsWith('playground.results'))) kick();
      }),
    );
  }

  /** Drives this sweep while the process lives (or until it pauses or ends). */
  drive(id: string): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.driven.add(id);
    this.arm();
    return this.step(id);
  }

  /** Drives every sweep of the active connection not paused or ended (the app and serve mode). */
  async driveActive(): Promise<void> {
    const conn = await this.d.ctx.connections.getActive();
    await Promise.all(this.d.repo.active(conn.partition).map((s) => this.drive(s.id)));
  }

  close(): void {
    this.closed = true;
    this.closing.abort();
    for (const off of this.offs) off();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Settles once every step under way is done (tests, close). */
  async idle(): Promise<void> {
    await Promise.all([...this.chains.values()]);
  }

  private kickAll(): void {
    for (const id of this.driven) void this.step(id);
  }

  private arm(): void {
    if (this.closed || this.timer || this.driven.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kickAll();
      this.arm();
    }, LOOK_AGAIN_MS);
    this.timer.unref();
  }

  /** One step at a time per sweep: a kick while one runs is folded into one more after it. */
  private step(id: string): Promise<void> {
    const prior = this.chains.get(id) ?? Promise.resolve();
    const next = prior
      .then(() => (this.closed ? undefined : this.advance(id)))
      .catch((err) => this.d.ctx.log.warn('sweep step failed', { sweepId: id, error: String(err) }));
    this.chains.set(id, next);
    void next.finally(() => {
      if (this.chains.get(id) === next) this.chains.delete(id);
    });
    return next;
  }

  private changed(sweep: SweepRow, connectionId: string): void {
    this.d.ctx.events.emit('cache.updated', {
      connectionId,
      keys: [
        cacheKey('sweeps.get', { sweepId: sweep.id }),
        cacheKey('sweeps.list', { competitionId: sweep.competitionId }),
      ],
    });
  }

  private pause(sweep: SweepRow, conn: ActiveConnection, code: string, message: string): void {
    this.d.repo.setStatus(sweep.id, 'paused', { code, message });
    this.driven.delete(sweep.id);
    this.changed(sweep, conn.id);
  }

  private end(sweep: SweepRow, conn: ActiveConnection, winner: number | null): void {
    this.d.repo.end(sweep.id, winner);
    this.driven.delete(sweep.id);
    this.changed(sweep, conn.id);
  }

  private async advance(id: string): Promise<void> {
    const { ctx, repo } = this.d;
    const sweep = repo.get(id);
    if (!sweep || sweep.status === 'paused' || sweep.status === 'ended') {
      this.driven.delete(id);
      return;
    }
    const conn = await ctx.connections.getActive();
    // Another connection is active: its runs are not this sweep's; it waits for a switch back.
    if (conn.partition !== sweep.partition) return;
    const def = JSON.parse(sweep.definition) as StoredDefinition;
    if (!(await this.variantsReady(sweep, conn))) return;
    if (sweep.status === 'preparing') {
      repo.setStatus(id, 'racing');
      this.changed(sweep, conn.id);
    }
    await this.raceStep(sweep, def, conn);
  }

  /**
   * A write of the sweep as the outbox holds it, or null after pausing the sweep when it can no
   * longer be read or was discarded: Resume then queues it anew (handlers/sweeps.ts).
   */
  private entryOf(sweep: SweepRow, conn: ActiveConnection, id: number, what: string) {
    try {
      return this.d.ctx.outbox.get(id);
    } catch (err) {
      const info = err instanceof ApiError ? err.info : null;
      this.pause(
        sweep,
        conn,
        info?.code ?? 'UNREADABLE_WRITE',
        `${what} is no longer in the outbox (${info?.message ?? String(err)}). Resume queues it again.`,
      );
      return null;
    }
  }

  /** Step 1: every variant has its cheatsheet on the platform. */
  private async variantsReady(sweep: SweepRow, conn: ActiveConnection): Promise<boolean> {
    const { ctx, repo } = this.d;
    let ready = true;
    for (const v of repo.variants(sweep.id)) {
      if (v.cheatsheetId) continue;
      ready = false;
      if (v.createEntry === null) {
        this.d.transaction(() => {
          // Read again under the write lock: another process may have queued it meanwhile.
          const now = repo.variants(sweep.id).find((x) => x.position === v.position);
          if (now?.createEntry !== null) return;
          const entry = ctx.outbox.enqueue(
            'library.create',
            {
              kind: 'cheatsheet',
              body: { title: variantTitle(sweep.name, v.position, v.label), content: v.text },
            },
            `Create the cheatsheet of sweep ${sweep.name}, variant ${letter(v.position)}`,
          );
          repo.setCreateEntry(sweep.id, v.position, entry.id);
        });
        this.changed(sweep, conn.id);
        continue;
      }
      const entry = this.entryOf(sweep, conn, v.createEntry, `Variant ${letter(v.position)}'s cheatsheet`);
      if (!entry) return false;
      if (entry.status === 'done' && entry.request.op === 'library.create') {
        const item = entry.result as { id?: unknown } | null;
        if (typeof item?.id === 'string') {
          repo.setCheatsheet(sweep.id, v.position, item.id);
          this.changed(sweep, conn.id);
          continue;
        }
      }
      if (entry.status === 'failed' && entry.error) {
        this.pause(
          sweep,
          conn,
          entry.error.code,
          `Variant ${letter(v.position)}'s cheatsheet was not created: ${entry.error.message}`,
        );
        return false;
      }
    }
    return ready || repo.variants(sweep.id).every((v) => v.cheatsheetId !== null);
  }

  /** Steps 2–4: the round under way, or the race's decision and the next round. */
  private async raceStep(sweep: SweepRow, def: StoredDefinition, conn: ActiveConnection): Promise<void> {
    const { ctx, repo } = this.d;
    const rounds = repo.rounds(sweep.id);
    const last = rounds.at(-1);
    if (last && last.runId === null) {
      if (last.entryId === null) return;
      const entry = this.entryOf(sweep, conn, last.entryId, `Round ${last.round + 1}'s run`);
      if (!entry) return;
      if (entry.status === 'failed' && entry.error) {
        this.pause(
          sweep,
          conn,
          entry.error.code,
          `Round ${last.round + 1} was not started: ${entry.error.message}`,
        );
        return;
      }
      const runId = entry.status === 'done' ? (entry.result as { runId?: unknown } | null)?.runId : null;
      if (typeof runId !== 'string') return;
      repo.setRunId(sweep.id, last.round, runId);
      last.runId = runId;
      this.changed(sweep, conn.id);
    }
    // Every round's run ended and stored before any row is read: a kick while one runs costs a look.
    const keys = rounds.map((r) => ({
      partition: conn.partition,
      competitionId: sweep.competitionId,
      runId: r.runId!,
    }));
    for (const [i, key] of keys.entries()) {
      const stored = ctx.playground.getRun(key);
      if (stored && isTerminalStatus(stored.run.status) && ctx.playground.isComplete(key)) continue;
      const stopped = stored?.followStopped ?? ctx.followers.stoppedReason(key);
      if (stopped) {
        this.pause(
          sweep,
          conn,
          stopped.error.code,
          `Round ${i + 1}'s run is no longer followed: ${stopped.error.message}`,
        );
        return;
      }
      ctx.followers.follow(conn, sweep.competitionId, key.runId, 'cheatsheet');
      return;
    }
    // A round's run that failed or was cancelled counts with the rows it has (docs/sweeps.md).
    const cellsOf = rounds.map((r, i) => roundCells(r, ctx.playground.results(keys[i]!)));
    const variants = repo.variants(sweep.id);
    const state = race(
      raceSettings(def, variants.length),
      rounds.map((r, i) => ({ variants: r.variants, start: r.start, end: r.end, cells: cellsOf[i] })),
    );
    if (state.end) {
      this.end(sweep, conn, state.winner);
      return;
    }
    if (!state.next) return;
    const next = state.next;
    const racing = next.variants.map((v) => variants[v]!);
    const edited = await editedVariant(ctx, conn, racing, this.closing.signal);
    // Closed while the platform was asked: nothing more is queued by this process.
    if (this.closed) return;
    if (edited) {
      const { variant: v, deleted } = edited;
      this.pause(sweep, conn, 'VARIANT_CHANGED', editedWords(letter(v.position), deleted));
      return;
    }
    const queued = this.d.transaction(() => {
      // Read again under the write lock: another process may have queued this round meanwhile.
      if (repo.rounds(sweep.id).length !== next.round) return false;
      const body = {
        models: def.models,
        problems: def.pool
          .slice(next.start, next.end)
          .map((p) => ({ problemSet: p.problemSetId, index: p.index })),
        configurations: next.variants.map((v) => ({ cheatsheet: variants[v]!.cheatsheetId! })),
        repeat: def.repeat,
      };
      const pins = queuedPins(ctx.versions, conn.partition, { kind: 'cheatsheet', body }, ctx.outbox.open());
      const entry = ctx.outbox.enqueue(
        'playground.create',
        { competitionId: sweep.competitionId, kind: 'cheatsheet', body, hfTokenRef: null, pins },
        `Sweep ${sweep.name}: round ${next.round + 1} (${next.variants.length} variants, ${next.end - next.start} problems)`,
      );
      return repo.insertRound(sweep.id, { ...next, entryId: entry.id, runId: null });
    });
    if (queued) this.changed(sweep, conn.id);
  }
}
