import type * as Monaco from 'monaco-editor/editor/editor.api';

/** A problem to mark in the text, e.g. from LEAN_SOURCE_INVALID's "at 3:5". 1-based. */
export interface EditorMarker {
  line: number;
  column: number;
  message: string;
  severity?: 'error' | 'warning';
}

export interface CodeEditorProps {
  value: string;
  onChange?: (text: string) => void;
  /** `lean4`, `cheatsheet` or any Monaco language id (plaintext by default). */
  language?: string;
  readOnly?: boolean;
  /** Why the text is read-only; Monaco shows it when someone tries to type. */
  readOnlyMessage?: string;
  /** Cmd/Ctrl+S inside the editor. */
  onSave?: () => void;
  onBlur?: () => void;
  markers?: readonly EditorMarker[];
  /** CSS height of the editor box. */
  height?: number | string;
  /** Accessible name of the text area. */
  ariaLabel: string;
  /** Keeps one Monaco model per document (undo history survives re-renders). */
  path?: string;
  testId?: string;
  /** The Monaco editor instance, once mounted (for decorations, markers, reveal…). */
  onMountEditor?: (editor: Monaco.editor.IStandaloneCodeEditor, monaco: typeof Monaco) => void;
}

export interface DiffViewProps {
  /** Left side, read-only (e.g. the server copy). */
  original: string;
  /** Right side (e.g. your version). */
  modified: string;
  originalLabel: string;
  modifiedLabel: string;
  language?: string;
  /** When given, the right side is editable and reports its text. */
  onModifiedChange?: (text: string) => void;
  height?: number | string;
  testId?: string;
}

/** "Lean source invalid at 3:5: …" → line 3, column 5. */
export function markerFromMessage(message: string): EditorMarker | null {
  const m = /(?:^|\D)(\d+):(\d+)(?::|\b)/.exec(message);
  if (!m) return null;
  return { line: Number(m[1]), column: Number(m[2]), message };
}
