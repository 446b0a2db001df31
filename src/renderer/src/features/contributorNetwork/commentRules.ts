import type { ApiErrorInfo } from '../../../../shared/api';

/**
 * Comment creation and deletion use guessed paths (docs/spec-gaps.md). A platform that does not
 * have them answers 404 (no such route) or 405 (method not allowed): the thread is then read-only.
 * A 404 with a specific code other than NOT_FOUND (a missing item) is not such an answer.
 */
export function commentsUnsupported(error: ApiErrorInfo | null | undefined): boolean {
  if (!error) return false;
  return error.status === 405 || (error.status === 404 && error.code === 'NOT_FOUND');
}
