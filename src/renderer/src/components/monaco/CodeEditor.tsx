import Editor, { type OnMount } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { useEffect, useRef } from 'react';
import { FILL_SLICE, type Fill, fillModel, sliceEnd } from './fillText';
import { attachLeanAbbreviations } from './lean';
import { DARK_THEME, LIGHT_THEME, setupMonaco } from './setup';
import { useColorScheme } from './useColorScheme';
import './monaco.css';

setupMonaco();

import type { CodeEditorProps, EditorMarker } from './types';

export type { CodeEditorProps, EditorMarker };

/** Monaco as a controlled text field, themed with the app, with Lean abbreviations for lean4. */
export default function CodeEditor({
  value,
  onChange,
  language = 'plaintext',
  readOnly = false,
  readOnlyMessage,
  onSave,
  onBlur,
  markers,
  height = 360,
  ariaLabel,
  path,
  testId,
  onMountEditor,
}: CodeEditorProps) {
  const scheme = useColorScheme();
  const editorRef = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  /**
   * Texts this editor reported that React has not rendered back yet. A `value` among them is our
   * own echo (possibly an older one: state lags behind fast typing), never a new text.
   */
  const emitted = useRef<string[]>([]);
  const valueRef = useRef(value);
  valueRef.current = value;
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const monacoRef = useRef<typeof Monaco | null>(null);
  const saveRef = useRef(onSave);
  saveRef.current = onSave;
  const blurRef = useRef(onBlur);
  blurRef.current = onBlur;
  const markersRef = useRef(markers);
  markersRef.current = markers;
  /** A long text going in by slices (fillText.ts); the editor reports no change meanwhile. */
  const fill = useRef<Fill | null>(null);

  /**
   * Puts `text` into the editor: at once when short, else by slices; `undoable` makes it one step
   * of the undo history. `from`: the model holds the text's first `from` characters already.
   */
  const setText = (
    editor: Monaco.editor.IStandaloneCodeEditor,
    text: string,
    undoable: boolean,
    from = 0,
  ) => {
    const model = editor.getModel();
    if (!model) return;
    if (!fill.current && model.getValue() === text) return;
    fill.current?.cancel();
    fill.current = null;
    if (text.length <= FILL_SLICE) {
      if (undoable) replaceAll(model, text);
      else model.setValue(text);
      return;
    }
    // Marked as filling before the first slice goes in: its change is not the user's.
    fill.current = { cancel() {} };
    busy(true);
    const started = fillModel(model, text, {
      undoable,
      from,
      onDone: () => {
        fill.current = null;
        busy(false);
        const monaco = monacoRef.current;
        if (monaco) setMarkers(monaco, editor, markersRef.current ?? []);
        // Typed while the rest came in: said now, as one change.
        const now = editor.getValue();
        if (now !== text) report(now);
      },
    });
    fill.current = {
      cancel() {
        started.cancel();
        busy(false);
      },
    };
  };
  const box = useRef<HTMLDivElement>(null);
  /** The rest of a long text is still coming in (set on the element: no render for it). */
  const busy = (on: boolean) => {
    if (on) box.current?.setAttribute('aria-busy', 'true');
    else box.current?.removeAttribute('aria-busy');
  };
  const report = (text: string) => {
    emitted.current.push(text);
    // Bounded: React renders at least every few keystrokes.
    if (emitted.current.length > 200) emitted.current.shift();
    changeRef.current?.(text);
  };

  const onMount: OnMount = (editor, monaco) => {
    const m = monaco as unknown as typeof Monaco;
    editorRef.current = editor as unknown as Monaco.editor.IStandaloneCodeEditor;
    monacoRef.current = m;
    editor.addCommand(m.KeyMod.CtrlCmd | m.KeyCode.KeyS, () => saveRef.current?.());
    editor.onDidBlurEditorText(() => blurRef.current?.());
    const ed = editor as unknown as Monaco.editor.IStandaloneCodeEditor;
    // A new model holds the text's first slice (defaultValue below): the rest follows, outside the
    // undo history. A model kept for this path from an earlier mount may hold an older text.
    const current = editor.getValue();
    const value = valueRef.current;
    if (current !== value) {
      const first = firstSlice(value);
      if (current === first) setText(ed, value, false, first.length);
      else setText(ed, value, true);
    }
    emitted.current = [];
    editor.onDidChangeModelContent(() => {
      if (!fill.current) report(editor.getValue());
    });
    // Only acts on lean4 models (it checks the model's language on every change).
    const abbreviations = attachLeanAbbreviations(m, ed);
    // Cheatsheet placeholders get a tinted box on top of their token colour.
    const placeholders = ed.createDecorationsCollection();
    const decorate = () => {
      const model = ed.getModel();
      if (model?.getLanguageId() !== 'cheatsheet') return placeholders.clear();
      placeholders.set(
        model.findMatches('\\{\\{equation[12]\\}\\}', false, true, true, null, false).map((m) => ({
          range: m.range,
          options: {
            inlineClassName: 'cheatsheet-placeholder',
            hoverMessage: { value: 'Filled in for each problem' },
          },
        })),
      );
    };
    decorate();
    const decorations = ed.onDidChangeModelContent(decorate);
    editor.onDidDispose(() => {
      abbreviations.dispose();
      decorations.dispose();
    });
    setMarkers(m, ed, markers ?? []);
    onMountEditor?.(ed, m);
  };

  useEffect(() => {
    const editor = editorRef.current;
    const monaco = monacoRef.current;
    if (editor && monaco) setMarkers(monaco, editor, markers ?? []);
  }, [markers]);

  // Uncontrolled while typing: React state lags behind fast keystrokes, and pushing a stale
  // `value` back would eat characters. Only a text that did not come from this editor (a restored
  // draft, the server copy) replaces the content, as one undoable edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setText reads refs only.
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const echo = emitted.current.lastIndexOf(value);
    if (echo !== -1) {
      emitted.current = emitted.current.slice(echo + 1);
      return;
    }
    emitted.current = [];
    setText(editor, value, true);
  }, [value]);

  // A fill still going when the editor goes away stops with it.
  useEffect(() => () => fill.current?.cancel(), []);

  return (
    <div ref={box} className="code-editor" data-testid={testId} data-language={language}>
      <Editor
        defaultValue={firstSlice(value)}
        language={language}
        path={path}
        height={height}
        theme={scheme === 'dark' ? DARK_THEME : LIGHT_THEME}
        loading={<span className="muted">Loading editor…</span>}
        onMount={onMount}
        options={{
          readOnly,
          readOnlyMessage: readOnlyMessage ? { value: readOnlyMessage } : undefined,
          ariaLabel,
          minimap: { enabled: false },
          fontSize: 13,
          lineNumbersMinChars: 3,
          scrollBeyondLastLine: false,
          wordWrap: language === 'lean4' ? 'off' : 'on',
          automaticLayout: true,
          tabSize: 2,
          insertSpaces: true,
          renderWhitespace: 'selection',
          matchBrackets: 'always',
          bracketPairColorization: { enabled: true },
          unicodeHighlight: { ambiguousCharacters: false, invisibleCharacters: true },
          fixedOverflowWidgets: true,
          contextmenu: true,
          quickSuggestions: false,
          wordBasedSuggestions: 'off',
        }}
      />
    </div>
  );
}

