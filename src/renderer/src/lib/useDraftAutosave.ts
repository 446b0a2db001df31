import { useCallback, useEffect, useRef } from 'react';
import { call } from '../bridge';

export const AUTOSAVE_MS = 300;

export interface DraftContent {
  text: string;
  meta: Record<string, unknown>;
}

/**
 * Saves `content` as a local draft (SQLite, through `drafts.put`) at most AUTOSAVE_MS after the
 * last change, and at once on blur, on `beforeunload` and on unmount, so a crash or a quit loses
 * at most a fraction of a second of typing. `enabled` is false until the editor has decided what
 * to show (server copy or restored draft), so an old draft is never overwritten by the server text.
 * When `clean` is true (the text equals what the server has), the draft is removed instead.
 */
export function useDraftAutosave(
  key: string | null,
  content: DraftContent,
  enabled: boolean,
  clean: boolean,
) {
  const pending = useRef<{ key: string; content: DraftContent; clean: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hasDraft = useRef(false);
  const lastSaved = useRef<string | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const p = pending.current;
    pending.current = null;
    if (!p) return;
    if (p.clean) {
      if (hasDraft.current) {
        hasDraft.current = false;
        lastSaved.current = null;
        void call('drafts.remove', { key: p.key }).catch(() => undefined);
      }
      return;
    }
    const json = JSON.stringify(p.content);
    if (json === lastSaved.current) return;
    lastSaved.current = json;
    hasDraft.current = true;
    void call('drafts.put', { key: p.key, text: p.content.text, meta: p.content.meta }).catch(() => {
      lastSaved.current = null;
    });
  }, []);

  const contentJson = JSON.stringify(content);
  useEffect(() => {
    if (!enabled || !key) return;
    pending.current = { key, content: JSON.parse(contentJson) as DraftContent, clean };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, AUTOSAVE_MS);
  }, [key, contentJson, enabled, clean, flush]);

  useEffect(() => {
    const onUnload = () => flush();
    window.addEventListener('beforeunload', onUnload);
    window.addEventListener('pagehide', onUnload);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      window.removeEventListener('pagehide', onUnload);
      flush();
    };
  }, [flush]);

  /** Forget the draft (after the server has the text, or when the user discards it). */
  const remove = useCallback((k: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    hasDraft.current = false;
    lastSaved.current = null;
    return call('drafts.remove', { key: k }).catch(() => null);
  }, []);

  /** Mark that a draft exists already (restored), so reverting to the server text removes it. */
  const markExisting = useCallback((text: DraftContent | null) => {
    hasDraft.current = text !== null;
    lastSaved.current = text ? JSON.stringify(text) : null;
  }, []);

  return { flush, remove, markExisting };
}
