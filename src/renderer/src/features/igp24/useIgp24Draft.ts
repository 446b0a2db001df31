import { useEffect, useState } from 'react';
import { call } from '../../bridge';
import { useDraftAutosave } from '../../lib/useDraftAutosave';
import { useStatusStore } from '../../stores/statusStore';
import { DEFAULT_FILE_NAME, igp24Actions, useIgp24Store } from './igp24Store';

/**
 * Keeps the polynomial file as a local draft of the active connection, like cheatsheet drafts:
 * saved as it is typed (text with its hints, file name, description), restored after a reload or
 * a restart, and swapped for the other connection's draft on a switch.
 */
export function useIgp24Draft(): { restoring: boolean } {
  const connectionId = useStatusStore((s) => s.status?.activeConnectionId ?? null);
  const key = connectionId ? `igp24:polynomials:${connectionId}` : null;
  const loadedKey = useIgp24Store((s) => s.draftKey);
  const text = useIgp24Store((s) => s.text);
  const fileName = useIgp24Store((s) => s.fileName);
  const description = useIgp24Store((s) => s.description);
  const [failed, setFailed] = useState<string | null>(null);

  const ready = key !== null && loadedKey === key;
  const empty = text === '' && description === '' && fileName === DEFAULT_FILE_NAME;
  const { flush, markExisting } = useDraftAutosave(
    key,
    { text, meta: { fileName, description } },
    ready,
    empty,
  );

  useEffect(() => {
    if (!key || useIgp24Store.getState().draftKey === key) return;
    // What was typed for the previous connection is saved under its own key first.
    flush();
    let live = true;
    call('drafts.get', { key })
      .then((draft) => {
        if (!live) return;
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
      })
      .catch(() => {
        // No draft store: start empty rather than block the page; typing is still kept in memory.
        if (live) setFailed(key);
      });
    return () => {
      live = false;
    };
  }, [key, flush, markExisting]);

  useEffect(() => {
    if (failed && failed === key && useIgp24Store.getState().draftKey !== key)
      igp24Actions.restoreDraft(key, null);
  }, [failed, key]);

  return { restoring: key !== null && !ready };
}
