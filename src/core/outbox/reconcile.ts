/**
 * The one reconciliation scan: a repeated write whose first attempt may have reached the server
 * looks for its own effect in the list where it would appear, among items made since it was
 * queued (less the clock skew) that no finished write produced. docs/core.md, "Reconcile".
 */

/** Clock skew between this machine and the server: an effect may look up to this much older. */
export const RECONCILE_SKEW_MS = 60_000;
/** How far back a scan looks, in list pages of 100. */
export const RECONCILE_PAGES = 4;

export interface ReconcileScan<T, R> {
  /** One page (of 100) of the list the effect would appear in. */
  page(cursor: string | null): Promise<{ items: T[]; nextCursor: string | null }>;
  id(item: T): string;
  /** When the item was made; an absent or unreadable date never rules an item out. */
  madeAt(item: T): string | null | undefined;
  /** The write's own effect (as the entry's result), or null when this item is not it. */
  match(item: T): Promise<R | null>;
  /** Pages to read at most (default RECONCILE_PAGES). */
  pages?: number;
  /** The list is newest first: the first item made before the window ends the scan. */
  newestFirst?: boolean;
  /** Read every page and keep the last match (a list that is oldest first). */
  lastMatch?: boolean;
}

export async function reconcileSince<T, R>(
  queuedAt: string,
  taken: ReadonlySet<string>,
  scan: ReconcileScan<T, R>,
): Promise<R | null> {
  const since = Date.parse(queuedAt) - RECONCILE_SKEW_MS;
  let found: R | null = null;
  let cursor: string | null = null;
  for (let page = 0; page < (scan.pages ?? RECONCILE_PAGES); page++) {
    const res: { items: T[]; nextCursor: string | null } = await scan.page(cursor);
    for (const item of res.items) {
      const made = Date.parse(scan.madeAt(item) ?? '');
      if (made < since) {
        if (scan.newestFirst) return found;
        continue;
      }
      if (taken.has(scan.id(item))) continue;
      const match = await scan.match(item);
      if (match === null) continue;
      if (!scan.lastMatch) return match;
      found = match;
    }
    cursor = res.nextCursor;
    if (cursor === null) break;
  }
  return found;
}
