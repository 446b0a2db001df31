/**
 * Every keyboard shortcut of the workbench, in one list: the Electron menu shows the ones it owns
 * and the help overlay (F1 or ?) lists them all. `CmdOrCtrl` is ⌘ on macOS, Ctrl elsewhere.
 */
export interface Shortcut {
  /** Electron accelerator syntax. */
  keys: string;
  what: string;
  /** Where it works, when not everywhere. */
  where?: string;
}

export const PALETTE_KEYS = 'CmdOrCtrl+K';
export const HELP_KEYS = 'F1';

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: PALETTE_KEYS, what: 'Command palette: go to a page, switch connection, new cheatsheet, refresh…' },
  { keys: HELP_KEYS, what: 'This list of keyboard shortcuts (also ? outside a text field)' },
  { keys: 'CmdOrCtrl+S', what: 'Save to the server', where: 'cheatsheet, solver and Lean editors' },
  { keys: 'CmdOrCtrl+Z', what: 'Undo' },
  { keys: 'CmdOrCtrl+Shift+Z', what: 'Redo' },
  { keys: 'CmdOrCtrl+F', what: 'Find in the editor', where: 'editors' },
  { keys: 'CmdOrCtrl+0', what: 'Actual size', where: 'desktop app' },
  { keys: 'CmdOrCtrl+Plus', what: 'Zoom in', where: 'desktop app' },
  { keys: 'CmdOrCtrl+-', what: 'Zoom out', where: 'desktop app' },
  { keys: 'F11', what: 'Full screen', where: 'desktop app (Ctrl+⌘+F on macOS)' },
  { keys: 'CmdOrCtrl+W', what: 'Close the window', where: 'desktop app' },
  { keys: 'Escape', what: 'Close a dialog, the palette or this list' },
];

/** An accelerator as people read it on this platform: "Ctrl+K" or "⌘K". */
export function keysText(keys: string, mac: boolean): string {
  const parts = keys.split('+').map((p) => (p === '' ? '+' : p));
  const named = parts.map((p) => {
    if (p === 'CmdOrCtrl') return mac ? '⌘' : 'Ctrl';
    if (p === 'Shift') return mac ? '⇧' : 'Shift';
    if (p === 'Plus') return '+';
    if (p === 'Escape') return 'Esc';
    return p;
  });
  return mac ? named.join('') : named.join('+');
}
