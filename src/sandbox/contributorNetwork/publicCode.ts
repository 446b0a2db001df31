import { randomInt } from 'node:crypto';
import { publicCodeTaken } from '../db/cnNetwork';
import type { Db } from '../db/open';
import { PUBLIC_CODE_PREFIX, TRACK_LETTER } from './constants';

/** `{prefix}-{6 digits}`, or `{prefix}-{S|M}{6 digits}` for solver templates (spec 2.7). */
export function formatPublicCode(competitionId: string, track: string | null, n: number): string {
  const prefix = PUBLIC_CODE_PREFIX[competitionId] ?? 'CNI';
  const letter = track === null ? '' : (TRACK_LETTER[track] ?? '');
  return `${prefix}-${letter}${String(n).padStart(6, '0')}`;
}

/** A fresh, unused public code (random digits; immutable once given). */
export function newPublicCode(db: Db, competitionId: string, track: string | null): string {
  for (;;) {
    const code = formatPublicCode(competitionId, track, randomInt(100_000, 1_000_000));
    if (!publicCodeTaken(db, code)) return code;
  }
}
