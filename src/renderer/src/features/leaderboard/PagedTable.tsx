import type { LeaderboardRow, Page } from '../../../../shared/api';
import type { MethodInput } from '../../../../shared/contract';
import { CachedView } from '../../components/CachedView';
import { CursorPager, useCursorStack } from '../../components/CursorPager';
import { DataTable } from '../../components/DataTable';
import { Empty } from '../../components/Empty';
import { Freshness } from '../../components/Freshness';
import { useCached } from '../../stores/useCached';
import { ExportCsvButton } from './ExportCsvButton';

type PagedMethod = 'leaderboard.page' | 'leaderboard.placements' | 'leaderboard.search';

interface Props {
  title: string;
  /** Heading level id, so the table region is named by its heading. */
  headingId: string;
  method: PagedMethod;
  /** The method's input without `cursor`; remount (key) when it changes to start at page 1. */
  input: Record<string, unknown>;
  exportInput: MethodInput<'leaderboard.exportCsv'>;
  emptyText: string;
  /** Heading level: 2 on its own, 3 inside a panel that has its own heading. */
  level?: 2 | 3;
  /** Picks out the caller's own rows. */
  highlight?: (row: LeaderboardRow) => boolean;
}

/** Cursor paging over any leaderboard-like table. Cursors are opaque: we only keep a stack of them. */
export function PagedTable({
  title,
  headingId,
  method,
  input,
  exportInput,
  emptyText,
  highlight,
  level = 2,
}: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const pager = useCursorStack();
  // The three methods share one page shape; the method is chosen at run time.
  const state = useCached(method, { ...input, cursor: pager.cursor } as MethodInput<typeof method>);
  const page = state.data as Page<LeaderboardRow> | null;
  const pageNo = pager.pageNo;

  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="section__header">
        <Heading id={headingId}>{title}</Heading>
        <Freshness state={state} />
        <ExportCsvButton input={exportInput} />
      </div>
      <CachedView
        state={state}
        loadingLabel={`Loading page ${pageNo}…`}
        errorContext={`Could not load page ${pageNo}`}
      >
        {(data) =>
          data.items.length === 0 ? (
            <Empty title={pageNo === 1 ? emptyText : 'This page is empty'}>
              {pageNo > 1 && <p>The list may have changed since the previous page was read.</p>}
            </Empty>
          ) : (
            <DataTable rows={data.items} label={title} highlight={highlight} highlightLabel="Your team" />
          )
        }
      </CachedView>
      <CursorPager
        label={`${title} pages`}
        pager={pager}
        page={page}
        withFirst
        rangePrefix="rows "
        live
        alwaysVisible
      >
        {page && !page.nextCursor && <span className="muted"> · last page</span>}
      </CursorPager>
    </section>
  );
}
