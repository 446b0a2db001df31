import type { ReactNode } from 'react';
import type { CursorPage, CursorStack } from '../../components/CursorPager';

/** The IGP24 tabs' "Previous / Next" buttons over a cursor stack (the page number is in the heading). */
export function Igp24Pager({
  pager,
  page,
  nextLabel = 'Next',
  children,
}: {
  pager: CursorStack;
  page: CursorPage;
  nextLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div className="igp24-pager">
      <button type="button" className="btn btn--small" disabled={pager.pageNo === 1} onClick={pager.back}>
        Previous
      </button>
      <button
        type="button"
        className="btn btn--small"
        disabled={!page.nextCursor}
        onClick={() => pager.next(page)}
      >
        {nextLabel}
      </button>
      {children}
    </div>
  );
}
