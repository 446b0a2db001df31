import type * as Monaco from 'monaco-editor/editor/editor.api';
import { useCallback, useRef } from 'react';
import { Loading } from '../../components/Loading';
import { ChecksPanel } from './ChecksPanel';
import { FileEditor } from './FileEditor';
import { useIgp24Store } from './igp24Store';
import { SentBatches } from './SentBatchView';
import { SubmitPanel } from './SubmitPanel';
import { useChecker } from './useChecker';
import { useIgp24Draft } from './useIgp24Draft';
import { useIgp24Spec } from './useIgp24Spec';
import type { LabelSyncState } from './useLabelSync';
import { useParsedFile } from './useParsedFile';
import { useReduceLines } from './useReduceLines';

/** Open, edit and save a polynomial file; check it locally; submit it or a selection. */
export function PolynomialsTab({ labels }: { labels: LabelSyncState }) {
  const text = useIgp24Store((s) => s.text);
  const description = useIgp24Store((s) => s.description);
  const spec = useIgp24Spec();
  // Parsed in a worker: typing into a 1 MB file stays responsive, the diagnostics follow.
  const parsed = useParsedFile(text, description.trim(), spec.limits);
  const file = parsed.file;
  const checker = useChecker();
  const editorRef = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  const draft = useIgp24Draft();
  // Each reduction found replaces its line in the editor's model (one undoable step), and the
  // lines written are checked again, unless a check is running (the user's, left alone).
  const reducer = useReduceLines({
    model: () => editorRef.current?.getModel() ?? null,
    onReduced: (written) => {
      if (useIgp24Store.getState().progress === null) void checker.run(written);
    },
  });

  // Stable, so the checks table's rows (memoized) do not all redraw when the description changes.
  const reveal = useCallback((lineNumber: number, column = 1) => {
    const ed = editorRef.current;
    if (!ed) return;
    ed.revealLineInCenter(lineNumber);
    ed.setPosition({ lineNumber, column });
    ed.focus();
  }, []);

  // The saved file comes first: typing into an editor that is about to be filled would be lost.
  if (draft.restoring) return <Loading label="Opening your polynomial file…" />;

  return (
    <div className="igp24-poly">
      <FileEditor
        parsed={parsed}
        limits={spec.limits}
        onEditor={(ed) => {
          editorRef.current = ed;
        }}
        onReveal={reveal}
      />
      <ChecksPanel file={file} checker={checker} labels={labels} reducer={reducer} onReveal={reveal} />
      <SubmitPanel file={file} checker={checker} spec={spec} />
      <SentBatches />
    </div>
  );
}
