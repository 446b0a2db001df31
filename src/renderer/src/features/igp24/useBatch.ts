import type { ApiErrorInfo, BatchStatus } from '../../../../shared/api';
import { toErrorInfo } from '../../lib/errors';
import { useContractQuery } from '../../stores/query';

const POLL_MS = 1000;

/** Every item accepted or rejected: nothing left to wait for. */
export function settled(b: BatchStatus | null): boolean {
  if (!b) return false;
  const items = b.items ?? [];
  return b.status === 'done' || (items.length > 0 && items.every((i) => i.status !== 'queued'));
}

/** Reads the batch status every second until every item is accepted or rejected (a failed read too). */
export function useBatch(
  batchId: string | null,
  submissionId?: string,
): { batch: BatchStatus | null; error: ApiErrorInfo | null } {
  const q = useContractQuery(
    'igp24.batch',
    { batchId: batchId ?? '', ...(submissionId ? { submissionId } : {}) },
    {
      enabled: batchId !== null,
      refetchInterval: (query) => (settled(query.state.data ?? null) ? false : POLL_MS),
    },
  );
  return { batch: q.data ?? null, error: q.error ? toErrorInfo(q.error) : null };
}
