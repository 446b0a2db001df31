import { type ApiErrorInfo, errorInfo } from '../../../shared/api/errors';
import { WorkbenchCallError } from '../bridge';

/** Any thrown value as ApiErrorInfo, so every failure reaches the user through describeError. */
export function toErrorInfo(e: unknown): ApiErrorInfo {
  if (e instanceof WorkbenchCallError) return e.info;
  return errorInfo('INTERNAL', e instanceof Error ? e.message : String(e));
}
