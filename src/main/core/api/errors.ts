// STUB — being written by the lead.
import type { ApiErrorInfo } from '../../../shared/api';
export function toErrorInfo(err: unknown): ApiErrorInfo {
  return { code: 'INTERNAL', message: String(err), status: null, fieldErrors: [], retryAfterSec: null, rateLimit: null };
}
