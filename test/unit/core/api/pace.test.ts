/**
 * How long a walk over pages waits because the platform asked: nothing without the rate-limit
 * headers or with more than a few requests left; the window's end when none is left; an even share
 * of it when a few are; at least the Retry-After of a refusal; never longer than the cap.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PLATFORM_WAIT_MS, paceAfter, retryWaitOf } from '../../../../src/core/api/pace';
import type { ApiErrorInfo } from '../../../../src/shared/api';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const resetIn = (ms: number) => new Date(NOW + ms).toISOString();
const limits = (remaining: number | null, reset: string | null) => ({ limit: 60, remaining, resetAt: reset });
const refusal = (
  retryAfterSec: number | null,
  rateLimit: ApiErrorInfo['rateLimit'] = null,
): ApiErrorInfo => ({
  code: 'ACCOUNT_RATE_LIMIT_EXCEEDED',
  message: 'Account rate limit exceeded.',
  status: 429,
  fieldErrors: [],
  retryAfterSec,
  rateLimit,
});

describe('paceAfter', () => {
  it('does not wait when the platform says nothing, or leaves plenty', () => {
    expect(paceAfter(null, NOW)).toBe(0);
    expect(paceAfter(limits(null, resetIn(30_000)), NOW)).toBe(0);
    expect(paceAfter(limits(0, null), NOW)).toBe(0);
    expect(paceAfter(limits(6, resetIn(30_000)), NOW)).toBe(0);
  });

  it('waits for the reset when none is left, and not for a reset already past', () => {
    expect(paceAfter(limits(0, resetIn(12_000)), NOW)).toBe(12_000);
    expect(paceAfter(limits(0, resetIn(-1_000)), NOW)).toBe(0);
  });

  it('spreads the last few requests over what is left of the window', () => {
    expect(paceAfter(limits(5, resetIn(30_000)), NOW)).toBe(5_000);
    expect(paceAfter(limits(1, resetIn(30_000)), NOW)).toBe(15_000);
  });

  it('never waits longer than the cap, whatever the header says', () => {
    expect(paceAfter(limits(0, resetIn(7 * 24 * 3_600_000)), NOW)).toBe(MAX_PLATFORM_WAIT_MS);
    expect(retryWaitOf(refusal(7 * 24 * 3_600), NOW)).toBe(MAX_PLATFORM_WAIT_MS);
  });
});

describe('retryWaitOf', () => {
  it('is the Retry-After, or the window reset when that is later, or nothing', () => {
    expect(retryWaitOf(refusal(30), NOW)).toBe(30_000);
    expect(retryWaitOf(refusal(5, limits(0, resetIn(20_000))), NOW)).toBe(20_000);
    expect(retryWaitOf(refusal(null), NOW)).toBe(0);
  });
});
