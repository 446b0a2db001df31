import { creditPair } from '../db/igp24Credits';
import type { Db } from '../db/open';
import { getSubmission, updateSubmissionResult } from '../db/submissions';
import { ProgressAggregate } from './progress';
import type { Igp24Item, Igp24Result } from './types';
import { canonicalOf, type Verdict, verifyLine } from './verify';

export type VerifierMode = 'ok' | 'unavailable' | 'timeout' | 'failed';

/** Lines verified per event-loop turn, so a 1000-line batch does not block other requests. */
const CHUNK = 10;

/**
 * IGP24 runtime state: the asynchronous verifier (setTimeout-driven, `delayMs` after the POST,
 * then chunked on setImmediate), its fault mode, the published flag of the aggregate reads, and a
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
    const verdicts = new Map<string, Verdict>();
    const canon = lines.map((l) => canonicalOf(l) ?? l);
    const unique = [...new Set(canon)];
    let next = 0;
    const step = () => {
      if (this.closed) return;
      for (let n = 0; n < CHUNK && next < unique.length; n++, next++) {
        const key = unique[next]!;
        // first occurrence's line (and hint) is used for duplicates (spec 4.2 rule 6)
        verdicts.set(key, verifyLine(lines[canon.indexOf(key)]!));
      }
      if (next < unique.length) {
        const im = setImmediate(() => {
          this.timers.delete(im);
          step();
        });
        this.timers.add(im);
        return;
      }
      this.finish(submissionId, canon, verdicts);
    };
    step();
  }

  private finish(submissionId: string, canon: string[], verdicts: Map<string, Verdict>): void {
    const row = getSubmission(this.db, submissionId);
    if (!row || this.closed) return;
    const prev = row.result as Igp24Result;
    const items: Igp24Item[] = canon.map((key, polynomialIndex) => ({
      polynomialIndex,
      ...verdicts.get(key)!,
    }));
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
    const cache = new Map<string, Verdict>();
    return lines.map((line, polynomialIndex) => {
      const key = canonicalOf(line) ?? line;
      let v = cache.get(key);
      if (!v) {
        v = verifyLine(line);
        cache.set(key, v);
      }
      return { polynomialIndex, ...v };
    });
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) {
      clearTimeout(t as NodeJS.Timeout);
      clearImmediate(t as NodeJS.Immediate);
    }
    this.timers.clear();
  }
}
