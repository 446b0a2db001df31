/** A competition's kind and badge in words (lib/kindWords.ts, lib/windowBadge.ts, lib/codeWords.ts). */
import { describe, expect, it } from 'vitest';
import { wordsFromCode } from '../../../src/renderer/src/lib/codeWords';
import { submissionKindWords } from '../../../src/renderer/src/lib/kindWords';
import { windowBadge } from '../../../src/renderer/src/lib/windowBadge';

const NOW = new Date('2026-06-01T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();

describe('submission kinds in words', () => {
  it('the four kinds of the spec in its vocabulary', () => {
    expect(submissionKindWords('igp24-polynomial')).toBe('Degree-24 polynomials');
    expect(submissionKindWords('solver-participation')).toBe('Lean solver');
    expect(submissionKindWords('cheatsheet')).toBe('Cheatsheet');
    expect(submissionKindWords('model-reference')).toBe('Model reference');
  });

  it('an unknown kind is spelled out from its string', () => {
    expect(submissionKindWords('proof-golf')).toBe('Proof golf');
    expect(wordsFromCode('solver-participation')).toBe('Solver participation');
    expect(wordsFromCode('mixed_disc')).toBe('Mixed disc');
    expect(wordsFromCode('leanKernelPackage')).toBe('Lean kernel package');
    expect(wordsFromCode('problem-id')).toBe('Problem ID');
    expect(wordsFromCode('---')).toBe('---');
  });
});

describe('the badge of a competition comes from its window', () => {
  const badge = (status: string, opensAt: string | null, closesAt: string | null) =>
    windowBadge(status, { opensAt, closesAt }, NOW);

  it('an active competition whose window opens in 29 days is not "Active"', () => {
    expect(badge('active', days(29.5), days(150))).toMatchObject({ text: 'Opens in 29 days', tone: 'info' });
  });

  it('open, closing soon, closed by its window, closed by its status', () => {
    expect(badge('active', days(-10), days(90))).toMatchObject({ text: 'Open', tone: 'ok' });
    expect(badge('active', days(-10), days(3.2))).toMatchObject({ text: 'Closes in 3 days', tone: 'warn' });
    expect(badge('active', days(-10), days(-1))).toMatchObject({ text: 'Closed', tone: 'neutral' });
    expect(badge('closed', days(-100), days(60))).toMatchObject({ text: 'Closed', tone: 'neutral' });
    expect(badge('active', null, null)).toMatchObject({
      text: 'Open',
      title: 'No submission window is configured',
    });
  });

  it('the exact times are in the hover', () => {
    expect(badge('active', days(29.5), days(150))?.title).toMatch(
      /^Opens \d{4}-\d\d-\d\d \d\d:\d\d .* · Closes /,
    );
  });

  it('without a known window the status speaks in its own word', () => {
    expect(windowBadge('active', null, NOW)).toMatchObject({ text: 'Active' });
    expect(windowBadge('closed', null, NOW)).toMatchObject({ text: 'Closed' });
    expect(windowBadge(undefined, null, NOW)).toBeNull();
  });
});
