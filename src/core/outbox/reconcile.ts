/**
 * The one check a repeated write makes before it is sent again: its first attempt may have reached
 * the platform without an answer coming back, so it looks for its own effect in the list where the
 * spec shows it. Three answers (docs/core.md, "Exactly once"):
 * - found: a record that is provably this write (its fields and body compared) → done, not sent;
 * - absent: the list was read as far as the write could be, and nothing there can be it → sent;
 * - unsure: records that could be it and cannot be told apart (a list that shows too little, or
 *   is longer than the check reads) → not sent by itself; the user adopts one or sends again.
 */

/** Clock skew between this machine and the server: an effect may look up to this much older. */
export const RECONCILE_SKEW_MS = 60_000;
/** How far back a check reads, in list pages of 100. */
export const RECONCILE_PAGES = 4;
/** At most this many candidates are shown to the user. */
const MAX_CANDIDATES = 10;

/** What a record of the list is to the write: it, not it, or it cannot be told. */
export type Verdict<R> = { mine: R } | 'other' | { maybe: R };

/** A record that may be the write, with the result the entry gets if the user adopts it. */
export interface Candidate<R> {
  id: string;
  /** In words, e.g. `Run run_0012, pending`. */
  label: string;
  madeAt: string | null;
  result: R;
}

export type Check<R> =
  | { kind: 'found'; result: R }
  | { kind: 'absent' }
  | { kind: 'unsure'; why: string; candidates: Candidate<R>[] };

export interface ReconcileScan<T, R> {
  /** One page (of 100) of the list the effect would appear in. */
  page(cursor: string | null): Promise<{ items: T[]; nextCursor: string | null }>;
  id(item: T): string;
  /** When the item was made; an absent or unreadable date never rules an item out. */
  madeAt(item: T): string | null | undefined;
  /** The record compared with the write. */
  match(item: T): Promise<Verdict<R>>;
  /** In words, for the user choosing among candidates. */
  label(item: T): string;
  /** Pages to read at most (default RECONCILE_PAGES). */
  pages?: number;
  /** The list is newest first: the first item made before the window ends the scan. */
  newestFirst?: boolean;
  /** Read every page and keep the last match (a list that is oldest first). */
  lastMatch?: boolean;
}

/** What rules records out before any comparison: IDs other writes made, or that existed before. */
export interface Known {
  /** IDs finished writes produced, and IDs the user said are not this write. */
  taken: ReadonlySet<string>;
  /** IDs the list held before the first send (when the op noted them). */
  before?: ReadonlySet<string>;
}

export async function reconcileSince<T, R>(
  queuedAt: string,
  known: Known,
  scan: ReconcileScan<T, R>,
): Promise<Check<R>> {
  const since = Date.parse(queuedAt) - RECONCILE_SKEW_MS;
  let found: R | null = null;
  const maybe: Candidate<R>[] = [];
  let cursor: string | null = null;
  let complete = false;
  read: for (let page = 0; page < (scan.pages ?? RECONCILE_PAGES); page++) {
    const res: { items: T[]; nextCursor: string | null } = await scan.page(cursor);
    for (const item of res.items) {
      const made = scan.madeAt(item) ?? null;
      if (Date.parse(made ?? '') < since) {
        if (scan.newestFirst) {
          complete = true;
          break read;
        }
        continue;
      }
      const id = scan.id(item);
      if (known.taken.has(id) || known.before?.has(id)) continue;
      const verdict = await scan.match(item);
      if (verdict === 'other') continue;
      if ('maybe' in verdict) {
        if (maybe.length < MAX_CANDIDATES)
          maybe.push({ id, label: scan.label(item), madeAt: made, result: verdict.maybe });
        continue;
      }
      if (!scan.lastMatch) return { kind: 'found', result: verdict.mine };
      found = verdict.mine;
    }
    cursor = res.nextCursor;
    if (cursor === null) {
      complete = true;
      break;
    }
  }
  if (found !== null) return { kind: 'found', result: found };
  if (maybe.length > 0) {
    return {
      kind: 'unsure',
      why: 'Its answer was lost, and the platform shows records made since that cannot be told apart from it.',
      candidates: maybe,
    };
  }
  if (!complete) {
    return {
      kind: 'unsure',
      why: 'Its answer was lost, and the list where it would appear is longer than the check reads.',
      candidates: [],
    };
  }
  return { kind: 'absent' };
}
