import { useState } from 'react';
import type { LeaderboardRow, Page } from '../../../../shared/api';
import type { MethodInput } from '../../../../shared/contract';
import { CachedView } from '../../components/CachedView';
import { DataTable } from '../../components/DataTable';
import { Empty } from '../../components/Empty';
import { Freshness } from '../../components/Freshness';
import { formatInteger } from '../../lib/format';
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

/** A page's cursor and how many rows came before it, so "rows 51–75" is exact. */
interface PageRef {
  cursor: string | null;
  offset: number;
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
  const [stack, setStack] = useState<PageRef[]>([{ cursor: null, offset: 0 }]);
  const current = stack[stack.length - 1]!;
  // The three methods share one page shape; the method is chosen at run time.
  const state = useCached(method, { ...input, cursor: current.cursor } as MethodInput<typeof method>);
  const page = state.data as Page<LeaderboardRow> | null;
  const pageNo = stack.length;

  const next = () => {
    if (page?.nextCursor)
      setStack([...stack, { cursor: page.nextCursor, offset: current.offset + page.items.length }]);
  };
  const back = () => setStack(stack.slice(0, -1));
  const first = () => setStack(stack.slice(0, 1));

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
      <nav className="pager" aria-label={`${title} pages`}>
        <button type="button" className="btn btn--small" onClick={first} disabled={pageNo <= 2}>
          First
        </button>
        <button type="button" className="btn btn--small" onClick={back} disabled={pageNo === 1}>
          Back
        </button>
        <span className="pager__where" aria-live="polite">
          Page {pageNo}
          {page && page.items.length > 0 && (
            <span className="muted">
              {' '}
              · rows {formatInteger(current.offset + 1)}–{formatInteger(current.offset + page.items.length)}
            </span>
          )}
          {page && !page.nextCursor && <span className="muted"> · last page</span>}
        </span>
        <button type="button" className="btn btn--small" onClick={next} disabled={!page?.nextCursor}>
          Next
        </button>
      </nav>
    </section>
  );
}
