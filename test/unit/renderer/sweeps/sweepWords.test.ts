/** Sweeps in words: where a sweep stands, p-values, differences, problems, credits and dollars. */
import { describe, expect, it } from 'vitest';
import {
  dollarsText,
  pointsText,
  problemName,
  problemsText,
  pText,
  spentText,
  standingStatusText,
  statusText,
  summaryStatusText,
  viewStatusText,
} from '../../../../src/renderer/src/features/sweeps/sweepWords';
import type { SweepRoundView, SweepSummary, SweepView } from '../../../../src/shared/contracts/sweeps';
import type { Standing } from '../../../../src/shared/sweeps/race';

const summary = (extra: Partial<SweepSummary>): SweepSummary => ({
  id: '00000000-0000-0000-0000-000000000001',
  competitionId: 'c',
  name: 'S',
  createdAt: '2026-04-01T10:00:00Z',
  status: 'racing',
  variants: 3,
  rounds: 1,
  spentCredits: 6,
  budgetCredits: 40,
  winner: null,
  ...extra,
});

const view = (extra: Partial<SweepView>): SweepView =>
  ({
    status: 'ended',
    pause: null,
    winner: null,
    end: null,
    plan: { variants: [{ label: 'Plain' }, { label: 'Hints, saved 2026-04-01 10:00' }] },
    ...extra,
  }) as SweepView;

const standing = (extra: Partial<Standing>): Standing => ({
  variant: 1,
  correct: 10,
  scored: 20,
  accuracy: 0.5,
  interval: { low: 0.3, high: 0.7 },
  status: 'racing',
  droppedAfter: null,
  droppedP: null,
  vsLeader: null,
  ...extra,
});

describe('where a sweep stands', () => {
  it('says each status, with the pause reason and how it ended', () => {
    expect(statusText('preparing')).toBe('Preparing');
    expect(statusText('racing')).toBe('Racing');
    expect(
      statusText('paused', { pause: { code: 'RUN_BUDGET_EXCEEDED', message: 'Round 2 was not started.' } }),
    ).toBe('Paused: Round 2 was not started.');
    expect(
      statusText('paused', { pause: { code: 'PAUSED', message: 'Paused: no new round is started.' } }),
    ).toBe('Paused: no new round is started.');
    expect(statusText('ended', { end: 'budget' })).toBe('Ended: no winner: budget spent');
    expect(statusText('ended', { end: 'problems' })).toBe('Ended: no winner: problems used up');
    expect(statusText('ended', { end: 'winner', winner: 'B — Hints' })).toBe('Ended: winner B — Hints');
    expect(statusText('ended')).toBe('Ended');
  });

  it('names the winner of a view by letter and label', () => {
    expect(viewStatusText(view({ winner: 1, end: 'winner' }))).toBe(
      'Ended: winner B — Hints, saved 2026-04-01 10:00',
    );
    expect(
      viewStatusText(
        view({
          status: 'paused',
          pause: { code: 'RUN_BUDGET_EXCEEDED', message: 'Round 2 was not started: no credit.' },
        }),
      ),
    ).toBe('Paused: Round 2 was not started: no credit.');
  });

  it('says what a sweep under way is doing', () => {
    const round = (state: SweepRoundView['state']) =>
      ({ round: 1, variants: [0, 2], start: 20, end: 40, state }) as SweepRoundView;
    expect(viewStatusText(view({ status: 'preparing' }))).toBe(
      'Preparing: the variants’ cheatsheets are being created on the platform.',
    );
    expect(viewStatusText(view({ status: 'racing', rounds: [] }))).toBe(
      'Racing: the next round is being queued.',
    );
    expect(viewStatusText(view({ status: 'racing', rounds: [round('running')] }))).toBe(
      'Racing: round 2 is running, variants A, C on problems 21–40.',
    );
    expect(viewStatusText(view({ status: 'racing', rounds: [round('queued')] }))).toBe(
      'Racing: round 2 (variants A, C on problems 21–40) waits in the Outbox to start.',
    );
    expect(viewStatusText(view({ status: 'racing', rounds: [round('ended')] }))).toBe(
      'Racing: the next round is being queued.',
    );
  });

  it('lets the list say as much as the summary knows until the view is read', () => {
    expect(summaryStatusText(summary({ status: 'ended', winner: 'B: Hints' }), undefined)).toBe(
      'Ended: winner B — Hints',
    );
    expect(summaryStatusText(summary({ status: 'ended' }), null)).toBe('Ended');
    expect(summaryStatusText(summary({ status: 'ended' }), view({ end: 'budget' }))).toBe(
      'Ended: no winner: budget spent',
    );
  });

  it('says a standing: racing, dropped after which round at what p, or winner', () => {
    expect(standingStatusText(standing({}))).toBe('Racing');
    expect(standingStatusText(standing({ status: 'winner' }))).toBe('Winner');
    expect(standingStatusText(standing({ status: 'dropped', droppedAfter: 1, droppedP: 0.0123 }))).toBe(
      'Dropped after round 2 at p = 0.012',
    );
    expect(standingStatusText(standing({ status: 'dropped', droppedAfter: 0, droppedP: 0.0004 }))).toBe(
      'Dropped after round 1 at p < 0.001',
    );
  });
});

describe('figures', () => {
  it('writes p-values and differences in points', () => {
    expect(pText(0.5)).toBe('p = 0.50');
    expect(pText(0.049)).toBe('p = 0.049');
    expect(pText(0.00099)).toBe('p < 0.001');
    expect(pointsText(-0.125)).toBe('−12.5 points');
    expect(pointsText(0.04)).toBe('+4.0 points');
    expect(pointsText(0)).toBe('0 points');
  });

  it('numbers problems from 1, both ends included', () => {
    expect(problemsText(0, 20)).toBe('Problems 1–20');
    expect(problemsText(20, 21)).toBe('Problem 21');
    expect(problemsText(5, 5)).toBe('no problems');
  });

  it('writes credits spent of the budget, and dollars only when earlier runs say', () => {
    expect(spentText(12.5, 40)).toBe('12.5 of 40 credits');
    expect(spentText(1, 1)).toBe('1 of 1 credit');
    expect(dollarsText(300, null)).toBeNull();
    expect(dollarsText(300, 0.0021)).toBe('about $0.63 from earlier runs');
    expect(dollarsText(10, 0.0001)).toBe('about $0.0010 from earlier runs');
  });

  it("names a flip's problem by its set's title", () => {
    const titles = new Map([['hard3', 'Hard (300)']]);
    expect(problemName('hard3 #12', (id) => titles.get(id))).toBe('Hard (300) #12');
    expect(problemName('warmup #3', (id) => titles.get(id))).toBe('warmup #3');
    expect(problemName('problem 7', (id) => titles.get(id))).toBe('problem 7');
  });
});
