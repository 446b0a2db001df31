import type { GaloisDetail } from '../../../../shared/igp24/galois/index';
import type { CheckJob } from './workers/check.worker';

/** A line whose group could not be computed (its worker died, or the table could not be read). */
export function galoisFailed(job: CheckJob, reason: string): GaloisDetail {
  return {
    line: job.lineNumber,
    valid: false,
    errors: [],
    reason: `no group computed: ${reason}`,
    r: null,
    discIsSquare: null,
    primes: 0,
    candidates: null,
    ranking: null,
  };
}
