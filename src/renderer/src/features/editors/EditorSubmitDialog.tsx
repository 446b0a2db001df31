import { Dialog } from '../../components/Dialog';
import { CheatsheetSubmitForm } from '../../components/submit/CheatsheetSubmitForm';
import { SolverSubmitForm } from '../../components/submit/SolverSubmitForm';
import { type EditableKind, KIND_WORDS } from '../../lib/targets';
import type { SubmitTarget } from './useSubmitTarget';

interface Props {
  kind: EditableKind;
  open: boolean;
  onClose: () => void;
  target: SubmitTarget;
  text: string;
  track: string;
}

/** The same submit form as the competition's Submit tab, filled with the editor's text. */
export function EditorSubmitDialog({ kind, open, onClose, target, text, track }: Props) {
  const competition = target.competition;
  return (
    <Dialog
      open={open}
      title={`Submit to ${competition?.title ?? KIND_WORDS[kind].stage}`}
      onClose={onClose}
      testId="editor-submit-dialog"
      wide
      closeButton
    >
      {competition &&
        (kind === 'cheatsheet' ? (
          <CheatsheetSubmitForm competition={competition} externalContent={text} />
        ) : (
          <SolverSubmitForm competition={competition} externalCode={text} initialTrack={track} />
        ))}
    </Dialog>
  );
}
