/**
 * How the core sends one kind of write: the half of the outbox table (shared/contracts/outbox.ts)
 * that needs the API client. handlers.ts holds one OpHandler per op; perform.ts drives them.
 */
import type { LibraryItem, RateLimitInfo } from '../../shared/api';
import type { OutboxOp, OutboxRequestOf, OutboxResultOf } from '../../shared/contract';
import type { ApiClient, ApiResponse } from '../api/client';
import type { SecretStore } from '../secrets';
import type { OutboxProbe } from '../store/outbox';
import type { Check } from './reconcile';

/** What one send ended with: the server has the write (its answer), or an edit met a newer copy. */
export type Outcome<Op extends OutboxOp = OutboxOp> =
  | { kind: 'done'; data: OutboxResultOf<Op>; rateLimit: RateLimitInfo | null }
  | { kind: 'conflict'; server: LibraryItem };

export interface PerformContext {
  client: ApiClient;
  /** IDs of items that finished writes already produced, and those the user ruled out. */
  createdIds: () => Set<string>;
  /** What the op noted before its first send (null when it notes nothing, or never got to). */
  probe: OutboxProbe | null;
  secrets?: SecretStore;
}

export interface OpHandler<Op extends OutboxOp> {
  /** Sends the write (once: the client never repeats a POST by itself). */
  send(req: OutboxRequestOf<Op>, ctx: PerformContext): Promise<Outcome<Op>>;
  /**
   * Only on a repeat (an earlier attempt may have reached the server): looks for the write's own
   * effect made since it was queued: found (its result), provably absent, or unsure.
   */
  reconcile?(
    req: OutboxRequestOf<Op>,
    ctx: PerformContext,
    queuedAt: string,
  ): Promise<Check<OutboxResultOf<Op>>>;
  /**
   * Before the first send: notes what the platform holds already (the IDs of a list that shows
   * too little to tell its records apart), so a repeat can rule those out.
   */
  probe?(req: OutboxRequestOf<Op>, ctx: PerformContext): Promise<OutboxProbe>;
  /**
   * On a repeat, a refusal with this code means the earlier attempt did it: done, with `result` —
   * when `confirm` (if given) finds the earlier attempt's effect there.
   */
  doneOnRepeat?: {
    code: string;
    result: OutboxResultOf<Op>;
    confirm?: (req: OutboxRequestOf<Op>, ctx: PerformContext) => Promise<boolean>;
  };
}

/** The server's answer, recorded as the entry's result. */
export function answered<T>(res: ApiResponse<T>): { kind: 'done'; data: T; rateLimit: RateLimitInfo | null } {
  return { kind: 'done', data: res.data, rateLimit: res.rateLimit };
}

/** A write whose answer has no body (DELETE, 204): recorded as null. */
export function nothing(res: ApiResponse<unknown>): {
  kind: 'done';
  data: null;
  rateLimit: RateLimitInfo | null;
} {
  return { kind: 'done', data: null, rateLimit: res.rateLimit };
}
