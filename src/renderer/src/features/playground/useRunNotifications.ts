/**
 * In serve mode (a browser tab) the desktop notification for a run that ended comes from the Web
 * Notifications API; in Electron the main process shows its own, so nothing happens here. One
 * notification per run, whatever number of times the event arrives; a click opens the dashboard.
 */
import { useEffect } from 'react';
import { runHash } from '../../../../shared/playgroundRoutes';
import { bridge } from '../../bridge';
import { runStatusWords } from './words';

const shown = new Set<string>();

export function askNotificationPermission(): void {
  if (window.workbench || typeof Notification === 'undefined') return;
  if (Notification.permission === 'default') void Notification.requestPermission();
}

export function useRunNotifications(): void {
  useEffect(() => {
    if (window.workbench || typeof Notification === 'undefined') return;
    return bridge.on('playground.runEnded', (e) => {
      const id = `${e.connectionId}|${e.competitionId}|${e.runId}`;
      if (shown.has(id) || Notification.permission !== 'granted') return;
      shown.add(id);
      const n = new Notification(`Playground run ${runStatusWords(e.status).title.toLowerCase()}`, {
        // The run by what it ran (its ID is no name); the tag keeps the ID, one per run.
        body: `${e.name}. Open its dashboard.`,
        tag: id,
      });
      n.onclick = () => {
        window.focus();
        window.location.hash = runHash(e.competitionId, e.runId);
        n.close();
      };
    });
  }, []);
}
