import { type ReactNode, useState } from 'react';
import type { LeaderboardRow, Page } from '../../../../shared/api';
import type { MethodInput } from '../../../../shared/contract';
import { flattenRow } from '../../../../shared/flatRows';
import { cacheKey } from '../../../../shared/methods';
import { CachedView } from '../../components/CachedView';
import { CursorPager, useCursorStack } from '../../components/CursorPager';
import { cellText, DataTable } from '../../components/DataTable';
import { Empty } from '../../components/Empty';
import { Freshness } from '../../components/Freshness';
import { searchRows } from '../../components/tableRows';
import { useCached } from '../../stores/useCached';
import { ExportCsvButton } from './ExportCsvButton';
import { RowSearch } from './RowSearch';
import { type LeaderboardTable, useEveryRow } from './useEveryRow';

interface Props {
  title: string;
  /** Heading level id, so the table region is named by its heading. */
  headingId: string;
  method: LeaderboardTable;
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

/**
 * Cursor paging over any leaderboard-like table. Cursors are opaque: we only keep a stack of them.
 * The search box searches every row: it reads the pages not yet seen, 100 rows at a time.
 */
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
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const every = useEveryRow(method, input, searching);
  const matches = searching ? searchRows(every.rows.map(flattenRow), query, (_k, v) => cellText(v)) : [];
  // Known once every row was read, or on the last page.
  const total =
    every.phase === 'done'
      ? every.rows.length
      : page && !page.nextCursor && page.items.length > 0
        ? pager.offset + page.items.length
        : null;
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
      {/* One box for both views, so typing into it keeps its focus when the view changes. */}
      {!notFound && (searching || (page?.items.length ?? 0) > 0) && (
        <RowSearch query={query} onQuery={setQuery} every={every} matches={matches.length} />
      )}
      {notFound ? (
        <Empty title={notFoundText ?? emptyText}>
          <p>The platform has no public placements under this ID. Check the ID on the leaderboard above.</p>
        </Empty>
      ) : searching ? (
        matches.length > 0 ? (
          <DataTable
            rows={matches}
            label={`${title}: rows matching “${query.trim()}”`}
            highlight={highlight}
            highlightLabel="Your team"
            interactive
            searchBox={false}
            renderCell={renderCell}
          />
        ) : every.phase === 'reading' ? null : (
          <Empty title={`No row matches “${query.trim()}”`}>
            <p>
              {every.phase === 'done'
                ? 'Every row of the table was searched.'
                : 'Only the rows read so far were searched.'}
            </p>
          </Empty>
        )
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
                searchBox={false}
                renderCell={renderCell}
              />
            )
          }
        </CachedView>
      )}
      {!searching && (
        <CursorPager
          label={`${title} pages`}
          pager={pager}
          page={page}
          withFirst
          rangePrefix="rows "
          total={total}
          live
          alwaysVisible
        >
          {page && !page.nextCursor && <span className="muted"> · last page</span>}
        </CursorPager>
      )}
    </section>
  );
}
