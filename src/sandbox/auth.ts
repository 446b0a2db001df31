import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Scope } from '../shared/api';
import { API_KEY_PATTERN, hashApiKey } from './apiKeys';
import type { SandboxContext } from './context';
import { findApiKeyByHash } from './db/apiKeys';
import { ApiError } from './errors';
import { rateLimitHeaders } from './rateLimit';

export interface Caller {
  accountId: string;
  keyName: string;
  scopes: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

type KeyCheck = { ok: true; caller: Caller } | { ok: false; error: ApiError };

/** Spec 5.3: checks the Authorization header without side effects. */
export function checkAuthorization(ctx: SandboxContext, header: string | undefined): KeyCheck {
  if (header === undefined || header.trim() === '') {
    return { ok: false, error: new ApiError(401, 'API_KEY_REQUIRED', 'Missing Authorization header.') };
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  const key = match?.[1];
  if (!key || !API_KEY_PATTERN.test(key)) {
    return { ok: false, error: new ApiError(401, 'INVALID_API_KEY', 'API key is malformed or unknown.') };
  }
  const row = findApiKeyByHash(ctx.db, hashApiKey(key));
  if (!row)
    return { ok: false, error: new ApiError(401, 'INVALID_API_KEY', 'API key is malformed or unknown.') };
  if (row.revokedAt !== null) {
    return { ok: false, error: new ApiError(401, 'API_KEY_REVOKED', 'API key has been revoked.') };
  }
  if (row.expiresAt !== null && Date.parse(row.expiresAt) <= ctx.now()) {
    return { ok: false, error: new ApiError(401, 'API_KEY_EXPIRED', 'API key has expired.') };
  }
  return { ok: true, caller: { accountId: row.accountId, keyName: row.name, scopes: new Set(row.scopes) } };
}

/**
 * onRequest hook for the API: authenticates and applies both rate limits. Requests without a
 * valid key count against the client IP (429 AUTH_RATE_LIMIT_EXCEEDED); valid keys count against
 * their account (429 ACCOUNT_RATE_LIMIT_EXCEEDED) and every such response carries X-RateLimit-*.
 */
export function authenticate(ctx: SandboxContext) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const now = ctx.now();
    const check = checkAuthorization(ctx, req.headers.authorization);
    if (!check.ok) {
      const ip = ctx.ipLimiter.hit(req.ip, now);
      if (ip.exceeded) {
        throw new ApiError(
          429,
          'AUTH_RATE_LIMIT_EXCEEDED',
          'Too many unauthenticated requests from this address.',
          undefined,
          {
            ...rateLimitHeaders(ip),
            'retry-after': String(ip.retryAfterSec),
          },
        );
      }
      throw check.error;
    }
    const state = ctx.accountLimiter.hit(check.caller.accountId, now);
    const headers = rateLimitHeaders(state);
    reply.headers(headers);
    if (state.exceeded) {
      throw new ApiError(429, 'ACCOUNT_RATE_LIMIT_EXCEEDED', 'Account rate limit exceeded.', undefined, {
        ...headers,
        'retry-after': String(state.retryAfterSec),
      });
    }
    req.caller = check.caller;
  };
}

/** The authenticated caller, after checking that the key holds `scope` (403 otherwise). */
export function requireScope(req: FastifyRequest, scope: Scope): Caller {
  const caller = req.caller;
  if (!caller) throw new ApiError(401, 'API_KEY_REQUIRED', 'Missing Authorization header.');
  if (!caller.scopes.has(scope)) {
    throw new ApiError(403, 'API_KEY_SCOPE_DENIED', `API key lacks the required scope "${scope}".`, {
      scope,
    });
  }
  return caller;
}
