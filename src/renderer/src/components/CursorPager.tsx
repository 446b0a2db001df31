import { type ReactNode, useState } from 'react';
import { formatInteger } from '../lib/format';

/** What the pager needs of a page: its rows (to count them) and the cursor of the next one. */
export interface CursorPage {
  items: readonly unknown[];
  nextCursor: string | null;
}

/** A page's cursor and how many rows came before it, so "rows 51–75" is exact. */
interface PageRef {
  cursor: string | null;
  offset: number;
}

const START: PageRef[] = [{ cursor: null, offset: 0 }];

export type CursorStack = ReturnType<typeof useCursorStack>;

/** Cursor paging state. Cursors are opaque: we only keep a stack of the ones we were given. */
export function useCursorStack() {
  const [stack, setStack] = useState<PageRef[]>(START);
  const current = stack[stack.length - 1]!;
  return {
    cursor: current.cursor,
    /** How many rows came before the current page. */
    offset: current.offset,
    /** 1-based. */
    pageNo: stack.length,
    /** Goes to the page after `page`, if there is one. */
    next: (page: CursorPage | null | undefined) => {
      const cursor = page?.nextCursor;
      if (cursor) setStack((s) => [...s, { cursor, offset: s[s.length - 1]!.offset + page.items.length }]);
    },
    back: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
    first: () => setStack((s) => s.slice(0, 1)),
    reset: () => setStack(START),
  };
}

interface Props {
  /** The nav's accessible name. */
  label: string;
  pager: CursorStack;
  page: CursorPage | null | undefined;
  /** Offer "First" (enabled from page 3). */
  withFirst?: boolean;
  /** Show the current page's row range, after this prefix (e.g. "rows "). */
  rangePrefix?: string;
  /** How many rows the whole list has, when known ("rows 26–50 of 1,234"). */
  total?: number | null;
  /** Announce page changes (aria-live). */
  live?: boolean;
  /** Show the pager even when there is only one page. */
  alwaysVisible?: boolean;
  /** Extra text after the page number and range. */
  children?: ReactNode;
}

/** "Back · Page n · Next" over a {@link useCursorStack}. */
export function CursorPager({
  label,
  pager,
  page,
  withFirst,
  rangePrefix,
  total,
  live,
  alwaysVisible,
  children,
}: Props) {
  const { pageNo, offset } = pager;
  if (!alwaysVisible && pageNo === 1 && !page?.nextCursor) return null;
  return (
    <nav className="pager" aria-label={label}>
      {withFirst && (
        <button type="button" className="btn btn--small" onClick={pager.first} disabled={pageNo <= 2}>
          First
        </button>
      )}
      <button type="button" className="btn btn--small" onClick={pager.back} disabled={pageNo === 1}>
        Back
      </button>
      <span className="pager__where" aria-live={live ? 'polite' : undefined}>
        Page {pageNo}
        {rangePrefix !== undefined && page && page.items.length > 0 && (
          <span className="muted">
            {' '}
            · {rangePrefix}
            {formatInteger(offset + 1)}–{formatInteger(offset + page.items.length)}
            {typeof total === 'number' && ` of ${formatInteger(total)}`}
          </span>
        )}
        {children}
      </span>
      <button
        type="button"
        className="btn btn--small"
        onClick={() => pager.next(page)}
        disabled={!page?.nextCursor}
      >
        Next
      </button>
    </nav>
  );
}
