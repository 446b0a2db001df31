import type { CompetitionDetail } from '../../../../shared/api';
import type { TextVersion } from '../../../../shared/contracts/experiments';
import { Dialog } from '../../components/Dialog';
import { PlatformText } from '../../components/PlatformText';
import { CheatsheetSubmitForm } from '../../components/submit/CheatsheetSubmitForm';
import { SolverSubmitForm } from '../../components/submit/SolverSubmitForm';
import { VersionTextRead } from '../../components/VersionTextRead';
import { shortHash } from './words';

interface Props {
  open: boolean;
  onClose: () => void;
  competition: CompetitionDetail;
  version: TextVersion;
}

/** The competition's own submit form (precheck, confirm, outbox), filled with that version's exact text. */
export function BestSubmitDialog({ open, onClose, competition, version }: Props) {
  return (
    <Dialog
      open={open}
      title={`Submit version ${shortHash(version.sha256)} to ${competition.title}`}
      onClose={onClose}
      testId="xp-submit-dialog"
      wide
      closeButton
    >
      <p className="muted">
        <PlatformText>{version.title ?? 'Untitled'}</PlatformText>, the text as it was when this version was
        saved — not necessarily the item’s current text.
      </p>
      <VersionTextRead version={open ? version : null}>
        {(text) =>
          version.kind === 'cheatsheet' ? (
            <CheatsheetSubmitForm
              competition={competition}
              externalContent={text}
              externalWhat="this version’s text"
            />
          ) : (
            <SolverSubmitForm
              competition={competition}
              externalCode={text}
              externalWhat="this version’s code"
            />
          )
        }
      </VersionTextRead>
    </Dialog>
  );
}
