import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { ItemRow } from './ItemRow';
import type { NetworkSummary } from './types';

interface Props {
  items: readonly NetworkSummary[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

const ROW_ESTIMATE = 86;

/**
 * One virtualized list over every page loaded so far: only the rows in view are in the DOM, and
 * the next page is asked for when the last rows come into view.
 */
export function ItemList({ items, hasMore, loadingMore, loadMore }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length + (hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    getItemKey: (i) => items[i]?.id ?? 'more',
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= items.length - 5) loadMore();
  }, [hasMore, loadingMore, lastShown, items.length, loadMore]);

  return (
    <div
      ref={scrollRef}
      className="cn-list"
      data-testid="cn-list"
      aria-label="Items"
      role="feed"
      aria-busy={loadingMore}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className="cn-list__slot"
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {row.index < items.length ? (
              <ItemRow item={items[row.index]!} />
            ) : (
              <p className="muted cn-list__more" data-testid="cn-loading-more">
                Loading more items…
              </p>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
