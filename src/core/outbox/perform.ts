/**
 * Sends one outbox entry with its op's handler (handlers.ts). An entry that was tried before may
 * have reached the server even though no answer came back (a lost response, or a crash between
 * send and record), so a repeat first asks the handler for its own earlier effect, and takes the
 * handler's "already done" refusal as done (docs/core.md, "Exactly once"). Where the check cannot
 * prove the write absent, nothing is sent: the entry stops and the user decides.
 */
import type { OutboxCandidate, OutboxEntryView, OutboxOp, OutboxRequestOf } from '../../shared/contract';
import { ApiError } from '../api/errors';
import { OP_HANDLERS } from './handlers';
import type { OpHandler, Outcome, PerformContext } from './opHandler';

export type Performed =
  | (Outcome & { note: string | null })
  | { kind: 'unsure'; why: string; candidates: OutboxCandidate[] };

/** Why a repeat was checked, in words: the answer was lost (or its sender died), or it failed. */
function why(previous: string | null): string {
  return previous === null || previous === 'ANSWER_LOST' || previous === 'TIMEOUT'
    ? 'The platform’s answer was lost'
    : 'An earlier attempt may have reached the platform';
}

export async function perform(entry: OutboxEntryView, ctx: PerformContext): Promise<Performed> {
  const repeatSince = entry.attempts > 0 ? entry.createdAt : null;
  return performOp(entry.request.op, entry.request, repeatSince, ctx, why(entry.error?.code ?? null));
}

async function performOp<Op extends OutboxOp>(
  op: Op,
  req: OutboxRequestOf<Op>,
  repeatSince: string | null,
  ctx: PerformContext,
  cause: string,
): Promise<Performed> {
  const FOUND = `${cause}; the write was checked and found on the platform, so it was not sent again.`;
  const RESENT = `${cause}; the write was checked, was not on the platform, and was sent again.`;
  const handler: OpHandler<Op> = OP_HANDLERS[op];
  let note: string | null = null;
  if (repeatSince !== null && handler.reconcile) {
    const check = await handler.reconcile(req, ctx, repeatSince);
    if (check.kind === 'found') return { kind: 'done', data: check.result, rateLimit: null, note: FOUND };
    if (check.kind === 'unsure') return check;
    note = RESENT;
  }
  try {
    return { ...(await handler.send(req, ctx)), note };
  } catch (err) {
    const already = handler.doneOnRepeat;
    if (repeatSince !== null && already && err instanceof ApiError && err.info.code === already.code) {
      if (!already.confirm || (await already.confirm(req, ctx)))
        return { kind: 'done', data: already.result, rateLimit: err.info.rateLimit, note: null };
    }
    throw err;
  }
}

/** Whether the op notes the platform's state before its first send. */
export function probes(op: OutboxOp): boolean {
  return OP_HANDLERS[op].probe !== undefined;
}

/** Runs the op's probe (before the first send). */
export function runProbe(entry: OutboxEntryView, ctx: PerformContext) {
  return probeOp(entry.request.op, entry.request, ctx);
}

function probeOp<Op extends OutboxOp>(op: Op, req: OutboxRequestOf<Op>, ctx: PerformContext) {
  const handler: OpHandler<Op> = OP_HANDLERS[op];
  return handler.probe?.(req, ctx);
}
