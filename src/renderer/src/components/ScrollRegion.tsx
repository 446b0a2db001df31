import type { ReactNode } from 'react';

/** A scrolling box that keyboard users can reach (Tab) and scroll, with an accessible name. */
export function ScrollRegion({
  label,
  className,
  testId,
  children,
}: {
  label: string;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={className} tabIndex={0} aria-label={label} data-testid={testId}>
      {children}
    </section>
  );
}
