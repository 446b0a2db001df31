/**
 * A form's typed values kept for the session, per competition: switching to the run list or a
 * dashboard and back finds the form as it was left. Tokens are never kept here (see the forms).
 */
import { useCallback, useEffect, useState } from 'react';

const kept = new Map<string, unknown>();

export function useKeptDraft<T>(key: string, initial: T): [T, (update: (d: T) => T) => void] {
  const [draft, setDraft] = useState<T>(() => (kept.get(key) as T | undefined) ?? initial);
  useEffect(() => {
    kept.set(key, draft);
  }, [key, draft]);
  const update = useCallback((u: (d: T) => T) => setDraft((d) => u(d)), []);
  return [draft, update];
}
