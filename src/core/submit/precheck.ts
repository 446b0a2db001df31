/**
 * Everything the app can know before a submission is queued, from fresh reads (spec 2.2: a cached
 * detail must not authorize a write): the caller's participation, the live schemas, the slot, the
 * size the spec measures for the kind, and what the submission would replace.
 */
import type { FieldError, SubmissionDto } from '../../shared/api';
import type { SubmitPrecheck } from '../../shared/contract';
import { utf8Length } from '../../shared/utf8';
import type { ApiClient } from '../api/client';
import { getCompetition, getParticipation } from '../api/competitions';
import { collect, paginate } from '../api/pagination';
import { listMine } from '../api/submissions';

export interface SubmitInput {
  competitionId: string;
  payload: Record<string, unknown>;
  meta?: Record<string, unknown>;
  slot?: number;
}

const REPLACING_KINDS = new Set(['cheatsheet', 'model-reference', 'solver-participation']);

export async function precheck(client: ApiClient, input: SubmitInput): Promise<SubmitPrecheck> {
  const [competition, me] = await Promise.all([
    getCompetition(client, input.competitionId).then((r) => r.data),
    getParticipation(client, input.competitionId).then((r) => r.data),
  ]);
  const spec = competition.submissionSpec;
  const kind = spec.kind;
  // ajv (a large module that builds its validator at load) only when a submission is checked.
  const { schemaErrors } = await import('./schemaErrors');
  const payloadErrors = schemaErrors(spec.schema, input.payload);
  const metaErrors: FieldError[] = input.meta === undefined ? [] : schemaErrors(spec.metaSchema, input.meta);

  let slotError: string | null = null;
  const maxEntries = spec.limits.maxEntries ?? 1;
  if (input.slot !== undefined) {
    if (kind !== 'model-reference') slotError = 'Only model references have slots.';
    else if (!Number.isInteger(input.slot) || input.slot < 1 || input.slot > maxEntries) {
      slotError = `Choose a slot from 1 to ${maxEntries}.`;
    }
  }

  const size = measure(kind, input.payload, spec.limits.maxBytes ?? null);
  // IGP24 replaces nothing (every POST is new), so its whole history need not be read.
  const current = REPLACING_KINDS.has(kind)
    ? await collect(
        paginate(
          (cursor) => listMine(client, input.competitionId, { cursor, limit: 100 }).then((r) => r.data),
          (s) => s.submissionId,
        ),
      ).catch(() => [] as SubmissionDto[])
    : [];
  const replaces = current.filter((s) => replacedBy(kind, s, input));

  const tooBig = size !== null && size.maxBytes !== null && size.bytes > size.maxBytes;
  return {
    competition,
    canSubmit: me.canSubmit,
    blockedReason: me.submitBlockedReason,
    payloadErrors,
    metaErrors,
    slotError,
    size,
    replaces,
    ok:
      me.canSubmit && payloadErrors.length === 0 && metaErrors.length === 0 && slotError === null && !tooBig,
  };
}

/** Spec 2.2 / 8: what `limits.maxBytes` measures for each kind. */
export function measure(kind: string, payload: Record<string, unknown>, maxBytes: number | null) {
  const text =
    kind === 'cheatsheet'
      ? payload.content
      : kind === 'solver-participation'
        ? payload.solverCode
        : kind === 'igp24-polynomial' && Array.isArray(payload.polynomials)
          ? payload.polynomials.join('\n')
          : undefined;
  return typeof text === 'string' ? { bytes: utf8Length(text), maxBytes } : null;
}

/** Spec 3: one entry per team (cheatsheet), per slot (model reference), per track (Stage 2). */
function replacedBy(kind: string, current: SubmissionDto, input: SubmitInput): boolean {
  if (kind === 'cheatsheet') return true;
  if (kind === 'model-reference') return (current.slot ?? 1) === (input.slot ?? 1);
  if (kind === 'solver-participation') return current.payload.track === input.payload.track;
  return false;
}
