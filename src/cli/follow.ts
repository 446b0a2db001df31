/**
 * Following a write after it is queued: the outbox sends it (or waits, or is refused), and a
 * submission under `--wait` is followed until the platform has judged every part of it.
 */
import type { SubmissionDto } from '../shared/api';
import type { OutboxEntryView, OutboxListEntry, OutboxOp, OutboxResultOf } from '../shared/contract';
// Not from contract.ts, which builds every zod schema: a command's module is loaded for --help too.
import { isOp, isReadable } from '../shared/contracts/outboxEntry';
import { formatWait, waitWho } from '../shared/errorText';
import { CallError } from './callError';
import { EXIT, errorSummary, note } from './output';
import { ExitWith } from './run';
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
 * Writes are sent in order: when an older entry of the same connection is itself waiting past
 * that time (offline, a server's Retry-After), this one cannot go before it, so the command says
 * so at once, naming that entry, and ends with exit code 4 instead of waiting without a word.
 */
export async function settle(s: Session, id: number, maxWaitSec: number): Promise<Settled> {
  const until = Date.now() + maxWaitSec * 1000;
  let sendingSince: number | null = null;
  let toldInFlight = false;
  let toldDue = 0;
  for (;;) {
    let off = () => {};
    const changed = new Promise<void>((resolve) => {
      off = s.on('outbox.changed', (e) => {
        if (e.ids.includes(id)) resolve();
      });
    });
    const all = await s.call('outbox.list', {});
    const entry = all.find((e) => e.id === id);
    if (!entry) {
      off();
      throw new Error(`Outbox entry ${id} is gone.`);
    }
    if (!isReadable(entry)) {
      off();
      // It can no longer be read: the outbox failed it, unsent; its error says why and what to do.
      throw new CallError(entry.error);
    }
    if (entry.status === 'done' || entry.status === 'failed') {
      off();
      return { kind: entry.status, entry };
    }
    sendingSince = entry.status === 'sending' ? (sendingSince ?? Date.now()) : null;
    if (
      !toldInFlight &&
      sendingSince !== null &&
      Date.now() - sendingSince > IN_FLIGHT_NOTE_MS &&
      entry.inFlightUntil
    ) {
      toldInFlight = true;
      note(
        `Entry ${id} is on its way. If the workbench that sent it stopped, its request may still reach the platform until ${entry.inFlightUntil}; it is checked then, and sent again only if it is not there.`,
      );
    }
    const blocking = entry.status === 'pending' ? blockingEntry(all, entry, until) : null;
    if (blocking) {
      off();
      reportBlocked(entry, blocking);
      throw new ExitWith(EXIT.offline);
    }
    const due = entry.nextAttemptAt ? Date.parse(entry.nextAttemptAt) : 0;
    if (entry.status === 'pending' && entry.error && due > until) {
      off();
      return { kind: 'waiting', entry };
    }
    if (entry.status === 'pending' && entry.error && due > Date.now() && due !== toldDue) {
      // Once per wait, not at every look.
      toldDue = due;
      note(
        `Waiting ${formatWait((due - Date.now()) / 1000)}: ${waitWho(entry.error)} (${entry.error.code})…`,
      );
    }
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

/** A send taking longer than this is explained (another process may have died sending it). */
const IN_FLIGHT_NOTE_MS = 3000;

/** The older entry of the same connection that holds `entry` back beyond `until`, if any. */
function blockingEntry(
  all: OutboxListEntry[],
  entry: OutboxEntryView,
  until: number,
): OutboxListEntry | null {
  const head = all
    .filter((e) => e.connectionId === entry.connectionId && e.id < entry.id && e.status === 'pending')
    .sort((a, b) => a.id - b.id)[0];
  if (!head?.error || !head.nextAttemptAt) return null;
  return Date.parse(head.nextAttemptAt) > until ? head : null;
}

function reportBlocked(entry: OutboxEntryView, blocking: OutboxListEntry): void {
  const why = errorSummary(blocking.error!);
  note(
    `Kept in the outbox (entry ${entry.id}): it waits behind entry ${blocking.id}, ${blocking.summary}, ` +
      `which could not be sent (${why}) and is tried again at ${blocking.nextAttemptAt} (${waitWho(blocking.error!)}). Writes go out in order; ` +
      'the app or the next workbench command sends both. See `workbench outbox list`.',
  );
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
  return resultOf(entry, 'submission.create');
}

/**
 * What a done write of `op` answered (the item created, the run started). An entry of another op,
 * or one done without an answer, is a fault of this program, said in words.
 */
export function resultOf<Op extends OutboxOp>(
  entry: OutboxEntryView,
  op: Op,
): NonNullable<OutboxResultOf<Op>> {
  const typed: OutboxEntryView<Op> | null = isOp(entry, op) ? entry : null;
  const result = typed?.result;
  if (result === null || result === undefined) {
    throw new Error(
      `Outbox entry ${entry.id} (${entry.summary}) is ${entry.status} without the ${op} answer it should hold. See \`workbench outbox list\`.`,
    );
  }
  return result;
}

export function failure(entry: OutboxEntryView): CallError {
  return new CallError(entry.error!, maybeDeliveredLines(entry));
}

/**
 * For a write that may already be on the platform: the records it could be, and the two commands
 * that settle it (adopt one, or send again on purpose).
 */
export function maybeDeliveredLines(entry: OutboxListEntry): string[] {
  if (entry.error?.code !== 'MAYBE_DELIVERED') return [];
  const candidates = entry.candidates ?? [];
  const lines =
    candidates.length === 0
      ? ['No record made since it was queued could be told apart; check on the platform’s website.']
      : [
          'Records made since it was queued that could be this write:',
          ...candidates.map((c) => `  ${c.id}  ${c.label}`),
        ];
  lines.push(
    ...(candidates.length > 0
      ? [`If one of them is this write: workbench outbox adopt ${entry.id} ${candidates[0]!.id}`]
      : []),
    `To send it again on purpose: workbench outbox retry ${entry.id} --resend`,
  );
  return lines;
}
