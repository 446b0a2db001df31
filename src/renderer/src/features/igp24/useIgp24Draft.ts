import { useEffect } from 'react';
import { useDraftAutosave } from '../../lib/useDraftAutosave';
import { useAppStatus, useContractQuery } from '../../stores/query';
import { DEFAULT_FILE_NAME, igp24Actions, useIgp24Store } from './igp24Store';

/**
 * Keeps the polynomial file as a local draft of the active connection, like cheatsheet drafts:
 * saved as it is typed (text with its hints, file name, description), restored after a reload or
 * a restart, and swapped for the other connection's draft on a switch.
 */
export function useIgp24Draft(): { restoring: boolean } {
  const { status, statusError } = useAppStatus();
  const statusKnown = status !== null || statusError !== null;
  const connectionId = status?.activeConnectionId ?? null;
  const key = connectionId ? `igp24:polynomials:${connectionId}` : null;
  const loadedKey = useIgp24Store((s) => s.draftKey);
  const text = useIgp24Store((s) => s.text);
  const fileName = useIgp24Store((s) => s.fileName);
  const description = useIgp24Store((s) => s.description);

  const ready = key !== null && loadedKey === key;
  const empty = text === '' && description === '' && fileName === DEFAULT_FILE_NAME;
  const { flush, markExisting } = useDraftAutosave(
    key,
    { text, meta: { fileName, description } },
    ready,
    empty,
  );

  // What was typed for the previous connection is saved under its own key first.
  useEffect(() => {
    if (key) flush();
  }, [key, flush]);

  // The connection's draft, read once when the page shows another connection's file.
  const read = useContractQuery(
    'drafts.get',
    { key: key ?? '' },
    { enabled: key !== null && !ready, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 },
  );
  const answered = read.isFetchedAfterMount && !read.isFetching;
  // A failed read (no draft store) starts empty rather than block the page; typing is still kept.
  const draft = read.isError ? null : (read.data ?? null);
  useEffect(() => {
    if (!key || ready || !answered) return;
    const meta = (draft?.meta ?? {}) as Record<string, unknown>;
    // Emptying the file later then removes this draft instead of leaving it to come back.
    markExisting(draft && { text: draft.text, meta });
    igp24Actions.restoreDraft(
      key,
      draft && {
        text: draft.text,
        fileName: typeof meta.fileName === 'string' ? meta.fileName : DEFAULT_FILE_NAME,
        description: typeof meta.description === 'string' ? meta.description : '',
      },
    );
  }, [key, ready, answered, draft, markExisting]);

  // Until the status says which connection is active, the draft to restore is unknown: a file
  // opened in that moment would be overwritten by the restore, so the page waits.
  return { restoring: !statusKnown || (key !== null && !ready) };
}
