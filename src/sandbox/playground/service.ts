import { EventEmitter } from 'node:events';
import type { Db } from '../db/open';
import {
  activeRuns,
  addCreditsSpent,
  getRun,
  insertResult,
  pageResults,
  type RunRow,
  setRunCost,
  updateRunProgress,
} from '../db/playground';
import {
  marathonAttempted,
  modelRefRow,
  modelRefSummary,
  stage1Row,
  stage2Order,
  stage2Row,
} from './evaluator';
import type { ModelRefPlan, RunPlan, Stage1Plan, Stage2Plan } from './plan';

/** Cells done per run and tick when the pace is 0 (as fast as possible, still asynchronous). */
const BATCH_AT_FULL_SPEED = 250;

export interface RunEvent {
  type: 'progress' | 'status';
  run: RunRow;
}

/**
 * Drives every active run: on each tick a pending run is claimed (running, no rows yet) and a
 * running run completes one cell (or a batch at pace 0). Runs live in SQLite, so a sandbox started
 * on the same data directory picks up where the last one stopped. Timers are unref'd and stop on
 * close(), so they never keep the process alive.
 */
export class PlaygroundService {
  readonly events = new EventEmitter();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    readonly paceMs: number,
  ) {
    this.events.setMaxListeners(0);
  }

  /** Starts (or keeps) the tick loop while any run is active. */
  wake(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.tick();
    }, this.paceMs);
    this.timer.unref();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.events.emit('close');
    this.events.removeAllListeners();
  }

  private tick(): void {
    if (this.closed) return;
    const runs = activeRuns(this.db);
    for (const run of runs) this.db.transaction(() => this.advance(run))();
    if (runs.length > 0) this.wake();
  }

  private emit(type: RunEvent['type'], id: string): void {
    const run = getRun(this.db, id);
    if (run) this.events.emit('run', { type, run } satisfies RunEvent);
  }

  private advance(run: RunRow): void {
    const at = new Date(this.now()).toISOString();
    if (run.status === 'pending') {
      run.status = 'running';
      run.startedAt = at;
      if (run.total === 0) {
        this.finish(run, 'done', at);
        return;
      }
      updateRunProgress(this.db, run);
      this.emit('status', run.id);
      return;
    }
    const steps = this.paceMs === 0 ? BATCH_AT_FULL_SPEED : 1;
    const plan = run.plan as RunPlan;
    for (let i = 0; i < steps && run.completed < run.total; i++) {
      if (plan.kind === 'cheatsheet') this.stage1Step(run, plan, at);
      else if (plan.kind === 'solver-participation') {
        if (plan.crashes && run.completed >= Math.floor(run.total / 2)) {
          this.finish(run, 'failed', at);
          return;
        }
        this.stage2Step(run, plan, at);
      } else this.modelRefStep(run, plan, at);
    }
    if (run.completed >= run.total) {
      if (plan.kind === 'solver-participation' && plan.track === 'marathon') this.marathonRows(run, plan, at);
      if (plan.kind === 'model-reference') run.summary = this.summaryOf(run, plan);
      this.finish(run, 'done', at);
      return;
    }
    updateRunProgress(this.db, run);
    this.emit('progress', run.id);
  }

  private stage1Step(run: RunRow, plan: Stage1Plan, at: string): void {
    const row = stage1Row(run.competitionId, plan, run.id, run.completed, at);
    insertResult(this.db, run.id, row.executionIndex, row.resultId, row);
    run.completed++;
  }

  private stage2Step(run: RunRow, plan: Stage2Plan, at: string): void {
    // Marathon rows appear only when the shared solver process ends (marathonRows).
    if (plan.track === 'solo') {
      const position = stage2Order(plan)[run.completed]!;
      const row = stage2Row(run.competitionId, plan, run.id, position, run.completed, at, true);
      insertResult(this.db, run.id, row.sequence, row.resultId, row);
    }
    run.completed++;
  }

  private marathonRows(run: RunRow, plan: Stage2Plan, at: string): void {
    plan.problems.forEach((p, sequence) => {
      const row = stage2Row(
        run.competitionId,
        plan,
        run.id,
        p.position,
        sequence,
        at,
        marathonAttempted(plan, p.position),
      );
      insertResult(this.db, run.id, row.sequence, row.resultId, row);
    });
  }

  private modelRefStep(run: RunRow, plan: ModelRefPlan, at: string): void {
    const row = modelRefRow(plan, run.id, run.completed, at);
    insertResult(this.db, run.id, row.sequence, row.resultId, row);
    run.completed++;
  }

  private summaryOf(run: RunRow, plan: ModelRefPlan) {
    const rows = pageResults(this.db, run.id, null, run.total + 1).map(
      (r) => r.row as { tierId: string; correct: boolean },
    );
    return modelRefSummary(plan, rows);
  }

  private finish(run: RunRow, status: 'done' | 'failed', at: string): void {
    run.status = status;
    run.finishedAt = at;
    updateRunProgress(this.db, run);
    this.emit('status', run.id);
  }

  /** Cancels an active run and refunds the part not executed. Returns false when it is terminal. */
  cancel(id: string): boolean {
    return this.db.transaction(() => {
      const run = getRun(this.db, id);
      if (!run || (run.status !== 'pending' && run.status !== 'running')) return false;
      const refund = run.total === 0 ? 0 : (run.costCredits * (run.total - run.completed)) / run.total;
      addCreditsSpent(this.db, run.accountId, -refund);
      // The run's cost is what it was charged: the quote less the refund (docs/sandbox.md).
      run.costCredits -= refund;
      setRunCost(this.db, run.id, run.costCredits);
      run.status = 'cancelled';
      run.finishedAt = new Date(this.now()).toISOString();
      updateRunProgress(this.db, run);
      this.emit('status', run.id);
      return true;
    })();
  }
}
