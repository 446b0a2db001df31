import { useLocation } from 'react-router';
import { describeError } from '../../../shared/errorText';
import { useNow } from '../components/useNow';
import { age, parseDate } from '../lib/format';
import { useAppStatus } from '../stores/query';

/**
 * Online/offline from app.status and the connection.status event, with the reason in words. The
 * core is the one source: right after a start or a switch it has not heard from the server yet
 * (`checkedAt` null), and the header says so instead of guessing "Online".
 */
export function ConnectionIndicator() {
  const { status, statusError } = useAppStatus();
  const now = useNow();
  const place = useLocation().pathname.startsWith('/settings') ? 'connection-settings' : 'elsewhere';

  if ((!status && !statusError) || (status && status.checkedAt === null && !status.lastError)) {
    return (
      <span
        className="indicator indicator--unknown"
        data-testid="connection-indicator"
        data-state="checking"
        role="status"
        title="Waiting for the server's first answer"
      >
        <span className="indicator__dot" aria-hidden="true" />
        Checking…
      </span>
    );
  }

  const online = status ? status.online : false;
  const error = status ? status.lastError : statusError;
  const reason = error ? describeError(error, now, place) : null;
  const checked = parseDate(status?.checkedAt);
  const title = [
    reason ? `${reason.title}. ${reason.detail} ${reason.action} (${error?.rawCode ?? error?.code})` : '',
    checked ? `Checked ${age(checked, now)} ago (${status?.checkedAt})` : 'Not checked yet',
  ]
    .filter(Boolean)
    .join('\n');

  // Online with an error means the server answered but refused (a bad key, say): not all is well.
  const state = online ? (reason ? 'warn' : 'online') : 'offline';
  return (
    <span
      className={`indicator indicator--${state}`}
      data-testid="connection-indicator"
      data-state={online ? 'online' : 'offline'}
      role="status"
      title={title}
    >
      <span className="indicator__dot" aria-hidden="true" />
      <strong>{online ? 'Online' : 'Offline'}</strong>
      {reason && <span className="indicator__reason">{reason.title}</span>}
    </span>
  );
}
