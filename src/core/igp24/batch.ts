/**
 * An IGP24 batch's per-line status. The batch read's body is not shown in the spec (4.1), so a
 * platform may answer it in any shape; the submission record (2.4, 2.5) is spec'd and says the same
 * in `verifiedPolynomials`, `failedPolynomials` and the queued lines.
 */
import { type BatchStatus, type Igp24Item, igp24Item, type SubmissionDto } from '../../shared/api';

/** True when the batch body has the guessed shape (docs/spec-gaps.md): per-line `items`. */
export function hasItems(b: BatchStatus): boolean {
  return Array.isArray(b.items);
}

function items(list: unknown): Igp24Item[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((x) => {
    const parsed = igp24Item.safeParse(x);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The batch's lines from the submission record: settled ones, then the ones still queued. */
export function batchFromSubmission(
  sub: SubmissionDto,
  batchId: string,
): Pick<BatchStatus, 'batchId' | 'status' | 'items'> {
  const settledItems = [...items(sub.verifiedPolynomials), ...items(sub.failedPolynomials)];
  const settled = new Set(settledItems.map((i) => i.polynomialIndex));
  const queued = items(sub.queuedPolynomials ?? sub.payload.queuedPolynomials).filter(
    (i) => i.status === 'queued' && !settled.has(i.polynomialIndex),
  );
  return {
    batchId,
    status: queued.length > 0 ? 'queued' : 'done',
    items: [...settledItems, ...queued].sort((a, b) => a.polynomialIndex - b.polynomialIndex),
  };
}
