/**
 * The error every platform call fails with, apart from the mapping of HTTP and network failures
 * (errors.ts, which needs the error envelope's zod schema): zod-free, so what only raises a local
 * error (the pager, downloads) does not load zod and every API schema into a command that never
 * sends a request (`workbench --help`).
 */
import type { ApiErrorInfo, ErrorCode } from '../../shared/api';
import { errorInfo } from '../../shared/api/errors';

/** A failed platform call. Thrown by the client; crosses hosts as its plain `info`. */
export class ApiError extends Error {
  constructor(readonly info: ApiErrorInfo) {
    super(`${info.code}: ${info.message}`);
    this.name = 'ApiError';
  }
}

export function localError(code: ErrorCode, message: string, extra: Partial<ApiErrorInfo> = {}): ApiError {
  return new ApiError(errorInfo(code, message, extra));
}
