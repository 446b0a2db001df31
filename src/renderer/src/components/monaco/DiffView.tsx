import { DiffEditor, type DiffOnMount } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { useEffect, useId, useRef } from 'react';
import { DARK_THEME, LIGHT_THEME, setupMonaco } from './setup';
import { useColorScheme } from './useColorScheme';
import './monaco.css';

setupMonaco();

import type { DiffViewProps as Props } from './types';

/** Two versions side by side (Monaco's diff editor), labelled, themed with the app. */
export default function DiffView({
  original,
  modified,
  originalLabel,
  modifiedLabel,
  language = 'plaintext',
  onModifiedChange,
  height = 320,
  testId,
}: Props) {
  const scheme = useColorScheme();
  const changeRef = useRef(onModifiedChange);
  changeRef.current = onModifiedChange;
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const diffRef = useRef<Monaco.editor.IStandaloneDiffEditor | null>(null);
  // The wrapper would dispose the models before the diff editor lets go of them (a console
  // error); keep them and release both in the right order here.
  useEffect(
    () => () => {
      const editor = diffRef.current;
      if (!editor) return;
      const model = editor.getModel();
      try {
        editor.setModel(null);
      } catch {
        // already disposed
      }
      model?.original.dispose();
      model?.modified.dispose();
    },
    [],
  );
  const onMount: DiffOnMount = (editor) => {
    diffRef.current = editor as unknown as Monaco.editor.IStandaloneDiffEditor;
    const modifiedEditor = (editor as unknown as Monaco.editor.IStandaloneDiffEditor).getModifiedEditor();
    modifiedEditor.onDidChangeModelContent(() => changeRef.current?.(modifiedEditor.getValue()));
  };
  return (
    <div className="diff-view" data-testid={testId}>
      <div className="diff-view__labels">
        <span>{originalLabel}</span>
        <span>{modifiedLabel}</span>
      </div>
      <div className="code-editor">
        <DiffEditor
          original={original}
          modified={modified}
          language={language}
          height={height}
          theme={scheme === 'dark' ? DARK_THEME : LIGHT_THEME}
          loading={<span className="muted">Loading comparison…</span>}
          onMount={onMount}
          originalModelPath={`diff-${id}-original`}
          modifiedModelPath={`diff-${id}-modified`}
          keepCurrentOriginalModel
          keepCurrentModifiedModel
          options={{
            renderSideBySide: true,
            useInlineViewWhenSpaceIsLimited: false,
            readOnly: !onModifiedChange,
            originalEditable: false,
            minimap: { enabled: false },
            automaticLayout: true,
            scrollBeyondLastLine: false,
            wordWrap: 'on',
            diffWordWrap: 'on',
            unicodeHighlight: { ambiguousCharacters: false },
            fontSize: 13,
          }}
        />
      </div>
    </div>
  );
}
