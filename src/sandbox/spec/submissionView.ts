import type { SubmissionRow } from '../db/submissions';
import type { AcceptedItem, Igp24Result, QueuedItem, RejectedItem } from '../igp24/types';

/** Spec 2.4 / 2.5: the stored SubmissionDto. IGP24 records never repeat the coefficient strings. */
export function submissionDto(row: SubmissionRow) {
  const base = {
    submissionId: row.id,
    competitionId: row.competitionId,
    kind: row.kind,
    payload: row.payload,
    meta: row.meta,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  if (row.kind === 'model-reference') return { ...base, slot: row.slot ?? 1 };
  if (row.kind === 'igp24-polynomial') {
    const result = row.result as Igp24Result | null;
    const items = result?.items ?? [];
    const description = row.meta?.description;
    return {
      ...base,
      payload: {
        queuedPolynomials: items.filter((i): i is QueuedItem => i.status === 'queued'),
      },
      verifiedPolynomials: items.filter((i): i is AcceptedItem => i.status === 'accepted'),
      failedPolynomials: items.filter((i): i is RejectedItem => i.status === 'rejected'),
      description: typeof description === 'string' ? description : null,
    };
  }
  return base;
}

/**
 * The asynchronous IGP24 POST response (spec 2.5, 4.2): the record plus `batchId`,
 * `submissionStatus: 'queued'`, the counts and every queued index as submitted.
 */
export function igp24PostResponse(row: SubmissionRow) {
  const result = row.result as Igp24Result;
  // Every line that passed the format checks is queued at POST time (rejectedCount is 0 then).
  const queuedPolynomials: QueuedItem[] = result.items.map((i) => ({
    polynomialIndex: i.polynomialIndex,
    status: 'queued',
  }));
  return {
    ...submissionDto(row),
    batchId: result.batchId,
    submissionStatus: 'queued' as const,
    queuedCount: result.queuedCount,
    rejectedCount: result.rejectedCount,
    queuedPolynomials,
  };
}

/** The text body of a download (spec 4.1), or null for kinds without one. */
export function downloadText(row: SubmissionRow): string | null {
  switch (row.kind) {
    case 'cheatsheet':
      return String(row.payload.content ?? '');
    case 'solver-participation':
      return String(row.payload.solverCode ?? '');
    case 'igp24-polynomial':
      return ((row.payload.polynomials as string[] | undefined) ?? []).join('\n');
    default:
      return null;
  }
}
