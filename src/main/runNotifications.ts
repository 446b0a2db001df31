/**
 * One desktop notification per Playground run that ends while the app is open. The core emits
 * `playground.runEnded` once per run (the flag lives in SQLite); this glue only shows it and, on
 * click, opens the run's dashboard. Electron's Notification is passed in so this stays testable.
 */

import type { Workbench } from '../core';
import { runHash } from '../shared/playgroundRoutes';

export interface NotificationLike {
  on(event: 'click', listener: () => void): unknown;
  show(): void;
}

export interface RunNotificationDeps {
  isSupported: () => boolean;
  create: (options: { title: string; body: string }) => NotificationLike;
  /** Shows the window and navigates it to the hash route. */
  open: (hash: string) => void;
}

const WORDS: Record<string, string> = {
  done: 'finished',
  failed: 'failed',
  cancelled: 'was cancelled',
};

export function notifyRunEnds(wb: Pick<Workbench, 'on'>, deps: RunNotificationDeps): () => void {
  // Kept referenced until clicked or closed, or the notification can be collected before a click.
  const shown = new Set<NotificationLike>();
  return wb.on('playground.runEnded', (e) => {
    if (!deps.isSupported()) return;
    const n = deps.create({
      title: `Playground run ${WORDS[e.status] ?? e.status}`,
      // The run by what it ran (its ID is no name); the dashboard shows the ID.
      body: `${e.name}. Click to open its dashboard.`,
    });
    shown.add(n);
    n.on('click', () => {
      shown.delete(n);
      deps.open(runHash(e.competitionId, e.runId));
    });
    n.show();
  });
}
