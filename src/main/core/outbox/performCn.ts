/** Sends one Contributor Network outbox entry (favorite, comment, publish, withdraw). */
import type { OutboxEntryView, OutboxRequest } from '../../../shared/contract';
import { localError } from '../api/errors';
import type { Outcome, PerformContext } from './perform';

export type CnRequest = Extract<OutboxRequest, { op: `cn.${string}` }>;

export async function performCn(
  _entry: OutboxEntryView,
  _req: CnRequest,
  _ctx: PerformContext,
): Promise<Outcome> {
  throw localError('INTERNAL', 'The Contributor Network is not available in this build yet.');
}
