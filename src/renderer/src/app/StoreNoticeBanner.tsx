import { useStatusStore } from '../stores/statusStore';

/** The local database was rebuilt at start: say so once, and let the user dismiss it. */
export function StoreNoticeBanner() {
  const notice = useStatusStore((s) => s.status?.storeNotice ?? null);
  const dismissed = useStatusStore((s) => s.storeNoticeDismissed);
  const dismiss = useStatusStore((s) => s.dismissStoreNotice);
  if (!notice || dismissed) return null;
  return (
    <div className="banner banner--warn" role="status">
      <p>
        <strong>Local data was reset.</strong> {notice}
      </p>
      <button type="button" className="btn btn--small" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
