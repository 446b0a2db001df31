import { describe, expect, it } from 'vitest';
import { type NotificationLike, notifyRunEnds } from '../../../src/main/runNotifications';
import type { Events } from '../../../src/shared/contract';

function fakeWorkbench() {
  let listener: ((e: Events['playground.runEnded']) => void) | null = null;
  return {
    on: ((_name: string, l: (e: Events['playground.runEnded']) => void) => {
      listener = l;
      return () => {
        listener = null;
      };
    }) as never,
    emit: (e: Events['playground.runEnded']) => listener?.(e),
  };
}

describe('run-ended notifications', () => {
  it('shows one notification per event and opens the run dashboard on click', () => {
    const wb = fakeWorkbench();
    const shown: Array<{ title: string; body: string; click: () => void }> = [];
    const opened: string[] = [];
    notifyRunEnds(wb, {
      isSupported: () => true,
      create: (options) => {
        const n = { ...options, click: () => {} };
        const like: NotificationLike = {
          on: (_e, l) => {
            n.click = l;
          },
          show: () => shown.push(n),
        };
        return like;
      },
      open: (hash) => opened.push(hash),
    });
    wb.emit({
      connectionId: 'sandbox',
      competitionId: 'stage-1',
      runId: 'run_1',
      status: 'done',
      name: 'Cheatsheet run: GPT-OSS 120B · baseline (no cheatsheet) · Warm-up, problems 0–3',
    });
    expect(shown).toHaveLength(1);
    expect(shown[0]?.title).toBe('Playground run finished');
    // Named by what it ran, not by its ID.
    expect(shown[0]?.body).toBe(
      'Cheatsheet run: GPT-OSS 120B · baseline (no cheatsheet) · Warm-up, problems 0–3. Click to open its dashboard.',
    );
    shown[0]?.click();
    expect(opened).toEqual(['#/competitions/stage-1/playground/runs/run_1']);
  });

  it('shows nothing where the system has no notifications', () => {
    const wb = fakeWorkbench();
    let created = 0;
    notifyRunEnds(wb, {
      isSupported: () => false,
      create: () => {
        created++;
        return { on: () => {}, show: () => {} };
      },
      open: () => {},
    });
    wb.emit({
      connectionId: 'sandbox',
      competitionId: 'c',
      runId: 'r',
      status: 'failed',
      name: 'Solver run',
    });
    expect(created).toBe(0);
  });
});
