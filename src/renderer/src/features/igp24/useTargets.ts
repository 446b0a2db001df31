import type { ApiErrorInfo } from '../../../../shared/api/errors';
import type { Igp24Targets } from '../../../../shared/contracts/igp24';
import { toErrorInfo } from '../../lib/errors';
import { useContractQuery } from '../../stores/query';
import { LABELS_KEY } from './useLabelSync';

/**
 * The labels where each signature r of the checked lines would still be a first, from the local
 * label copy: read again when the copy changes. `rs` must be sorted (another order is another
 * read); nothing is read while it is empty.
 */
export function useTargets(rs: number[]): {
  targets: Igp24Targets | null;
  error: ApiErrorInfo | null;
  retry: () => void;
} {
  const q = useContractQuery(
    'igp24.targets',
    { rs, examples: 5 },
    {
      enabled: rs.length > 0,
      refreshOn: [LABELS_KEY],
      // While the next set of r is read, the last targets stay on screen.
      placeholderData: (previous) => previous,
    },
  );
  return {
    targets: rs.length > 0 ? (q.data ?? null) : null,
    error: q.error ? toErrorInfo(q.error) : null,
    retry: () => void q.refetch(),
  };
}
