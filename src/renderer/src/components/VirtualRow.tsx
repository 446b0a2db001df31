import type { ReactNode } from 'react';

interface Props {
  /** Position in the table (0 first), where the row starts and its height (px): placed, not flowed. */
  index: number;
  top: number;
  height: number;
  /** More classes (a problem row's colour, the row selected). */
  className?: string;
  title?: string;
  children: ReactNode;
  /** What tests and links find the row by. */
  [data: `data-${string}`]: string | number | undefined;
}

/** One row of a VirtualTable: a grid of the table's columns, at its place in the scroller. */
export function VirtualRow({ index, top, height, className, title, children, ...data }: Props) {
  const classes = ['vtable__row', index % 2 ? 'is-odd' : '', className ?? ''];
  return (
    <tr
      {...data}
      aria-rowindex={index + 2}
      className={classes.filter(Boolean).join(' ')}
      title={title}
      style={{ height, transform: `translateY(${top}px)` }}
    >
      {children}
    </tr>
  );
}
