/** Spec 2.4, 2.5, 4.1, 4.2: submission records and the submit body. */
import * as z from 'zod';
import { listPage } from './envelope';

/** Spec 2.5: per-polynomial IGP24 results; optional fields are kept as they come. */
export const igp24Item = z.looseObject({
  polynomialIndex: z.number().int(),
  status: z.enum(['queued', 'accepted', 'rejected']),
  label: z.string().optional(),
  t: z.number().int().optional(),
  r: z.number().int().optional(),
  reason: z.string().optional(),
});
export type Igp24Item = z.infer<typeof igp24Item>;

/** Spec 2.4: the common fields; kind-specific ones (slot, IGP24 lists) are optional here. */
export const submissionDto = z.looseObject({
  submissionId: z.string(),
  competitionId: z.string(),
  kind: z.string(),
  payload: z.record(z.string(), z.unknown()),
  meta: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  slot: z.number().int().optional(),
  verifiedPolynomials: z.array(igp24Item).optional(),
  failedPolynomials: z.array(igp24Item).optional(),
  description: z.string().nullish(),
  // The asynchronous IGP24 POST response adds these (spec 2.5).
  batchId: z.string().optional(),
  submissionStatus: z.string().optional(),
  queuedCount: z.number().int().optional(),
  rejectedCount: z.number().int().optional(),
  queuedPolynomials: z.array(igp24Item).optional(),
});
export type SubmissionDto = z.infer<typeof submissionDto>;
export const submissionPage = listPage(submissionDto);

/** Spec 4.2: the submit body. `idempotencyKey` is added by the outbox, never by the UI. */
export interface SubmitBody {
  payload: Record<string, unknown>;
  meta?: Record<string, unknown>;
  slot?: number;
  idempotencyKey?: string;
}

/**
 * Spec 4.1: the batch status read's body is not shown. Guess (docs/spec-gaps.md): an object with
 * per-polynomial `items` like 2.5's records; everything else is kept as it comes.
 */
export const batchStatus = z.looseObject({
  batchId: z.string().optional(),
  status: z.string().optional(),
  items: z.array(igp24Item).optional(),
});
export type BatchStatus = z.infer<typeof batchStatus>;
