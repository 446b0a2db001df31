import type { CompetitionDetail } from '../../../../shared/api';
import type { SweepView } from '../../../../shared/contracts/sweeps';
import { Dialog } from '../../components/Dialog';
import { PlatformText } from '../../components/PlatformText';
import { CheatsheetSubmitForm } from '../../components/submit/CheatsheetSubmitForm';
import { VersionTextRead } from '../../components/VersionTextRead';
import { shortHash } from '../../lib/versionWords';
import { letter } from './sweepWords';

interface Props {
  open: boolean;
  onClose: () => void;
  competition: CompetitionDetail;
  view: SweepView;
}

/**
 * The competition's own submit form (precheck, confirm, outbox) filled with the winning variant's
 * exact text, read by its SHA-256 from this computer's versions (the text its cheatsheet was
 * created with, whatever that cheatsheet holds now).
 */
export function WinnerSubmitDialog({ open, onClose, competition, view }: Props) {
  const variant = view.winner === null ? undefined : view.plan.variants[view.winner];
  if (!variant) return null;
  return (
    <Dialog
      open={open}
      title={`Submit the winner of ${view.name} to ${competition.title}`}
      onClose={onClose}
      testId="sw-submit-dialog"
      wide
      closeButton
    >
      <p className="muted">
        Variant {letter(variant.position)}, <PlatformText>{variant.label}</PlatformText> (
        <code title={variant.sha256}>{shortHash(variant.sha256)}</code>): the text it raced with.
      </p>
      <VersionTextRead
        version={open ? { kind: 'cheatsheet', sha256: variant.sha256, itemId: variant.cheatsheetId } : null}
      >
        {(text) => (
          <CheatsheetSubmitForm
            competition={competition}
            externalContent={text}
            externalWhat="the winning variant’s text"
          />
        )}
      </VersionTextRead>
    </Dialog>
  );
}
