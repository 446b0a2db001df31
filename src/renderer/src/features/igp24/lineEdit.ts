/**
 * Replacing one line of the editor's text as a step of its own undo history (Ctrl+Z brings the
 * line back), through the Monaco model's edit operations: a line the user is not editing changes
 * without moving the cursor or losing what else was typed. Plain module over the few model methods
 * it needs, so it is unit-tested with a stand-in model.
 */

/** What this needs of a Monaco text model (monaco.editor.ITextModel fits). */
export interface LineModel {
  getLineCount(): number;
  getLineContent(lineNumber: number): string;
  getLineMaxColumn(lineNumber: number): number;
  pushStackElement(): void;
  pushEditOperations(
    selections: null | [],
    operations: {
      range: { startLineNumber: number; startColumn: number; endLineNumber: number; endColumn: number };
      text: string;
    }[],
    cursorComputer: () => null,
  ): unknown;
}

/** A leading byte-order mark is not part of the first line's text (parseFile drops it). */
const content = (model: LineModel, n: number) => {
  const t = model.getLineContent(n);
  return n === 1 && t.startsWith('\uFEFF') ? t.slice(1) : t;
};

/**
 * The line reading `expected`: line `lineNumber` when it still does, else the one line that does
 * (lines were added or removed above it); null when none does, or several and none at its place.
 */
function findLine(model: LineModel, lineNumber: number, expected: string): number | null {
  const count = model.getLineCount();
  if (lineNumber <= count && content(model, lineNumber) === expected) return lineNumber;
  let found: number | null = null;
  for (let n = 1; n <= count; n++) {
    if (content(model, n) !== expected) continue;
    if (found !== null) return null;
    found = n;
  }
  return found;
}

/**
 * Replaces the line that reads `expected` (at `lineNumber`, or where it moved) by `text`, as one
 * undoable step. Returns the line number written, or null when no line reads `expected` any more.
 */
export function replaceLineText(
  model: LineModel,
  lineNumber: number,
  expected: string,
  text: string,
): number | null {
  const n = findLine(model, lineNumber, expected);
  if (n === null) return null;
  const startColumn = model.getLineContent(n).length - expected.length + 1;
  model.pushStackElement();
  model.pushEditOperations(
    [],
    [
      {
        range: { startLineNumber: n, startColumn, endLineNumber: n, endColumn: model.getLineMaxColumn(n) },
        text,
      },
    ],
    () => null,
  );
  model.pushStackElement();
  return n;
}
