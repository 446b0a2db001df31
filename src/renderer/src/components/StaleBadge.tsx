import type { ApiErrorInfo } from '../../../shared/api';
import { describeError } from '../../../shared/errorText';
import { age, localTimeSeconds, parseDate } from '../lib/format';
import { useAppStatus } from '../stores/query';
import { useNow } from './useNow';

interface Props {
  fetchedAt: string | null;
  error: ApiErrorInfo | null;
}

/** Marks data that may be out of date; the title says exactly how old and why. */
export function StaleBadge({ fetchedAt, error }: Props) {
  const now = useNow();
  // A read that failed because the connection is down may carry no error of its own.
  const { status } = useAppStatus();
  const offlineError = status && !status.online ? status.lastError : null;
  const reason = error ?? offlineError;
  const at = parseDate(fetchedAt);
  const label = at ? `Stale · ${age(at, now)} old` : 'Stale';
  const text = reason ? describeError(reason) : null;
  const why =
    reason && text
      ? `Last refresh failed: ${text.title}. ${text.detail} (${reason.rawCode ?? reason.code})`
      : 'Older than the freshness window; a refresh is due.';
  const title = `${at ? `Fetched ${localTimeSeconds(at)} (${fetchedAt})` : 'Fetch time unknown'}\n${why}`;
  return (
    <span className="badge badge--warn" data-testid="stale-badge" title={title}>
      {label}
    </span>
  );
}
