import { useCallback, useEffect, useState } from 'react';
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
      .then((s) => {
        setSync(s);
        setCallError(null);
        setVersion((v) => v + 1);
      })
      .catch((e) => setCallError(toErrorInfo(e)))
      .finally(() => setSyncing(false));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a connection switch means another copy.
  useEffect(() => refresh(), [refresh, connection]);
  useEffect(
    () =>
      bridge.on('cache.updated', ({ keys }) => {
        if (keys.includes(LABELS_KEY)) setVersion((v) => v + 1);
      }),
    [],
  );
  return { sync, syncing, callError, version, refresh };
}
