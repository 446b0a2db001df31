import { OUTBOX_CHANGED, useContractQuery } from '../../stores/query';

/**
 * The team's remaining daily IGP24 submissions as last reported: read again every 30 s and
 * whenever the outbox changes (a submission sent or refused moves the count). A failed read is
 * `error`, for the badge to say so.
 */
export function useQuota() {
  return useContractQuery('igp24.quota', {}, { refetchInterval: 30_000, refreshOn: [OUTBOX_CHANGED] });
}
