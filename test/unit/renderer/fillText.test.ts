/**
 * A long text goes into the editor's model by slices (components/monaco/fillText.ts): the first
 * slice at once, the rest in later tasks, never split inside a surrogate pair or a CR LF, and the
 * whole replacement one step of the undo history (or none, for a new editor's first text).
 */
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILL_SLICE, fillModel, sliceEnd } from '../../../src/renderer/src/components/monaco/fillText';

/** What fillModel uses of a Monaco model, over a plain string; records the undo steps. */
class FakeModel {
  text: string;
  disposed = false;
  /** Each edit, and whether the undo history saw it; `|` marks a closed undo step. */
  log: string[] = [];
  constructor(text: string) {
    this.text = text;
  }
  private offsetOf(line: number, column: number): number {
    const lines = this.text.split('\n');
    let at = 0;
    for (let i = 0; i < line - 1; i++) at += lines[i]!.length + 1;
    return at + column - 1;
  }
  private apply(range: Monaco.IRange, text: string) {
    const from = this.offsetOf(range.startLineNumber, range.startColumn);
    const to = this.offsetOf(range.endLineNumber, range.endColumn);
    this.text = this.text.slice(0, from) + text + this.text.slice(to);
  }
  pushEditOperations(_: unknown, ops: { range: Monaco.IRange; text: string }[]) {
    for (const op of ops) this.apply(op.range, op.text);
    this.log.push('undoable');
    return null;
  }
  applyEdits(ops: { range: Monaco.IRange; text: string }[]) {
    for (const op of ops) this.apply(op.range, op.text);
    this.log.push('edit');
  }
  pushStackElement() {
    this.log.push('|');
  }
  getFullModelRange(): Monaco.IRange {
    const line = this.getLineCount();
    return {
      startLineNumber: 1,
      startColumn: 1,
      endLineNumber: line,
      endColumn: this.getLineMaxColumn(line),
    };
  }
  getLineCount() {
    return this.text.split('\n').length;
  }
  getLineMaxColumn(line: number) {
    return this.text.split('\n')[line - 1]!.length + 1;
  }
  isDisposed() {
    return this.disposed;
  }
}

const asModel = (m: FakeModel) => m as unknown as Monaco.editor.ITextModel;
/** A file of about 1 MB in lines of 950 characters. */
const bigText = Array.from({ length: 1050 }, (_, i) => `${i},${'7'.repeat(945)}`).join('\n');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sliceEnd', () => {
  it('takes a short rest whole, and cuts a long text after a line end', () => {
    expect(sliceEnd('abc', 0)).toBe(3);
    const end = sliceEnd(bigText, 0);
    expect(end).toBeLessThanOrEqual(FILL_SLICE);
    expect(end).toBeGreaterThan(FILL_SLICE - 1000);
    expect(bigText[end - 1]).toBe('\n');
  });

  it('never splits a surrogate pair or a CR LF when a slice has no line end', () => {
    const pair = `${'x'.repeat(FILL_SLICE - 1)}😀${'y'.repeat(10)}`;
    expect(sliceEnd(pair, 0)).toBe(FILL_SLICE + 1);
    const crlf = `${'x'.repeat(FILL_SLICE - 1)}\r\n${'y'.repeat(10)}`;
    // The line end is the \n just past the slice: the CR stays with it.
    expect(sliceEnd(crlf, 0)).toBe(FILL_SLICE + 1);
    const plain = 'x'.repeat(FILL_SLICE + 10);
    expect(sliceEnd(plain, 0)).toBe(FILL_SLICE);
  });
});

describe('fillModel', () => {
  it('puts the first slice in at once and the rest in later tasks, as one undo step', async () => {
    const model = new FakeModel('the old file');
    const onDone = vi.fn();
    fillModel(asModel(model), bigText, { undoable: true, onDone });
    // At once: the first slice, replacing the old text; the rest not yet.
    expect(model.text).toBe(bigText.slice(0, sliceEnd(bigText, 0)));
    expect(onDone).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(model.text).toBe(bigText);
    expect(onDone).toHaveBeenCalledOnce();
    const slices = Math.ceil(bigText.length / FILL_SLICE);
    expect(model.log.filter((x) => x === 'undoable').length).toBeGreaterThanOrEqual(slices);
    // One step: closed before the first edit and after the last, never in between.
    expect(model.log[0]).toBe('|');
    expect(model.log.at(-1)).toBe('|');
    expect(model.log.filter((x) => x === '|')).toHaveLength(2);
  });

  it('fills a new model outside the undo history, from the slice it holds already', async () => {
    const first = bigText.slice(0, sliceEnd(bigText, 0));
    const model = new FakeModel(first);
    const onDone = vi.fn();
    fillModel(asModel(model), bigText, { undoable: false, from: first.length, onDone });
    expect(model.log).toEqual([]);
    await vi.runAllTimersAsync();
    expect(model.text).toBe(bigText);
    expect(model.log.every((x) => x === 'edit')).toBe(true);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('stops when cancelled, and when the model goes away', async () => {
    const model = new FakeModel('');
    const onDone = vi.fn();
    const fill = fillModel(asModel(model), bigText, { undoable: true, onDone });
    await vi.advanceTimersToNextTimerAsync();
    const partial = model.text;
    fill.cancel();
    await vi.runAllTimersAsync();
    expect(model.text).toBe(partial);
    expect(model.text.length).toBeLessThan(bigText.length);
    expect(model.log.at(-1)).toBe('|');
    expect(onDone).not.toHaveBeenCalled();

    const gone = new FakeModel('');
    fillModel(asModel(gone), bigText, { undoable: false, onDone });
    gone.disposed = true;
    await vi.runAllTimersAsync();
    expect(gone.text.length).toBeLessThan(bigText.length);
    expect(onDone).not.toHaveBeenCalled();
  });
});