/** The text a new model starts with: all of a short text, the first slice of a long one. */
function firstSlice(text: string): string {
  return text.length <= FILL_SLICE ? text : text.slice(0, sliceEnd(text, 0));
}

/** Replace the whole text as one undoable edit (works on read-only editors too). */
function replaceAll(model: Monaco.editor.ITextModel, text: string) {
  if (model.getValue() === text) return;
  model.pushStackElement();
  model.pushEditOperations([], [{ range: model.getFullModelRange(), text }], () => null);
  model.pushStackElement();
}

function setMarkers(
  monaco: typeof Monaco,
  editor: Monaco.editor.IStandaloneCodeEditor,
  list: readonly EditorMarker[],
) {
  const model = editor.getModel();
  if (!model) return;
  monaco.editor.setModelMarkers(
    model,
    'workbench',
    list.map((m) => {
      const line = Math.min(Math.max(1, m.line), model.getLineCount());
      const col = Math.max(1, m.column);
      return {
        startLineNumber: line,
        startColumn: col,
        endLineNumber: line,
        endColumn: Math.max(col + 1, model.getLineMaxColumn(line)),
        message: m.message,
        severity: m.severity === 'warning' ? monaco.MarkerSeverity.Warning : monaco.MarkerSeverity.Error,
      };
    }),
  );
}
