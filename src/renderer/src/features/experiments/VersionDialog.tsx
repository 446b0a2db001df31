import { Link } from 'react-router';
import type { TextVersion } from '../../../../shared/contracts/experiments';
import { Dialog } from '../../components/Dialog';
import { CodeEditor } from '../../components/monaco';
import { LocalTime } from '../../components/TimeLeft';
import { VersionTextRead } from '../../components/VersionTextRead';
import { SOURCE_WORDS, shortHash } from './words';

/** One version's text, read-only, with where it came from and a link to its item. */
export function VersionDialog({ version, onClose }: { version: TextVersion | null; onClose: () => void }) {
  const v = version;
  return (
    <Dialog
      open={v !== null}
      title={v ? `${v.title ?? 'Untitled'} · version ${shortHash(v.sha256)}` : ''}
      onClose={onClose}
      testId="xp-version-dialog"
      wide
      closeButton
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
      <VersionTextRead version={v}>
        {(text) => (
          <CodeEditor
            value={text}
            readOnly
            language={v?.kind === 'solver-template' ? 'lean4' : 'cheatsheet'}
            height={360}
            ariaLabel="The version’s text"
            testId="xp-version-text"
          />
        )}
      </VersionTextRead>
    </Dialog>
  );
}
