/** What a submission of one competition kind is checked and stored with. */
import type { FastifyReply } from 'fastify';
import type { Caller } from '../auth';
import type { SandboxContext } from '../context';
import type { CompetitionRow } from '../db/competitions';

export interface SubmitContext {
  ctx: SandboxContext;
  caller: Caller;
  competition: CompetitionRow;
  body: Record<string, unknown>;
  ownerKey: string;
  idempotencyKey: string | null;
  requestHash: string;
  reply: FastifyReply;
}
