import type * as Monaco from 'monaco-editor/editor/editor.api';
import { type DragEvent, useMemo, useRef, useState } from 'react';
import type { Limits } from '../../../../shared/igp24';
import { CodeEditor, type EditorMarker } from '../../components/monaco';
import { saveTextFile } from '../../lib/download';
import { formatInteger } from '../../lib/format';
import { fileDiagnostics, hintedLinesChecked } from './diagnostics';
import { DiagnosticsList, StatusBar } from './FileStatus';
import { igp24Actions, useIgp24Store } from './igp24Store';
import type { ParsedState } from './useParsedFile';

interface Props {
  /** The worker's reading of the file (possibly of an older text while it catches up). */
  parsed: ParsedState;
  limits: Required<Limits> | null;
  onEditor: (ed: Monaco.editor.IStandaloneCodeEditor) => void;
  onReveal: (lineNumber: number, column?: number) => void;
}

const EXAMPLE = [
  '# One polynomial per line: a_0, a_1, …, a_24 (ascending powers), monic, a_0 ≠ 0.',
  '# Blank lines and full-line comments are skipped. A trailing # comment stays with its line.',
  `-1,-1,${'0,'.repeat(22)}1 # x^24 - x - 1`,
].join('\n');

/** The polynomial file: open (dialog or drop), edit in Monaco, save; diagnostics and limits. */
export function FileEditor({ parsed, limits, onEditor, onReveal }: Props) {
  const file = parsed.file;
  const text = useIgp24Store((s) => s.text);
  const fileName = useIgp24Store((s) => s.fileName);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // The empty-file hint sits where the text goes: not before Monaco is there, or it would be drawn
  // over "Loading editor…".
  const [editorReady, setEditorReady] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  // "Example" over the user's own lines asks first: replace them, or add the example after them.
  const [askExample, setAskExample] = useState(false);
  // The checks change the diagnostics only where a line has a hint (compared with its |disc|):
  // counting those lines' results keeps the editor still while a check adds the others.
  const hintsChecked = useIgp24Store((s) => hintedLinesChecked(file, s.results));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `hintsChecked` stands for the results that matter.
  const diagnostics = useMemo(
    () => fileDiagnostics(file, useIgp24Store.getState().results),
    [file, hintsChecked],
  );
  const markers = useMemo<EditorMarker[]>(
    () =>
      diagnostics
        .filter((d) => d.severity !== 'info' || d.code === 'HINT_IGNORED')
        .map((d) => ({
          line: d.lineNumber,
          column: d.column,
          message: `${d.code}: ${d.message}`,
          severity: d.severity === 'error' ? 'error' : 'warning',
        })),
    [diagnostics],
  );

  // Ctrl+S in the editor and Save… both save the same way, always as a .txt file.
  const save = () => saveTextFile(fileName.endsWith('.txt') ? fileName : `${fileName}.txt`, text);

  const openFile = async (f: File | undefined) => {
    if (!f) return;
    setOpenError(null);
    if (f.size > 20_000_000) {
      setOpenError(`${f.name} is ${formatInteger(f.size)} bytes: too large for one submission file.`);
      return;
    }
    igp24Actions.open(f.name, await f.text());
  };
  const onDrop = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    e.stopPropagation();
    setDragging(false);
    void openFile(e.dataTransfer.files[0]);
  };
  const onDragOver = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    e.stopPropagation();
    e.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return (
    <section className="card section igp24-file" aria-labelledby="igp24-file-h">
      <div className="section__header">
        <h2 id="igp24-file-h">
          Polynomial file <span className="muted mono">{fileName}</span>
        </h2>
        <div className="igp24-toolbar">
          <input
            ref={inputRef}
            type="file"
            accept=".txt,text/plain"
            hidden
            data-testid="igp24-open-input"
            onChange={(e) => {
              void openFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <button type="button" className="btn" onClick={() => inputRef.current?.click()}>
            Open…
          </button>
          <button type="button" className="btn" onClick={save} disabled={text === ''}>
            Save…
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => (text.trim() === '' ? igp24Actions.open(fileName, EXAMPLE) : setAskExample(true))}
            title="Show a small example file"
            data-testid="igp24-example"
          >
            Example
          </button>
        </div>
      </div>
      {askExample && (
        <div className="notice notice--warn" role="alertdialog" data-testid="igp24-example-ask">
          <p>The editor has your lines. What should the example do?</p>
          <p className="igp24-toolbar">
            <button
              type="button"
              className="btn btn--small"
              onClick={() => {
                igp24Actions.setText(`${text.replace(/\n*$/, '')}\n${EXAMPLE}`);
                setAskExample(false);
              }}
              data-testid="igp24-example-append"
            >
              Add it after my lines
            </button>
            <button
              type="button"
              className="btn btn--small btn--danger"
              onClick={() => {
                igp24Actions.open(fileName, EXAMPLE);
                setAskExample(false);
              }}
              data-testid="igp24-example-replace"
            >
              Replace my lines
            </button>
            <button type="button" className="btn btn--small" onClick={() => setAskExample(false)}>
              Cancel
            </button>
          </p>
        </div>
      )}
      {openError && <p className="field__error">{openError}</p>}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target; the Open… button is the keyboard way. */}
      <div
        className={dragging ? 'igp24-drop is-dragging' : 'igp24-drop'}
        onDragOverCapture={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDropCapture={onDrop}
        data-testid="igp24-drop"
      >
        <CodeEditor
          value={text}
          onChange={igp24Actions.setText}
          markers={markers}
          height={300}
          ariaLabel="Polynomial lines"
          path="igp24/polynomials.txt"
          testId="igp24-editor"
          onSave={save}
          onMountEditor={(ed) => {
            setEditorReady(true);
            onEditor(ed);
          }}
        />
        {editorReady && text === '' && (
          <p className="igp24-drop__hint muted" data-testid="igp24-empty-hint">
            Drop a .txt file here, use Open…, or type or paste lines: 25 comma-separated integers a_0..a_24.
          </p>
        )}
      </div>
      <StatusBar parsed={parsed} limits={limits} />
      <DiagnosticsList diagnostics={diagnostics} onReveal={onReveal} />
    </section>
  );
}
