/**
 * The idle preload of the code the first screen did not need (src/renderer/src/app/preloadAtIdle.ts):
 * nothing starts while the first screen's reads are on their way, then one step per idle moment,
 * in order; a failed step does not stop the rest; stopping cancels what is left.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadAtIdle } from '../../../src/renderer/src/app/preloadAtIdle';

/** Idle moments by hand: `idle()` runs what waits for the next one. */
function manualIdle() {
  let waiting: (() => void)[] = [];
  return {
    whenIdle: (cb: () => void) => {
      waiting.push(cb);
      return () => {
        waiting = waiting.filter((w) => w !== cb);
      };
    },
    idle: async () => {
      const now = waiting;
      waiting = [];
      for (const cb of now) cb();
      // Let a step's promise settle, which asks for the next idle moment (microtasks only: the
      // last test fakes the timers).
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
    pending: () => waiting.length,
  };
}

/** A read on its way until `finish()` is called, in a real query client. */
function readInFlight(client: QueryClient) {
  let finish = () => {};
  // Cancelled by client.clear() when never answered: that is the end of it.
  client
    .fetchQuery({
      queryKey: ['competitions.list'],
      queryFn: () =>
        new Promise<string>((resolve) => {
          finish = () => resolve('rows');
        }),
    })
    .catch(() => undefined);
  return () => finish();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('preloadAtIdle', () => {
  it('waits for the first screen’s reads, then runs one step per idle moment, in order', async () => {
    const client = new QueryClient();
    const finish = readInFlight(client);
    const idle = manualIdle();
    const ran: string[] = [];
    const step = (name: string) => async () => {
      ran.push(name);
    };
    const stop = preloadAtIdle([step('pages'), step('worker'), step('editor')], {
      activity: client,
      whenIdle: idle.whenIdle,
    });
    try {
      await idle.idle();
      await idle.idle();
      expect(ran).toEqual([]);
      finish();
      await vi.waitFor(() => expect(client.isFetching()).toBe(0));
      await idle.idle(); // the check after the read answered
      expect(ran).toEqual([]);
      await idle.idle();
      expect(ran).toEqual(['pages']);
      await idle.idle();
      await idle.idle();
      expect(ran).toEqual(['pages', 'worker', 'editor']);
      expect(idle.pending()).toBe(0);
    } finally {
      stop();
      client.clear();
    }
  });

  it('a step that fails does not stop the ones after it', async () => {
    const client = new QueryClient();
    const idle = manualIdle();
    const ran: string[] = [];
    const stop = preloadAtIdle(
      [
        async () => {
          throw new Error('chunk not found');
        },
        async () => {
          ran.push('editor');
        },
      ],
      { activity: client, whenIdle: idle.whenIdle },
    );
    try {
      for (let i = 0; i < 4; i++) await idle.idle();
      expect(ran).toEqual(['editor']);
    } finally {
      stop();
    }
  });

  it('stopped, it runs nothing more', async () => {
    const client = new QueryClient();
    const idle = manualIdle();
    const ran: string[] = [];
    const stop = preloadAtIdle(
      [
        async () => {
          ran.push('pages');
        },
        async () => {
          ran.push('editor');
        },
      ],
      { activity: client, whenIdle: idle.whenIdle },
    );
    await idle.idle();
    await idle.idle();
    expect(ran).toEqual(['pages']);
    stop();
    for (let i = 0; i < 3; i++) await idle.idle();
    expect(ran).toEqual(['pages']);
    expect(idle.pending()).toBe(0);
  });

  it('with reads that never settle, it starts after the longest wait all the same', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = new QueryClient();
    readInFlight(client); // never answered
    const idle = manualIdle();
    const ran: string[] = [];
    const stop = preloadAtIdle(
      [
        async () => {
          ran.push('editor');
        },
      ],
      { activity: client, whenIdle: idle.whenIdle, maxWaitMs: 10_000 },
    );
    try {
      vi.advanceTimersByTime(9_999);
      for (let i = 0; i < 3; i++) await idle.idle();
      expect(ran).toEqual([]);
      vi.advanceTimersByTime(1);
      await idle.idle();
      expect(ran).toEqual(['editor']);
    } finally {
      stop();
      client.clear();
    }
  });
});
