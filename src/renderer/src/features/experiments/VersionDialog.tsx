import { Link } from 'react-router';
import type { TextVersion } from '../../../../shared/contracts/experiments';
import { Dialog } from '../../components/Dialog';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { CodeEditor } from '../../components/monaco';
import { LocalTime } from '../../components/TimeLeft';
import { toErrorInfo } from '../../lib/errors';
import { useContractQuery } from '../../stores/query';
import { SOURCE_WORDS, shortHash } from './words';

/** One version's text, read-only, with where it came from and a link to its item. */
export function VersionDialog({ version, onClose }: { version: TextVersion | null; onClose: () => void }) {
  const v = version;
  const text = useContractQuery(
    'library.version',
    {
      kind: v?.kind ?? 'cheatsheet',
      sha256: v?.sha256 ?? '0'.repeat(64),
      ...(v?.itemId ? { id: v.itemId } : {}),
    },
    { enabled: v !== null },
  );
  return (
    <Dialog
      open={v !== null}
      title={v ? `${v.title ?? 'Untitled'} · version ${shortHash(v.sha256)}` : ''}
      onClose={onClose}
      testId="xp-version-dialog"
      wide
    >
      {v && (
        <p className="muted">
          {SOURCE_WORDS[v.source]}, <LocalTime iso={v.savedAt} />; {v.bytes} bytes; {v.runs}{' '}
          {v.runs === 1 ? 'run' : 'runs'}.{' '}
          {v.itemId && (
            <Link to={`/library/${v.kind}/${encodeURIComponent(v.itemId)}`}>
              Open the item in the library
            </Link>
          )}
        </p>
      )}
      {text.error && (
        <ErrorPanel
          info={toErrorInfo(text.error)}
          onRetry={() => text.refetch()}
          context="Could not read this version"
        />
      )}
      {v && text.isPending && <Loading label="Reading the text…" />}
      {text.isSuccess && text.data === null && (
        <p className="muted">This text is no longer kept on this computer.</p>
      )}
      {text.data && (
        <CodeEditor
          value={text.data.text}
          readOnly
          language={text.data.version.kind === 'cheatsheet' ? 'cheatsheet' : 'lean4'}
          height={360}
          ariaLabel="The version’s text"
          testId="xp-version-text"
        />
      )}
      <div className="dialog__actions">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
