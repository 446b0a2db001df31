import { useCallback, useEffect, useRef } from 'react';
import { call } from '../bridge';

export const AUTOSAVE_MS = 300;

export interface DraftContent {
  text: string;
  meta: Record<string, unknown>;
}

/** What a draft holds, in a form compared without reading the whole text again. */
interface Saved {
  text: string;
  /** The metadata as JSON: small, so compared by value. */
  meta: string;
}

/**
 * Saves `content` as a local draft (SQLite, through `drafts.put`) at most AUTOSAVE_MS after the
 * last change, and at once on blur, on `beforeunload` and on unmount, so a crash or a quit loses
 * at most a fraction of a second of typing. `enabled` is false until the editor has decided what
 * to show (server copy or restored draft), so an old draft is never overwritten by the server text.
 * When `clean` is true (the text equals what the server has), the draft is removed instead.
 * The text is never turned into JSON here: a change is seen by comparing strings (the same string
 * compares at once), only the small metadata is serialized. A 1 MB IGP24 file was stringified on
 * every render of its page and parsed back before each save; the one copy left is the call itself.
 */
export function useDraftAutosave(
  key: string | null,
  content: DraftContent,
  enabled: boolean,
  clean: boolean,
) {
  const pending = useRef<{ key: string; text: string; meta: string; clean: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hasDraft = useRef(false);
  const lastSaved = useRef<Saved | null>(null);

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
    const last = lastSaved.current;
    if (last && last.text === p.text && last.meta === p.meta) return;
    lastSaved.current = { text: p.text, meta: p.meta };
    hasDraft.current = true;
    void call('drafts.put', {
      key: p.key,
      text: p.text,
      meta: JSON.parse(p.meta) as Record<string, unknown>,
    }).catch(() => {
      lastSaved.current = null;
    });
  }, []);

  const { text } = content;
  const meta = JSON.stringify(content.meta);
  useEffect(() => {
    if (!enabled || !key) return;
    pending.current = { key, text, meta, clean };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, AUTOSAVE_MS);
  }, [key, text, meta, enabled, clean, flush]);

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
  const markExisting = useCallback((draft: DraftContent | null) => {
    hasDraft.current = draft !== null;
    lastSaved.current = draft ? { text: draft.text, meta: JSON.stringify(draft.meta) } : null;
  }, []);

  return { flush, remove, markExisting };
}
