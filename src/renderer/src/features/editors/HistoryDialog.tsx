/**
 * An item's history: its saved versions newest first (when, where from, short hash, runs), any two
 * as a diff, and Restore, which puts a version's text into a draft of the item and opens it.
 */
import { useState } from 'react';
import type { TextVersion } from '../../../../shared/contracts/experiments';
import { call } from '../../bridge';
import { DataTable } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { DiffView } from '../../components/monaco';
import { toErrorInfo } from '../../lib/errors';
import { localTimeSeconds } from '../../lib/format';
import { type EditableKind, KIND_WORDS } from '../../lib/targets';
import { SOURCE_WORDS, shortHash } from '../../lib/versionWords';
import { useContractQuery } from '../../stores/query';
import { useVersionPick } from './useVersionPick';

interface Props {
  kind: EditableKind;
  itemId: string;
  open: boolean;
  onClose: () => void;
  /** Called with the draft key library.restore answered. */
  onRestored: (draftKey: string) => void;
  /** Before a restore: write what is typed to the draft first, so nothing is lost. */
  beforeRestore: () => void;
}

const VERSION_COLUMNS = [
  { key: 'pick', title: 'Compare' },
  { key: 'savedAt', title: 'Saved' },
  { key: 'source', title: 'Where from' },
  { key: 'version', title: 'Version' },
  { key: 'runs', title: 'Runs', numeric: true, hover: 'Playground runs of this text' },
  { key: 'restore', title: 'Restore' },
];

const label = (v: TextVersion) => `${shortHash(v.sha256)}, saved ${localTimeSeconds(new Date(v.savedAt))}`;

export function HistoryDialog({ kind, itemId, open, onClose, onRestored, beforeRestore }: Props) {
  const history = useContractQuery('library.history', { kind, id: itemId }, { enabled: open });
  const pick = useVersionPick(history.data);
  const [restoreError, setRestoreError] = useState<unknown>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const older = useContractQuery(
    'library.version',
    { kind, sha256: pick.pair?.older.sha256 ?? '0'.repeat(64), id: itemId },
    { enabled: open && pick.pair !== null },
  );
  const newer = useContractQuery(
    'library.version',
    { kind, sha256: pick.pair?.newer.sha256 ?? '0'.repeat(64), id: itemId },
    { enabled: open && pick.pair !== null },
  );
  const restore = async (sha256: string) => {
    setRestoring(sha256);
    setRestoreError(null);
    try {
      beforeRestore();
      const { draftKey } = await call('library.restore', { kind, id: itemId, sha256 });
      onRestored(draftKey);
    } catch (e) {
      setRestoreError(e);
    } finally {
      setRestoring(null);
    }
  };
  const versions = history.data ?? [];
  return (
    <Dialog
      open={open}
      title={`History of this ${KIND_WORDS[kind].one}`}
      onClose={onClose}
      testId="history-dialog"
      wide
      closeButton
    >
      {history.error && (
        <ErrorPanel
          info={toErrorInfo(history.error)}
          onRetry={() => history.refetch()}
          context="Could not read the history"
        />
      )}
      {history.isPending && <Loading label="Reading the saved versions…" />}
      {history.isSuccess && versions.length === 0 && (
        <p className="muted">No version kept yet: each save from this computer adds one.</p>
      )}
      {versions.length > 0 && (
        <>
          <p className="muted">Newest first. Tick two versions to see what changed between them.</p>
          <div className="history-list">
            <DataTable
              rows={versions.map((v, i) => ({
                pick: pick.isPicked(v.sha256),
                savedAt: v.savedAt,
                source: SOURCE_WORDS[v.source],
                version: v.sha256,
                runs: v.runs,
                restore: '',
                latest: i === 0,
              }))}
              columns={VERSION_COLUMNS}
              label="Saved versions, newest first"
              testId="history-versions"
              maxHeight="40vh"
              interactive
              searchBox={false}
              rowKey={(row) => row.version}
              rowData={(row) => ({ 'data-testid': 'history-version', 'data-sha': row.version })}
              renderCell={(field, row) => {
                const sha = row.version;
                if (field === 'pick')
                  return (
                    <input
                      type="checkbox"
                      checked={row.pick}
                      onChange={() => pick.toggle(sha)}
                      aria-label={`Compare version ${shortHash(sha)}`}
                    />
                  );
                if (field === 'version')
                  return (
                    <>
                      <code title={sha}>{shortHash(sha)}</code>
                      {row.latest && <span className="chip">latest</span>}
                    </>
                  );
                if (field === 'restore')
                  return (
                    <button
                      type="button"
                      className="btn btn--small"
                      disabled={restoring !== null}
                      onClick={() => void restore(sha)}
                      title="Open this text as a draft of the item; save it to make it current"
                      data-testid="history-restore"
                    >
                      {restoring === sha ? 'Restoring…' : 'Restore'}
                    </button>
                  );
                return undefined;
              }}
            />
          </div>
        </>
      )}
      {restoreError !== null && (
        <ErrorPanel info={toErrorInfo(restoreError)} context="Could not restore that version" compact />
      )}
      {pick.pair &&
        (older.error || newer.error ? (
          <ErrorPanel
            info={toErrorInfo(older.error ?? newer.error)}
            context="Could not read a version"
            compact
          />
        ) : older.data && newer.data ? (
          <DiffView
            original={older.data.text}
            modified={newer.data.text}
            originalLabel={`Older: ${label(pick.pair.older)}`}
            modifiedLabel={`Newer: ${label(pick.pair.newer)}`}
            language={kind === 'cheatsheet' ? 'cheatsheet' : 'lean4'}
            height={300}
            testId="history-diff"
          />
        ) : older.data === null || newer.data === null ? (
          <p className="muted">One of these texts is no longer kept on this computer.</p>
        ) : (
          <Loading label="Reading both texts…" />
        ))}
    </Dialog>
  );
}
