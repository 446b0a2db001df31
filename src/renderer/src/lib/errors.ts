import type { ApiErrorInfo } from '../../../shared/api';
import { WorkbenchCallError } from '../bridge';

/** Any thrown value as ApiErrorInfo, so every failure reaches the user through describeError. */
export function toErrorInfo(e: unknown): ApiErrorInfo {
  if (e instanceof WorkbenchCallError) return e.info;
  return {
    code: 'INTERNAL',
    message: e instanceof Error ? e.message : String(e),
    status: null,
    fieldErrors: [],
    retryAfterSec: null,
    rateLimit: null,
  };
}
