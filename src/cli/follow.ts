/**
 * Following a write after it is queued: the outbox sends it (or waits, or is refused), and a
 * submission under `--wait` is followed until the platform has judged every part of it.
 */
import type { SubmissionDto } from '../shared/api';
import type { OutboxEntryView } from '../shared/contract';
import { formatWait } from '../shared/errorText';
import { CallError } from './callError';
import { note } from './output';
import type { Session } from './session';

export type Settled =
  | { kind: 'done'; entry: OutboxEntryView }
  | { kind: 'failed'; entry: OutboxEntryView }
  /** Still queued: the platform asked to wait longer than allowed, or cannot be reached. */
  | { kind: 'waiting'; entry: OutboxEntryView };

/**
 * Waits until the outbox has sent entry `id` or given up on it. A wait the server asked for
 * (Retry-After, the daily cap) is honoured, not hammered: the outbox's own timer retries at the
 * given time, and we stop waiting here once that time is more than `maxWaitSec` away.
 */
export async function settle(s: Session, id: number, maxWaitSec: number): Promise<Settled> {
  const until = Date.now() + maxWaitSec * 1000;
  for (;;) {
    let off = () => {};
    const changed = new Promise<void>((resolve) => {
      off = s.on('outbox.changed', (e) => {
        if (e.ids.includes(id)) resolve();
      });
    });
    const entry = (await s.call('outbox.list', {})).find((e) => e.id === id);
    if (!entry) {
      off();
      throw new Error(`Outbox entry ${id} is gone.`);
    }
    if (entry.status === 'done' || entry.status === 'failed') {
      off();
      return { kind: entry.status, entry };
    }
    const due = entry.nextAttemptAt ? Date.parse(entry.nextAttemptAt) : 0;
    if (entry.status === 'pending' && entry.error && due > until) {
      off();
      return { kind: 'waiting', entry };
    }
    if (entry.status === 'pending' && entry.error && due > Date.now())
      note(`Waiting ${formatWait((due - Date.now()) / 1000)} as the platform asked (${entry.error.code})…`);
    // The outbox's own timers do not hold a process open (the app must be free to quit), so a
    // command waiting for its retry keeps itself alive, and looks again at the due time or within
    // a second (another workbench may be sending the entry, which this process hears nothing of).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, Math.max(50, Math.min(1000, due - Date.now())));
    });
    await Promise.race([changed, look]);
    clearTimeout(timer);
    off();
  }
}

/** Polls an IGP24 batch until no polynomial is still queued; backs off up to 10 s between reads. */
export async function followBatch(
  s: Session,
  batchId: string,
  submissionId: string,
  onProgress: (done: number, total: number) => void,
): Promise<Record<string, unknown>> {
  let delay = 250;
  for (;;) {
    const batch = await s.call('igp24.batch', { batchId, submissionId });
    // Neither lines nor a status: nothing to wait for (the stored record follows).
    if (!batch.items && !batch.status) return batch;
    const items = batch.items ?? [];
    const open = items.filter((i) => i.status === 'queued').length;
    onProgress(items.length - open, items.length);
    if (items.length > 0 && open === 0) return batch;
    if (items.length === 0 && batch.status && batch.status !== 'queued') return batch;
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(10_000, delay * 2);
  }
}

/** The submission a done entry created (the POST's answer). */
export function submissionOf(entry: OutboxEntryView): SubmissionDto {
  return entry.result as SubmissionDto;
}

export function failure(entry: OutboxEntryView): CallError {
  return new CallError(entry.error!);
}
