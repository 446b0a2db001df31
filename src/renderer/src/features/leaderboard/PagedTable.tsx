import type { ReactNode } from 'react';
import type { LeaderboardRow, Page } from '../../../../shared/api';
import type { MethodInput } from '../../../../shared/contract';
import { flattenRow } from '../../../../shared/flatRows';
import { cacheKey } from '../../../../shared/methods';
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
  /** A cell drawn differently, e.g. a team name linking to its placements. */
  renderCell?: (field: string, row: LeaderboardRow) => ReactNode | undefined;
  /** Shown instead of an error when the platform answers NOT_FOUND (e.g. an unknown team). */
  notFoundText?: string;
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
  notFoundText,
  renderCell,
  level = 2,
}: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const pager = useCursorStack();
  // The three methods share one page shape; the method is chosen at run time.
  const state = useCached(method, { ...input, cursor: pager.cursor } as MethodInput<typeof method>);
  const page = state.data as Page<LeaderboardRow> | null;
  const pageNo = pager.pageNo;
  const notFound = Boolean(notFoundText) && !page && state.error?.code === 'NOT_FOUND';
  // Only the first page can say the whole table is empty; a later page may be empty after changes.
  const nothingToExport =
    notFound || (pageNo === 1 && page?.items.length === 0)
      ? 'There is nothing to export.'
      : !page && state.error
        ? 'The table could not be loaded.'
        : null;

  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="section__header">
        <Heading id={headingId}>{title}</Heading>
        <Freshness state={state} />
        <ExportCsvButton
          key={cacheKey('leaderboard.exportCsv', exportInput)}
          input={exportInput}
          disabledReason={nothingToExport}
        />
      </div>
      {notFound ? (
        <Empty title={notFoundText ?? emptyText}>
          <p>The platform has no public placements under this ID. Check the ID on the leaderboard above.</p>
        </Empty>
      ) : (
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
              <DataTable
                // Nested fields as dotted columns (team.number, team.label), like the CSV export.
                rows={data.items.map(flattenRow)}
                label={title}
                highlight={highlight}
                highlightLabel="Your team"
                interactive
                renderCell={renderCell}
              />
            )
          }
        </CachedView>
      )}
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
