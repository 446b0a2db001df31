import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  type ApiErrorInfo,
  type ErrorCode,
  LOCAL_ERROR_CODES,
  SUBMIT_BLOCKED_REASONS,
} from '../../../src/shared/api';
import { describeBlockedReason, describeError, formatWait } from '../../../src/shared/errorText';

function info(code: ErrorCode, extra: Partial<ApiErrorInfo> = {}): ApiErrorInfo {
  return { code, message: '', status: null, fieldErrors: [], retryAfterSec: null, rateLimit: null, ...extra };
}

const NOW = new Date('2030-01-15T12:00:00Z');
const ALL_CODES: ErrorCode[] = [...API_ERROR_CODES, ...LOCAL_ERROR_CODES];

describe('describeError', () => {
  it('gives every code a non-empty title, detail and action', () => {
    for (const code of ALL_CODES) {
      const t = describeError(info(code), NOW);
      expect(t.title.trim(), code).not.toBe('');
      expect(t.detail.trim(), code).not.toBe('');
      expect(t.action.trim(), code).not.toBe('');
    }
  });

  it('never sends someone to Settings → Connections while they are on that page', () => {
    const scoped = info('API_KEY_SCOPE_DENIED', { scope: 'competition.read' });
    for (const e of [...ALL_CODES.map((code) => info(code)), scoped]) {
      const there = describeError(e, NOW, 'connection-settings');
      expect(`${there.detail} ${there.action}`, e.code).not.toMatch(/Settings →|Open Settings/);
      // Elsewhere the way there is still given, and the title does not depend on the place.
      expect(there.title).toBe(describeError(e, NOW).title);
    }
    expect(describeError(info('INVALID_API_KEY'), NOW).action).toContain('Settings → Connections');
    expect(describeError(info('INVALID_API_KEY'), NOW, 'connection-settings').action).toMatch(/on this page/);
  });

  it('gives every code a distinct title', () => {
    const titles = ALL_CODES.map((code) => describeError(info(code), NOW).title);
    expect(new Set(titles).size).toBe(ALL_CODES.length);
  });

  it('names the missing scope when the server gave it', () => {
    const t = describeError(info('API_KEY_SCOPE_DENIED', { scope: 'competition.write' }), NOW);
    expect(`${t.detail} ${t.action}`).toContain('competition.write');
  });

  it('still explains scope denial without a scope', () => {
    const t = describeError(info('API_KEY_SCOPE_DENIED'), NOW);
    expect(t.detail).toMatch(/scope/);
  });

  it.each([
    'ACCOUNT_RATE_LIMIT_EXCEEDED',
    'AUTH_RATE_LIMIT_EXCEEDED',
    'IGP24_SUBMISSION_RATE_LIMIT_EXCEEDED',
  ] as const)('tells when to retry for %s', (code) => {
    const t = describeError(info(code, { status: 429, retryAfterSec: 90 }), NOW);
    expect(t.action).toContain('1 min 30 s');
  });

  it('falls back to the rate-limit reset time when there is no Retry-After', () => {
    const resetAt = '2030-01-15T12:05:00Z';
    const t = describeError(
      info('ACCOUNT_RATE_LIMIT_EXCEEDED', { rateLimit: { limit: 60, remaining: 0, resetAt } }),
      NOW,
    );
    expect(t.action).toContain('5 min');
    expect(t.action).toContain(resetAt);
  });

  it('falls back gracefully for an unknown raw code', () => {
    const t = describeError(
      info('HTTP_ERROR', { rawCode: 'BRAND_NEW_CODE', message: 'nope', status: 418 }),
      NOW,
    );
    expect(t.title).toContain('BRAND_NEW_CODE');
    expect(t.detail).toContain('nope');
    expect(t.action).not.toBe('');
  });

  it('falls back for a code outside the union', () => {
    const t = describeError(info('SOMETHING_ELSE' as ErrorCode), NOW);
    expect(t.title).toContain('SOMETHING_ELSE');
  });

  it('lists field errors for validation failures', () => {
    const t = describeError(
      info('INVALID_INPUT', {
        fieldErrors: [{ path: '/baseUrl', code: 'PATTERN_MISMATCH', message: 'bad url' }],
      }),
      NOW,
    );
    expect(t.detail).toContain('/baseUrl: bad url');
  });
});

describe('formatWait', () => {
  it('is exact to the second', () => {
    expect(formatWait(42)).toBe('42 s');
    expect(formatWait(3600)).toBe('1 h');
    expect(formatWait(3661)).toBe('1 h 1 min 1 s');
  });
});

describe('describeBlockedReason', () => {
  it('gives each reason distinct words and a next step', () => {
    const titles = SUBMIT_BLOCKED_REASONS.map((r) => describeBlockedReason(r).title);
    expect(new Set(titles).size).toBe(SUBMIT_BLOCKED_REASONS.length);
    for (const r of SUBMIT_BLOCKED_REASONS) expect(describeBlockedReason(r).action).not.toBe('');
  });

  it('handles an unknown reason', () => {
    expect(describeBlockedReason('NEW_REASON').detail).toContain('NEW_REASON');
  });
});
