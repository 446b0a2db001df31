import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorCode, FieldError } from '../shared/api';

export interface ErrorDetails {
  fieldErrors?: FieldError[];
  /** API_KEY_SCOPE_DENIED: the scope the endpoint needs (sandbox guess, spec 7 does not show it). */
  scope?: string;
  [key: string]: unknown;
}

/** Codes the sandbox may send that are not in spec 7 (only for its own bugs). */
export type SandboxErrorCode = ApiErrorCode | 'INTERNAL_ERROR';

/** A spec error: thrown anywhere in a route or hook and turned into the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: SandboxErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorBody(code: string, message: string, details?: ErrorDetails) {
  return { ok: false as const, error: details ? { code, message, details } : { code, message } };
}

export function notFound(message = 'Resource not found.'): ApiError {
  return new ApiError(404, 'NOT_FOUND', message);
}

export function malformed(message: string): ApiError {
  return new ApiError(400, 'MALFORMED_BODY', message);
}

export function fieldInvalid(path: string, message: string): ApiError {
  return new ApiError(422, 'RESOURCE_FIELD_INVALID', message, {
    fieldErrors: [{ path, code: 'INVALID', message }],
  });
}

export function sendApiError(reply: FastifyReply, err: ApiError): FastifyReply {
  if (err.headers) reply.headers(err.headers);
  return reply.status(err.status).send(errorBody(err.code, err.message, err.details));
}

/** Turns Fastify's own errors (bad JSON, body too large, wrong media type) into spec envelopes. */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return sendApiError(reply, error);
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 413) {
    return sendApiError(reply, new ApiError(413, 'FILE_TOO_LARGE', 'Request body is too large.'));
  }
  if (status >= 400 && status < 500) {
    return sendApiError(reply, malformed(`Request could not be parsed: ${error.message}`));
  }
  request.log.error(error);
  return sendApiError(reply, new ApiError(500, 'INTERNAL_ERROR', 'Internal sandbox error.'));
}
