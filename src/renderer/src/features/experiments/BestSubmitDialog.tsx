import type { CompetitionDetail } from '../../../../shared/api';
import type { TextVersion } from '../../../../shared/contracts/experiments';
import { Dialog } from '../../components/Dialog';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { CheatsheetSubmitForm } from '../../components/submit/CheatsheetSubmitForm';
import { SolverSubmitForm } from '../../components/submit/SolverSubmitForm';
import { toErrorInfo } from '../../lib/errors';
import { useContractQuery } from '../../stores/query';
import { shortHash } from './words';

interface Props {
  open: boolean;
  onClose: () => void;
  competition: CompetitionDetail;
  version: TextVersion;
}

/** The competition's own submit form (precheck, confirm, outbox), filled with that version's exact text. */
export function BestSubmitDialog({ open, onClose, competition, version }: Props) {
  const text = useContractQuery(
    'library.version',
    { kind: version.kind, sha256: version.sha256, ...(version.itemId ? { id: version.itemId } : {}) },
    { enabled: open },
  );
  return (
    <Dialog
      open={open}
      title={`Submit version ${shortHash(version.sha256)} to ${competition.title}`}
      onClose={onClose}
      testId="xp-submit-dialog"
      wide
    >
      <p className="muted">
        {version.title ?? 'Untitled'}, the text as it was when this version was saved — not necessarily the
        item’s current text.
      </p>
      {text.error && (
        <ErrorPanel
          info={toErrorInfo(text.error)}
          onRetry={() => text.refetch()}
          context="Could not read this version"
        />
      )}
      {text.isPending && <Loading label="Reading the version’s text…" />}
      {text.isSuccess && text.data === null && (
        <p className="notice notice--error">This version’s text is no longer kept on this computer.</p>
      )}
      {text.data &&
        (version.kind === 'cheatsheet' ? (
          <CheatsheetSubmitForm competition={competition} externalContent={text.data.text} />
        ) : (
          <SolverSubmitForm competition={competition} externalCode={text.data.text} />
        ))}
      <div className="dialog__actions">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
