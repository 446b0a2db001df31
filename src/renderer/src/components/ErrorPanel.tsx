import { Link, useLocation } from 'react-router';
import type { ApiErrorInfo, ErrorCode } from '../../../shared/api';
import { describeError } from '../../../shared/errorText';
import './ErrorPanel.css';

interface Props {
  info: ApiErrorInfo;
  /** Smaller, inline variant for errors inside a card or form. */
  compact?: boolean;
  onRetry?: () => void;
  /** Replaces the generic title, e.g. "Could not load competitions". */
  context?: string;
}

/** Failures whose fix is in the connection settings: offer the way there. */
const SETTINGS_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'API_KEY_REQUIRED',
  'INVALID_API_KEY',
  'API_KEY_REVOKED',
  'API_KEY_EXPIRED',
  'API_KEY_SCOPE_DENIED',
  'NO_API_KEY',
  'NETWORK_UNREACHABLE',
  'TLS_ERROR',
  'BAD_RESPONSE',
]);

/** Every failure in the app is shown through this, so the same code always reads the same. */
export function ErrorPanel({ info, compact, onRetry, context }: Props) {
  const onSettings = useLocation().pathname.startsWith('/settings');
  const text = describeError(info, new Date(), onSettings ? 'connection-settings' : 'elsewhere');
  const showSettings = !onSettings && SETTINGS_CODES.has(info.code);
  return (
    <div className={compact ? 'error-panel error-panel--compact' : 'error-panel'} role="alert">
      {context && <p className="error-panel__context">{context}</p>}
      <p className="error-panel__title">{text.title}</p>
      <p className="error-panel__detail">{text.detail}</p>
      <p className="error-panel__action">{text.action}</p>
      <p className="error-panel__meta">
        <code>{info.rawCode ?? info.code}</code>
        {info.status !== null && <span> · HTTP {info.status}</span>}
        <span className="error-panel__buttons">
          {showSettings && (
            <Link className="btn btn--small" to="/settings/connections">
              Open connection settings
            </Link>
          )}
          {onRetry && (
            <button type="button" className="btn btn--small" onClick={onRetry}>
              Retry
            </button>
          )}
        </span>
      </p>
    </div>
  );
}
