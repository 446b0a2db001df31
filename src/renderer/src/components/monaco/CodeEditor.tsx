import Editor, { type OnMount } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { useEffect, useRef } from 'react';
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

  const onMount: OnMount = (editor, monaco) => {
    const m = monaco as unknown as typeof Monaco;
    editorRef.current = editor as unknown as Monaco.editor.IStandaloneCodeEditor;
    monacoRef.current = m;
    editor.addCommand(m.KeyMod.CtrlCmd | m.KeyCode.KeyS, () => saveRef.current?.());
    editor.onDidBlurEditorText(() => blurRef.current?.());
    // A model kept for this path from an earlier mount may hold an older text.
    if (editor.getValue() !== valueRef.current)
      replaceAll(editor as unknown as Monaco.editor.IStandaloneCodeEditor, valueRef.current);
    emitted.current = [];
    editor.onDidChangeModelContent(() => {
      const text = editor.getValue();
      emitted.current.push(text);
      // Bounded: React renders at least every few keystrokes.
      if (emitted.current.length > 200) emitted.current.shift();
      changeRef.current?.(text);
    });
    const ed = editor as unknown as Monaco.editor.IStandaloneCodeEditor;
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
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const echo = emitted.current.lastIndexOf(value);
    if (echo !== -1) {
      emitted.current = emitted.current.slice(echo + 1);
      return;
    }
    emitted.current = [];
    replaceAll(editor, value);
  }, [value]);

  return (
    <div className="code-editor" data-testid={testId} data-language={language}>
      <Editor
        defaultValue={value}
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

/** Replace the whole text as one undoable edit (works on read-only editors too). */
function replaceAll(editor: Monaco.editor.IStandaloneCodeEditor, text: string) {
  const model = editor.getModel();
  if (!model || model.getValue() === text) return;
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
