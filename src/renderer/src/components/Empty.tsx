import type { ReactNode } from 'react';

/** An empty state that says why there is nothing and, when possible, what to do. */
export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state--empty">
      <p className="state__title">{title}</p>
      {children && <div className="state__body">{children}</div>}
    </div>
  );
}
