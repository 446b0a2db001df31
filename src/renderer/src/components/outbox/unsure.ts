/**
 * A write that may already be on the platform (error MAYBE_DELIVERED): its answer was lost and
 * the platform cannot show it absent, so the outbox stopped instead of risking a second copy.
 * The user adopts one of the listed records, checks again, or sends it again on purpose.
 */
import type { OutboxEntryView, OutboxListEntry } from '../../../../shared/contract';

type Op = OutboxEntryView['request']['op'];

/** Whether the entry waits for the user to say whether it is already on the platform. */
export function isUnsure(entry: OutboxListEntry | null | undefined): boolean {
  return entry?.status === 'failed' && entry.error?.code === 'MAYBE_DELIVERED';
}

export interface UnsureWords {
  /** What one listed record is ("run", "submission"). */
  record: string;
  /** What sending it again makes when the first attempt did arrive. */
  secondCopy: string;
  /** Where to look for it by hand. */
  where: string;
}

const WORDS: Partial<Record<Op, UnsureWords>> = {
  'playground.run.create': {
    record: 'run',
    secondCopy: 'a second run, and its credits are spent twice',
    where: 'your runs in the Playground',
  },
  'submission.create': {
    record: 'submission',
    secondCopy: 'a second submission, which counts against your submission limits',
    where: 'your submissions to the competition',
  },
  'library.create': {
    record: 'item',
    secondCopy: 'a second copy of the item in your library',
    where: 'your library',
  },
  'cn.comment.create': {
    record: 'comment',
    secondCopy: 'the same comment twice',
    where: 'the item’s comments',
  },
  'cn.publish': {
    record: 'item',
    secondCopy: 'a second published item',
    where: 'your items in the Contributor Network',
  },
};

const OTHER: UnsureWords = {
  record: 'record',
  secondCopy: 'the same change a second time',
  where: 'the platform’s website',
};

export function unsureWords(op: Op): UnsureWords {
  return WORDS[op] ?? OTHER;
}
