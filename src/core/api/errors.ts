/**
 * Maps every way a request can fail to one ApiErrorInfo: the platform's own error envelope
 * (spec section 7), a non-envelope HTTP failure, or a failure that never reached the platform.
 */
import type { ApiErrorInfo, FieldError, RateLimitInfo } from '../../shared/api';
import { errorEnvelope, errorInfo, isApiErrorCode } from '../../shared/api';
import { ApiError, localError } from './apiError';
import { httpFailureWords } from './httpFailureWords';

export { ApiError, localError };

/** Builds the error of an HTTP answer that was not a success envelope. */
export function fromHttpFailure(
  status: number,
  bodyText: string,
  retryAfterSec: number | null,
  rateLimit: RateLimitInfo | null,
  contentType: string | null = null,
  /** The request's API path, kept with the error (what a 404 was about). */
  path: string | null = null,
): ApiError {
  const where = path === null ? {} : { path };
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = undefined;
  }
  const parsed = errorEnvelope.safeParse(body);
  if (!parsed.success) {
    return new ApiError({
      code: 'HTTP_ERROR',
      message: httpFailureWords(status, bodyText, contentType),
      status,
      fieldErrors: [],
      retryAfterSec,
      rateLimit,
      ...where,
    });
  }
  const { code, message, details } = parsed.data.error;
  const fieldErrors: FieldError[] = (details?.fieldErrors ?? []).map((f) => ({
    path: f.path,
    code: f.code,
    message: f.message,
  }));
  const known = isApiErrorCode(code);
  return new ApiError({
    code: known ? code : 'HTTP_ERROR',
    ...(known ? {} : { rawCode: code }),
    message: message ?? code,
    status,
    fieldErrors,
    retryAfterSec,
    rateLimit,
    ...(details?.scope ? { scope: details.scope } : {}),
    ...where,
  });
}

const TLS_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'ERR_SSL_WRONG_VERSION_NUMBER',
  'EPROTO',
]);
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

/** Finds the system or undici error code in an error and its causes. */
function errorCodes(err: unknown): string[] {
  const codes: string[] = [];
  let cur: unknown = err;
  for (let depth = 0; cur && depth < 5; depth++) {
    const c = (cur as { code?: unknown }).code;
    if (typeof c === 'string') codes.push(c);
    const name = (cur as { name?: unknown }).name;
    if (name === 'TimeoutError') codes.push('ETIMEDOUT');
    cur = (cur as { cause?: unknown }).cause;
  }
  return codes;
}

/** A request that got no HTTP answer at all. */
export function fromNetworkFailure(err: unknown, baseUrl: string): ApiError {
  const codes = errorCodes(err);
  const host = safeHost(baseUrl);
  const tls = codes.find((c) => TLS_CODES.has(c) || c.startsWith('ERR_TLS') || c.startsWith('ERR_SSL'));
  if (tls) {
    return localError('TLS_ERROR', `The secure connection to ${host} failed (${tls}).`);
  }
  if (codes.some((c) => TIMEOUT_CODES.has(c))) {
    return localError('TIMEOUT', `${host} did not answer in time.`);
  }
  const code = codes[0] ?? 'unknown';
  return localError('NETWORK_UNREACHABLE', `${host} could not be reached (${code}).`);
}

/** Failures before any byte of the request left: the platform cannot have seen it. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** Ways a connection breaks under a request that was (perhaps partly) sent. */
const BROKEN_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'ECONNABORTED', 'UND_ERR_CLOSED']);
/** A body at least this large that meets a broken connection was refused during its upload. */
export const LARGE_UPLOAD_BYTES = 1024 * 1024;

/**
 * A write (POST, PUT, PATCH, DELETE) that got no answer. Unlike a read it matters whether it may
 * have arrived: a connection never made sent nothing (NETWORK_UNREACHABLE, TLS_ERROR); one that
 * broke after the request went out may have been committed (ANSWER_LOST); a large body whose
 * connection broke was most likely refused during its upload (UPLOAD_REFUSED).
 */
export function fromWriteFailure(err: unknown, baseUrl: string, bodyBytes: number): ApiError {
  const failure = fromNetworkFailure(err, baseUrl);
  if (failure.info.code !== 'NETWORK_UNREACHABLE') return failure;
  const codes = errorCodes(err);
  if (codes.some((c) => NOT_SENT_CODES.has(c))) return failure;
  const host = safeHost(baseUrl);
  if (bodyBytes >= LARGE_UPLOAD_BYTES && codes.some((c) => BROKEN_CODES.has(c))) {
    const mb = (bodyBytes / 1_000_000).toFixed(1);
    return localError(
      'UPLOAD_REFUSED',
      `${host} closed the connection while the request (${mb} MB) was being sent: it most likely refuses a body this large.`,
    );
  }
  return localError(
    'ANSWER_LOST',
    `The request reached ${host}, and the connection closed before its answer came (${codes[0] ?? 'unknown'}).`,
  );
}

function safeHost(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

/** 404/405 where a guessed path (docs/spec-gaps.md) should be: the platform does not have it. */
export function isAbsentPath(err: unknown): err is ApiError {
  return err instanceof ApiError && (err.info.status === 404 || err.info.status === 405);
}

/** Any thrown value as an ApiErrorInfo, for hosts that must answer with data. */
export function toErrorInfo(err: unknown): ApiErrorInfo {
  if (err instanceof ApiError) return err.info;
  return errorInfo('INTERNAL', err instanceof Error ? err.message : String(err));
}
