import { useCallback, useMemo, useState } from 'react';
import type { TextVersion } from '../../../../shared/contracts/experiments';

/**
 * Two versions picked in an item's history for a diff. A third pick replaces the oldest pick, so
 * the two last clicked are compared; the older by save time is always the left side. Picks that
 * left the history (another connection) are dropped.
 */
export function useVersionPick(history: readonly TextVersion[] | undefined) {
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = useCallback((sha256: string) => {
    setPicked((p) => (p.includes(sha256) ? p.filter((x) => x !== sha256) : [...p, sha256].slice(-2)));
  }, []);
  const clear = useCallback(() => setPicked([]), []);
  const pair = useMemo(() => {
    const known = new Map((history ?? []).map((v) => [v.sha256, v]));
    const chosen = picked.map((s) => known.get(s)).filter((v): v is TextVersion => v !== undefined);
    if (chosen.length !== 2) return null;
    const [x, y] = chosen as [TextVersion, TextVersion];
    return Date.parse(x.savedAt) <= Date.parse(y.savedAt) ? { older: x, newer: y } : { older: y, newer: x };
  }, [picked, history]);
  return {
    picked,
    isPicked: (sha256: string) => picked.includes(sha256),
    toggle,
    clear,
    pair,
  };
}
