/**
 * How long a walk over pages waits because the platform asked it to, and only then: pages follow
 * one another at once unless the last answer said the account's window is (nearly) used up
 * (`X-RateLimit-Remaining` and `X-RateLimit-Reset`, spec 8) or a refusal said when to ask again
 * (`Retry-After`). The general limits' values are not in the spec, so nothing is guessed from
 * them: no header, no wait.
 */
import type { ApiErrorInfo, RateLimitInfo } from '../../shared/api';

/**
 * With this many requests or fewer left in the window, the rest are spread over what is left of
 * it, so a long catch-up never spends the last ones the user's own reads need.
 */
export const PACE_BELOW_REMAINING = 5;

/** The longest wait taken from a header: a wrong reset or Retry-After cannot park a walk for days. */
export const MAX_PLATFORM_WAIT_MS = 60 * 60_000;

/** Wait (ms) before the next request after an answer with these rate-limit headers; 0 for none. */
export function paceAfter(rateLimit: RateLimitInfo | null, now = Date.now()): number {
  if (!rateLimit || rateLimit.remaining === null || rateLimit.resetAt === null) return 0;
  if (rateLimit.remaining > PACE_BELOW_REMAINING) return 0;
  const left = Date.parse(rateLimit.resetAt) - now;
  if (!(left > 0)) return 0;
  // None left: the window's end. A few left: an even share of what remains of the window each.
  const wait = rateLimit.remaining <= 0 ? left : left / (rateLimit.remaining + 1);
  return Math.min(MAX_PLATFORM_WAIT_MS, Math.ceil(wait));
}

/** Wait (ms) the platform asked for with a refusal (Retry-After, or its rate-limit headers); 0 for none. */
export function retryWaitOf(info: ApiErrorInfo, now = Date.now()): number {
  const asked = info.retryAfterSec === null ? 0 : info.retryAfterSec * 1000;
  return Math.min(MAX_PLATFORM_WAIT_MS, Math.max(asked, paceAfter(info.rateLimit, now)));
}
