import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import type { Igp24LabelSync } from '../../../../shared/contracts/igp24';
import { cacheKey } from '../../../../shared/methods';
import { bridge, call } from '../../bridge';
import { toErrorInfo } from '../../lib/errors';
import { useStatusStore } from '../../stores/statusStore';

export const LABELS_KEY = cacheKey('igp24.labelsSync', {});

export interface LabelSyncState {
  sync: Igp24LabelSync | null;
  syncing: boolean;
  callError: ApiErrorInfo | null;
  /** Bumped whenever the local copy may have changed: views re-query. */
  version: number;
  refresh(): void;
}

/** Syncs label progress on mount (the core fetches at most once per 120 s) and follows updates. */
export function useLabelSync(): LabelSyncState {
  const [sync, setSync] = useState<Igp24LabelSync | null>(null);
  const [syncing, setSyncing] = useState(false);
  const [callError, setCallError] = useState<ApiErrorInfo | null>(null);
  const [version, setVersion] = useState(0);
  const connection = useStatusStore((s) => s.status?.activeConnectionId);

  const refresh = useCallback(() => {
    setSyncing(true);
    call('igp24.labelsSync', {})
      // Only the sync state: when the core actually fetched a new copy it says so with
      // `cache.updated`, and the listener below bumps `version` (once per change, not per call).
      .then((s) => {
        setSync(s);
        setCallError(null);
      })
      .catch((e) => setCallError(toErrorInfo(e)))
      .finally(() => setSyncing(false));
  }, []);

  // A connection switch means another copy: views re-query it even when the core had no reason to
  // fetch (its copy of that connection is recent, so no `cache.updated` comes).
  const lastConnection = useRef(connection);
  useEffect(() => {
    if (lastConnection.current !== connection) {
      lastConnection.current = connection;
      setVersion((v) => v + 1);
    }
    refresh();
  }, [refresh, connection]);
  useEffect(
    () =>
      bridge.on('cache.updated', ({ keys }) => {
        if (keys.includes(LABELS_KEY)) setVersion((v) => v + 1);
      }),
    [],
  );
  return { sync, syncing, callError, version, refresh };
}
