import { useState } from 'react';
import { useAppStatus } from '../stores/query';

/** The local database was rebuilt at start: say so once, and let the user dismiss it. */
export function StoreNoticeBanner() {
  const notice = useAppStatus().status?.storeNotice ?? null;
  // The shell shows this banner for the whole session: dismissed here is dismissed until restart.
  const [dismissed, setDismissed] = useState(false);
  if (!notice || dismissed) return null;
  return (
    <div className="banner banner--warn" role="status">
      <p>
        <strong>Local data was reset.</strong> {notice}
      </p>
      <button type="button" className="btn btn--small" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </div>
  );
}
