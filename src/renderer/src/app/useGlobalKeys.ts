import { useEffect } from 'react';

/** True when a key typed now goes into text (so "?" is a character, not a command). */
function typingInText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, [role="textbox"], .monaco-editor') !== null;
}

/** Ctrl/Cmd+K toggles the palette; F1, or ? outside a text field, opens the shortcuts list. */
export function useGlobalKeys(handlers: { palette(): void; help(): void }): void {
  const { palette, help } = handlers;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        palette();
      } else if (e.key === 'F1' || (e.key === '?' && !e.ctrlKey && !e.metaKey && !typingInText(e.target))) {
        e.preventDefault();
        help();
      }
    };
    // Capture: editors (Monaco) must not swallow the palette key first.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [palette, help]);
}
