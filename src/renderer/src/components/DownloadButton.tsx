import { errorInfo } from '../../../shared/api/errors';
import { describeError } from '../../../shared/errorText';
import { call } from '../bridge';
import { saveTextFile } from '../lib/download';
import { useBusyAction } from '../lib/useBusyAction';
import { ErrorPanel } from './ErrorPanel';

const NO_DOWNLOAD = errorInfo('NO_DOWNLOAD_FOR_KIND', '', { status: 404 });

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
