import type { VirtualItem } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';

interface Props {
  /** Position in the table (0 first) and where the row starts (px), as VirtualTable gives them. */
  item: Pick<VirtualItem, 'index' | 'start'>;
  /** The row's height (px): rows are placed, not flowed. */
  height: number;
  /** More classes (a problem row's colour, the row selected). */
  className?: string;
  title?: string;
  children: ReactNode;
  /** What tests and links find the row by. */
  [data: `data-${string}`]: string | number | undefined;
}

/** One row of a VirtualTable: a grid of the table's columns, at its place in the scroller. */
export function VirtualRow({ item, height, className, title, children, ...data }: Props) {
  const classes = ['vtable__row', item.index % 2 ? 'is-odd' : '', className ?? ''];
  return (
    <tr
      {...data}
      aria-rowindex={item.index + 2}
      className={classes.filter(Boolean).join(' ')}
      title={title}
      style={{ height, transform: `translateY(${item.start}px)` }}
    >
      {children}
    </tr>
  );
}
