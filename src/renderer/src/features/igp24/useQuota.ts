import { useEffect, useState } from 'react';
import type { Igp24Quota } from '../../../../shared/contracts/igp24';
import { bridge, call } from '../../bridge';
import { useStatusStore } from '../../stores/statusStore';

/** The team's remaining daily IGP24 submissions as last reported (refreshed on outbox changes). */
export function useQuota(): Igp24Quota | null {
  const [quota, setQuota] = useState<Igp24Quota | null>(null);
  const connection = useStatusStore((s) => s.status?.activeConnectionId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the connection changes.
  useEffect(() => {
    let alive = true;
    const load = () =>
      void call('igp24.quota', {})
        .then((q) => alive && setQuota(q))
        .catch(() => undefined);
    load();
    const off = bridge.on('outbox.changed', load);
    const timer = setInterval(load, 30_000);
    return () => {
      alive = false;
      off();
      clearInterval(timer);
    };
  }, [connection]);
  return quota;
}
