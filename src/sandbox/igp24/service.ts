import { creditPair } from '../db/igp24Credits';
import type { Db } from '../db/open';
import { getSubmission, updateSubmissionResult } from '../db/submissions';
import { ProgressAggregate } from './progress';
import type { Igp24Item, Igp24Result } from './types';
import { type Verdict, verifyBatch } from './verify';
import { VerifyPool } from './verifyPool';

export type VerifierMode = 'ok' | 'unavailable' | 'timeout' | 'failed';

/**
 * IGP24 runtime state: the asynchronous verifier (setTimeout-driven, `delayMs` after the POST,
 * then run on a worker thread so a hostile batch never blocks the sandbox's event loop, which
 * in the app is the main process), its fault mode, the published flag of the aggregate reads, and a
 * credit version that invalidates the label-progress aggregate.
 */
export class Igp24Service {
  mode: VerifierMode = 'ok';
  published: boolean;
  /** Bumped whenever a credit changes. */
  creditVersion = 0;
  /** Label-progress aggregate over the credits (rebuilt lazily when creditVersion changes). */
  readonly progress: ProgressAggregate;
  private readonly timers = new Set<NodeJS.Timeout | NodeJS.Immediate>();
  private readonly pool = new VerifyPool();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    readonly delayMs: number,
    published: boolean,
  ) {
    this.published = published;
    this.progress = new ProgressAggregate(db);
  }

  /** The aggregate, up to date with the credits. */
  aggregate(): ProgressAggregate {
    return this.progress.refresh(this.creditVersion);
  }

  /** Queues verification of a stored IGP24 submission. */
  schedule(submissionId: string): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.run(submissionId);
    }, this.delayMs);
    this.timers.add(timer);
  }

  private run(submissionId: string): void {
    const row = getSubmission(this.db, submissionId);
    if (!row || this.closed) return;
    const lines = (row.payload.polynomials as string[] | undefined) ?? [];
    this.pool.verify(lines).then(
      (verdicts) => {
        if (!this.closed) this.finish(submissionId, verdicts);
      },
      () => {
        // The worker died (closed sandbox): the submission stays pending, like an outage.
      },
    );
  }

  private finish(submissionId: string, verdicts: Verdict[]): void {
    const row = getSubmission(this.db, submissionId);
    if (!row || this.closed) return;
    const prev = row.result as Igp24Result;
    const items: Igp24Item[] = verdicts.map((v, polynomialIndex) => ({ polynomialIndex, ...v }));
    const at = new Date(this.now()).toISOString();
    this.db.transaction(() => {
      for (const item of items) {
        if (item.status !== 'accepted' || !item.scoreable) continue;
        if (
          creditPair(
            this.db,
            { ownerKey: row.ownerKey, t: item.t, r: item.r, discAbs: item.fieldDiscAbs },
            at,
          )
        ) {
          this.creditVersion++;
        }
      }
      updateSubmissionResult(this.db, row.id, { ...prev, status: 'done', items } satisfies Igp24Result, at);
    })();
  }

  /** Verifies synchronously (seeding). */
  static verifyAll(lines: string[]): Igp24Item[] {
    return verifyBatch(lines).map((v, polynomialIndex) => ({ polynomialIndex, ...v }));
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) {
      clearTimeout(t as NodeJS.Timeout);
      clearImmediate(t as NodeJS.Immediate);
    }
    this.timers.clear();
    this.pool.close();
  }
}
