/**
 * A form's typed values kept for the session, per competition: switching to the run list or a
 * dashboard and back finds the form as it was left. Once its run has started the form is cleared
 * (`clear`), so another run is a new decision, never the same one sent twice. Tokens are never
 * kept here (see the forms).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const kept = new Map<string, unknown>();

export function useKeptDraft<T>(key: string, initial: T): [T, (update: (d: T) => T) => void, () => void] {
  const [draft, setDraft] = useState<T>(() => (kept.get(key) as T | undefined) ?? initial);
  const first = useRef(initial);
  useEffect(() => {
    kept.set(key, draft);
  }, [key, draft]);
  const update = useCallback((u: (d: T) => T) => setDraft((d) => u(d)), []);
  // At once, not on the next render: the form may leave the screen before it renders again.
  const clear = useCallback(() => {
    kept.delete(key);
    setDraft(first.current);
  }, [key]);
  return [draft, update, clear];
}
