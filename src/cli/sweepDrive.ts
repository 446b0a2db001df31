/**
 * Waiting for a sweep this process drives (`runs sweep`, `runs sweep --resume`): the core's driver
 * does the work (its timers do not hold a process open), so the command keeps itself alive and
 * looks at the sweep whenever the core says it changed (`cache.updated` with its key) and at least
 * every second, until it has ended or paused. A write of the sweep that the outbox cannot send
 * soon (offline, a long Retry-After) ends the wait too, as `runs create` does: the sweep is kept,
 * and `--resume` goes on. Ctrl+C stops waiting only.
 */

import { errorInfo } from '../shared/api/errors';
import type { OutboxListEntry } from '../shared/contract';
import type { SweepView } from '../shared/contracts/sweeps';
import { describeError, formatWait, waitWho } from '../shared/errorText';
import { cacheKey } from '../shared/methods';
import { EXIT, errorSummary, exitCodeFor, note } from './output';
import type { Session } from './session';

/** Looked at again this often when nothing was heard. */
const LOOK_MS = 1000;
/** A write of the sweep due later than this (a server's Retry-After, a long backoff) ends the wait. */
const MAX_WAIT_MS = 30_000;

export type DriveEnd =
  | { kind: 'ended'; view: SweepView }
  | { kind: 'paused'; view: SweepView }
  /** Ctrl+C (or SIGTERM): the exit code says which. */
  | { kind: 'stopped'; view: SweepView; code: number }
  /** A write of the sweep waits in the outbox beyond MAX_WAIT_MS; `code` by its error. */
  | { kind: 'held'; view: SweepView; entry: OutboxListEntry; code: number };

/** Whether the sweep's next step is a write still to be sent (a variant's cheatsheet, a round's run). */
function waitsOnWrite(view: SweepView): boolean {
  if (view.status === 'preparing') return true;
  return view.status === 'racing' && view.rounds.at(-1)?.state === 'queued';
}

/** The entry at the head of the connection's queue that waits with an error (writes go in order). */
function waitingHead(all: OutboxListEntry[], connectionId: string): OutboxListEntry | null {
  return (
    all
      .filter((e) => e.connectionId === connectionId && e.status === 'pending' && e.error && e.nextAttemptAt)
      .sort((a, b) => a.id - b.id)[0] ?? null
  );
}

/**
 * Ctrl+C (SIGINT) and SIGTERM while a sweep is started or waited for: they stop the waiting (with
 * 130 or 143), never the sweep, and the command still closes its session and says how to go on.
 */
export interface Stops {
  readonly code: number | null;
  /** Called at once when a signal comes (the wait wakes up). */
  onStop(wake: () => void): void;
  dispose(): void;
}

export function catchStops(): Stops {
  let code: number | null = null;
  let wake = () => {};
  const on = (c: number) => () => {
    code ??= c;
    wake();
  };
  const onInt = on(130);
  const onTerm = on(143);
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  return {
    get code() {
      return code;
    },
    onStop(w) {
      wake = w;
    },
    dispose() {
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
    },
  };
}

/** Waits for sweep `sweepId` to end or pause; `onView` sees every look (to print ended rounds). */
export async function waitForSweep(
  s: Session,
  sweepId: string,
  stops: Stops,
  onView: (view: SweepView) => void | Promise<void>,
): Promise<DriveEnd> {
  const key = cacheKey('sweeps.get', { sweepId });
  const connections = await s.call('connections.list', {});
  const connectionId = connections.find((c) => c.active)?.id ?? null;
  let toldDue = 0;
  for (;;) {
    let off = () => {};
    let timer: NodeJS.Timeout | undefined;
    const changed = new Promise<void>((resolve) => {
      stops.onStop(resolve);
      off = s.on('cache.updated', (e) => {
        if (e.keys.includes(key)) resolve();
      });
      // Also the process's own hold on life: the core's timers are unref'd.
      timer = setTimeout(resolve, LOOK_MS);
    });
    try {
      const view = await s.call('sweeps.get', { sweepId });
      if (!view) throw new Error(`Sweep ${sweepId} is no longer kept here.`);
      await onView(view);
      if (view.status === 'ended') return { kind: 'ended', view };
      if (view.status === 'paused') return { kind: 'paused', view };
      if (stops.code !== null) return { kind: 'stopped', view, code: stops.code };
      if (connectionId !== null && waitsOnWrite(view)) {
        const head = waitingHead(await s.call('outbox.list', {}), connectionId);
        const due = head?.nextAttemptAt ? Date.parse(head.nextAttemptAt) : 0;
        if (head?.error) {
          const code = exitCodeFor(head.error);
          if (code === EXIT.offline || due - Date.now() > MAX_WAIT_MS)
            return { kind: 'held', view, entry: head, code };
          if (due > Date.now() && due !== toldDue) {
            // Once per wait, not at every look.
            toldDue = due;
            note(
              `Waiting ${formatWait((due - Date.now()) / 1000)}: ${waitWho(head.error)} (${head.error.code})…`,
            );
          }
        }
      }
      await changed;
    } finally {
      off();
      clearTimeout(timer);
      stops.onStop(() => {});
    }
  }
}

/** What to say when the wait ended before the sweep did, and the exit code. */
export function notEnded(end: Exclude<DriveEnd, { kind: 'ended' }>): { lines: string[]; code: number } {
  const resume = `To go on: workbench runs sweep --resume ${end.view.id}`;
  if (end.kind === 'paused') {
    const pause = end.view.pause;
    return {
      lines: [
        `Sweep ${end.view.id} paused: ${pause ? `${pause.message} (${pause.code})` : 'it waits for you.'}`,
        ...(pause?.code === 'VARIANT_CHANGED'
          ? [describeError(errorInfo('VARIANT_CHANGED', pause.message)).action]
          : []),
        'Nothing more is started until you resume it; a round already sent runs to its end.',
        resume,
      ],
      code: EXIT.paused,
    };
  }
  if (end.kind === 'stopped') {
    return {
      lines: [
        `Stopped waiting. Sweep ${end.view.id} is kept (${end.view.status}); nothing new is started while no workbench drives it, and a round already sent runs to its end.`,
        resume,
      ],
      code: end.code,
    };
  }
  return {
    lines: [
      `Sweep ${end.view.id} waits for the outbox: entry ${end.entry.id}, ${end.entry.summary}, could not be sent (${errorSummary(end.entry.error!)}); it is tried again at ${end.entry.nextAttemptAt}, and the sweep's next write goes after it.`,
      'The sweep is kept; the app or the next workbench command sends the write (see `workbench outbox list`).',
      resume,
    ],
    code: end.code,
  };
}
