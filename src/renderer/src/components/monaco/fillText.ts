/**
 * A long text goes into a Monaco model a slice at a time, one short task each, so the page never
 * stops for the whole of it: a 1 MB IGP24 file as one edit held the UI thread for about 150 ms on
 * an idle machine (Monaco counts its lines, builds its buffer and lays every wrapped line out in
 * that one task), several times that on a loaded one. The first slice is there at once: the top of
 * the text can be read and edited while the rest follows.
 * Plain module (no React): the editor (CodeEditor.tsx) decides when, this says how.
 */
import type * as Monaco from 'monaco-editor/editor/editor.api';

/**
 * Characters per slice: appending 128 KB of IGP24 lines took Monaco 10–20 ms, the first slice
 * (which also replaces the old text) three times that; half of it leaves room on a loaded machine.
 */
export const FILL_SLICE = 64 * 1024;

/**
 * Where the slice starting at `from` ends: after the last line end within FILL_SLICE characters,
 * or at FILL_SLICE when the slice has none (never between the halves of a surrogate pair or of
 * a CR LF).
 */
export function sliceEnd(text: string, from: number): number {
  if (text.length - from <= FILL_SLICE) return text.length;
  const nl = text.lastIndexOf('\n', from + FILL_SLICE - 1);
  if (nl >= from) return nl + 1;
  let end = from + FILL_SLICE;
  const before = text.charCodeAt(end - 1);
  if ((before >= 0xd800 && before <= 0xdbff) || (before === 13 && text.charCodeAt(end) === 10)) end++;
  return end;
}

export interface Fill {
  /** Stops here; the model keeps the slices it has. */
  cancel(): void;
}

/**
 * Replaces the model's text with `text`: the first slice now, the rest in later tasks, then
 * `onDone`. `undoable`: the whole replacement is one step of the undo history (a file opened over
 * another can be undone); otherwise the history does not see it (a new editor's first text).
 * `from`: the model already holds the text's first `from` characters (a new model made with them).
 */
export function fillModel(
  model: Monaco.editor.ITextModel,
  text: string,
  { undoable, from = 0, onDone }: { undoable: boolean; from?: number; onDone: () => void },
): Fill {
  const edit = (range: Monaco.IRange, slice: string) => {
    if (undoable) model.pushEditOperations([], [{ range, text: slice }], () => null);
    else model.applyEdits([{ range, text: slice }]);
  };
  let at = from;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Always in a later task, even the last step: `onDone` never runs before fillModel returns.
  const step = () => {
    timer = null;
    if (model.isDisposed()) return;
    if (at < text.length) {
      const end = sliceEnd(text, at);
      const line = model.getLineCount();
      const column = model.getLineMaxColumn(line);
      const range = { startLineNumber: line, startColumn: column, endLineNumber: line, endColumn: column };
      edit(range, text.slice(at, end));
      at = end;
    }
    if (at < text.length) timer = setTimeout(step, 0);
    else {
      if (undoable) model.pushStackElement();
      onDone();
    }
  };
  if (undoable) model.pushStackElement();
  if (at === 0) {
    at = sliceEnd(text, 0);
    edit(model.getFullModelRange(), text.slice(0, at));
  }
  timer = setTimeout(step, 0);
  return {
    cancel() {
      if (timer === null) return;
      clearTimeout(timer);
      timer = null;
      if (undoable && !model.isDisposed()) model.pushStackElement();
    },
  };
}
