/**
 * Sends one outbox entry with its op's handler (handlers.ts). An entry that was tried before may
 * have reached the server even though no answer came back (a lost response, or a crash between
 * send and record), so a repeat first asks the handler for its own earlier effect, and takes the
 * handler's "already done" refusal as done (docs/core.md, "Exactly once").
 */
import type { OutboxEntryView, OutboxOp, OutboxRequestOf } from '../../shared/contract';
import { ApiError } from '../api/errors';
import { OP_HANDLERS } from './handlers';
import type { OpHandler, Outcome, PerformContext } from './opHandler';

export async function perform(entry: OutboxEntryView, ctx: PerformContext): Promise<Outcome> {
  return performOp(entry.request.op, entry.request, entry.attempts > 0 ? entry.createdAt : null, ctx);
}

async function performOp<Op extends OutboxOp>(
  op: Op,
  req: OutboxRequestOf<Op>,
  repeatSince: string | null,
  ctx: PerformContext,
): Promise<Outcome<Op>> {
  const handler: OpHandler<Op> = OP_HANDLERS[op];
  if (repeatSince !== null && handler.reconcile) {
    const found = await handler.reconcile(req, ctx, repeatSince);
    if (found !== null) return { kind: 'done', data: found, rateLimit: null };
  }
  try {
    return await handler.send(req, ctx);
  } catch (err) {
    const already = handler.doneOnRepeat;
    if (repeatSince !== null && already && err instanceof ApiError && err.info.code === already.code) {
      return { kind: 'done', data: already.result, rateLimit: err.info.rateLimit };
    }
    throw err;
  }
}
