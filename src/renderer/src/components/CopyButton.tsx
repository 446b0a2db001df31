import { useEffect, useState } from 'react';

/**
 * Writes plain text to the clipboard. The async Clipboard API needs the page focused and, in
 * Electron, the "clipboard-sanitized-write" permission (allowed for the app's own pages); where
 * it is refused, the older copy command over a hidden text area does the same.
 */
async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (!ok) throw new Error('The clipboard refused the text.');
  }
}

interface Props {
  text: string;
  /** What is copied, in words, for the button's accessible name ("Copy submission ID"). */
  what: string;
}

/** A small "Copy" button next to an ID, a code, a discriminant or a polynomial line. */
export function CopyButton({ text, what }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    // Only the label goes back; nothing waits on this timer.
    const t = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(t);
  }, [state]);
  return (
    <button
      type="button"
      className="btn btn--small btn--ghost copy-button"
      aria-label={`Copy ${what}`}
      title={state === 'failed' ? 'Could not copy: select the text and copy it by hand' : `Copy ${what}`}
      data-testid="copy-button"
      onClick={(e) => {
        e.stopPropagation();
        writeClipboard(text).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Not copied' : 'Copy'}
    </button>
  );
}
