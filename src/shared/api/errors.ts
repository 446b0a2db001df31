/**
 * Every error code of spec section 7, as one union. The client maps each HTTP failure to one of
 * these, or to one of the LOCAL_ERROR_CODES when the failure never reached the platform.
 */
export const API_ERROR_CODES = [
  'API_KEY_REQUIRED',
  'INVALID_API_KEY',
  'API_KEY_REVOKED',
  'API_KEY_EXPIRED',
  'API_KEY_SCOPE_DENIED',
  'ACCOUNT_RATE_LIMIT_EXCEEDED',
  'AUTH_RATE_LIMIT_EXCEEDED',
  'IGP24_SUBMISSION_RATE_LIMIT_EXCEEDED',
  'MALFORMED_BODY',
  'INVALID_FILTER',
  'INVALID_LIMIT',
  'INVALID_CURSOR',
  'NOT_FOUND',
  'NO_DOWNLOAD_FOR_KIND',
  'SUBMISSION_PAYLOAD_INVALID',
  'SUBMISSION_META_INVALID',
  'SUBMISSION_SLOT_INVALID',
  'RUN_PARAMS_INVALID',
  'INVALID_MODEL_REFERENCE',
  'RESOURCE_FIELD_INVALID',
  'INVALID_CASE',
  'LEAN_SOURCE_INVALID',
  'POLYNOMIAL_INPUT_INVALID',
  'COMMENT_BODY_INVALID',
  'ENROLL_REQUIRED',
  'TEAM_OWNER_REQUIRED',
  'EMAIL_NOT_VERIFIED',
  'SUBMISSION_WINDOW_NOT_OPEN',
  'SUBMISSION_WINDOW_CLOSED',
  'FILE_TOO_LARGE',
  'COMPANION_COMPETITION_REQUIRED',
  'CHEATSHEET_LOCKED',
  'SOLVER_TEMPLATE_LOCKED',
  'RUN_BUDGET_EXCEEDED',
  'RUN_NOT_CANCELLABLE',
  'ACTIVE_RUN_EXISTS',
  'RESOURCE_NOT_OWNED',
  'ITEM_NOT_AUTHOR',
  'COMMENT_NOT_AUTHOR',
  'GRAPH_TOO_LARGE',
  'IGP24_VERIFY_UNAVAILABLE',
  'IGP24_VERIFY_TIMEOUT',
  'IGP24_VERIFY_FAILED',
  'BENCHMARK_RESULT_CORRUPT',
  'BENCHMARK_RESULTS_UNAVAILABLE',
  'RUN_STORE_FAILED',
  'RUN_STORE_BUSY',
  'PLATFORM_UNAVAILABLE',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Failures that never produced a platform error code: the request did not get a usable answer. */
export const LOCAL_ERROR_CODES = [
  'NETWORK_UNREACHABLE',
  'TLS_ERROR',
  'TIMEOUT',
  'BAD_RESPONSE',
  'HTTP_ERROR',
  'NO_API_KEY',
  /** A queued run's access token was typed for an address its connection no longer has. */
  'TOKEN_ORIGIN_CHANGED',
  'INVALID_INPUT',
  'INTERNAL',
  'CONFLICT',
  'RESPONSE_TOO_LARGE',
  'PAGING_STOPPED',
  'CANCELLED',
  'DOWNLOAD_CORRUPT',
  /** A guessed path (docs/spec-gaps.md) the platform does not have: 404/405 where it must exist. */
  'NOT_OFFERED',
  /** A write was sent, and the connection closed before its answer came: it may have been made. */
  'ANSWER_LOST',
  /** A write whose answer was lost, checked, and neither found nor provably absent: the user decides. */
  'MAYBE_DELIVERED',
  /** The platform closed the connection while a large body was still being uploaded. */
  'UPLOAD_REFUSED',
  /** An outbox entry whose stored request or answer no longer matches the outbox table: never sent. */
  'UNREADABLE_WRITE',
  /** A sweep's variant cheatsheet no longer holds the text the sweep compares (docs/sweeps.md). */
  'VARIANT_CHANGED',
  /** The system keychain failed to answer a key read; nothing was sent (docs/security.md). */
  'KEYCHAIN_UNANSWERED',
] as const;

export type LocalErrorCode = (typeof LOCAL_ERROR_CODES)[number];
export type ErrorCode = ApiErrorCode | LocalErrorCode;

const API_CODE_SET: ReadonlySet<string> = new Set(API_ERROR_CODES);
export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && API_CODE_SET.has(code);
}

/** One entry of `details.fieldErrors[]` (spec section 7). */
export interface FieldError {
  path: string;
  code: string;
  message: string;
}

export interface RateLimitInfo {
  limit: number | null;
  remaining: number | null;
  /** ISO timestamp when the window resets, when the server said. */
  resetAt: string | null;
}

/**
 * A failure as the rest of the app sees it. Plain data (no class) so it crosses IPC and HTTP
 * unchanged. `message` is the server's text (may change); show `code` through errorText().
 */
export interface ApiErrorInfo {
  code: ErrorCode;
  /** The code as the server sent it, when it was not one we know (kept for display). */
  rawCode?: string;
  message: string;
  status: number | null;
  fieldErrors: FieldError[];
  /** Seconds the server asked us to wait (Retry-After), when it did. */
  retryAfterSec: number | null;
  rateLimit: RateLimitInfo | null;
  /** For API_KEY_SCOPE_DENIED: the scope the call needed, when known. */
  scope?: string;
  /**
   * The API path of the request the platform refused (`/cheatsheets/abc`, no query), when one was
   * answered: what a NOT_FOUND was about, so the words name the right thing.
   */
  path?: string;
}

/** An ApiErrorInfo that no HTTP answer produced (a local refusal or an internal failure). */
export function errorInfo(code: ErrorCode, message: string, extra: Partial<ApiErrorInfo> = {}): ApiErrorInfo {
  return { code, message, status: null, fieldErrors: [], retryAfterSec: null, rateLimit: null, ...extra };
}

/** Failures that mean the platform could not be reached at all (offline), not that it refused. */
const UNREACHABLE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'NETWORK_UNREACHABLE',
  'TIMEOUT',
  'TLS_ERROR',
]);

/** True when the request never got an answer: no network, a timeout or a failed TLS handshake. */
export function isUnreachable(info: Pick<ApiErrorInfo, 'code'> | null | undefined): boolean {
  return info != null && UNREACHABLE_CODES.has(info.code);
}
