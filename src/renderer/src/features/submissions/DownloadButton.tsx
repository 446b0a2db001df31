import type { ApiErrorInfo } from '../../../../shared/api';
import { describeError } from '../../../../shared/errorText';
import { call } from '../../bridge';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useBusyAction } from '../../lib/useBusyAction';

const NO_DOWNLOAD: ApiErrorInfo = {
  code: 'NO_DOWNLOAD_FOR_KIND',
  message: '',
  status: 404,
  fieldErrors: [],
  retryAfterSec: null,
  rateLimit: null,
};

/** Save text through a temporary <a download>; in Electron this opens the system save dialog. */
export function saveTextFile(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface Props {
  competitionId: string;
  submissionId: string;
  kind: string;
  small?: boolean;
}

/** Download of the stored text body (spec 4.1); model references have none, and say why. */
export function DownloadButton({ competitionId, submissionId, kind, small }: Props) {
  const { busy, error, run } = useBusyAction();
  const cls = small ? 'btn btn--small' : 'btn';
  if (kind === 'model-reference') {
    const why = describeError(NO_DOWNLOAD);
    return (
      <span className="download-none" data-testid="download-none">
        <button type="button" className={cls} disabled title={`${why.detail} ${why.action}`}>
          Download
        </button>
        {!small && <span className="field__hint"> {why.detail}</span>}
      </span>
    );
  }
  const download = () =>
    run(async () => {
      const file = await call('submissions.download', { competitionId, submissionId });
      saveTextFile(file.filename, file.text);
    });
  return (
    <span className="download">
      <button type="button" className={cls} onClick={download} disabled={busy} data-testid="download">
        {busy ? 'Downloading…' : 'Download'}
      </button>
      {error && <ErrorPanel info={error} compact context="Could not download" />}
    </span>
  );
}
