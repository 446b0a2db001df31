import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ApiErrorInfo, LibrarySummary } from '../../../../shared/api';
import type { OutboxEntryView } from '../../../../shared/contract';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { ErrorPanel } from '../../components/ErrorPanel';
import { LockIcon } from '../../components/LockIcon';
import { NetworkItemName } from '../../components/NetworkItemName';
import { entryStateText } from '../../components/outbox/EntryStatus';
import { PlatformText } from '../../components/PlatformText';
import { useCatalogWords } from '../../lib/catalogWords';
import { toErrorInfo } from '../../lib/errors';
import { lockText } from '../../lib/lockText';
import { type EditableKind, STAGE2_ID } from '../../lib/targets';
import { useOnline, useOutboxWrite } from '../../stores/query';

/** A cheatsheet's or solver template's line in the list. */
export type LibraryRow = LibrarySummary & {
  title: string;
  updatedAt: string;
  track?: string;
  publishedContributorNetworkItemId: string | null;
  sourceContributorNetworkItemId: string | null;
};

interface Props {
  kind: EditableKind;
  items: LibraryRow[];
  /** The write still waiting in the outbox for each item. */
  byItem: Map<string, OutboxEntryView>;
  onDelete: (item: LibraryRow) => void;
}

/** Cheatsheets or solver templates: open, rename in place (through the outbox), delete. */
export function LibraryItemTable({ kind, items, byItem, onDelete }: Props) {
  const navigate = useNavigate();
  const online = useOnline();
  const trackName = useCatalogWords(STAGE2_ID).track;
  const [renaming, setRenaming] = useState<{ id: string; title: string; updatedAt: string } | null>(null);
  const [renameError, setRenameError] = useState<ApiErrorInfo | null>(null);
  const update = useOutboxWrite('library.update', {
    invalidates: (input) => [['library.list', { kind: input.kind }]],
  });
  const rename = async () => {
    if (!renaming) return;
    setRenameError(null);
    try {
      await update.mutateAsync({
        kind,
        id: renaming.id,
        title: renaming.title,
        baseUpdatedAt: renaming.updatedAt,
      });
      setRenaming(null);
    } catch (err) {
      setRenameError(toErrorInfo(err));
    }
  };
  const lw = lockText(kind);
  const editorPath = (it: LibraryRow) => `/library/${kind}/${encodeURIComponent(it.id)}`;
  const cell = (field: string, it: LibraryRow): ReactNode | undefined => {
    // A published item is locked: it says why wherever it cannot be changed.
    const locked = it.publishedContributorNetworkItemId ? `${lw.title}. ${lw.action}` : null;
    switch (field) {
      case 'title': {
        const pending = byItem.get(it.id);
        return (
          <>
            {renaming?.id === it.id ? (
              <RenameBox
                title={renaming.title}
                onTitle={(title) => setRenaming({ ...renaming, title })}
                onSave={() => void rename()}
                onCancel={() => setRenaming(null)}
              />
            ) : (
              <Link to={editorPath(it)}>
                <PlatformText>{it.title}</PlatformText>
              </Link>
            )}{' '}
            {locked && (
              <span className="badge badge--neutral" title={locked} data-testid="locked-badge">
                <LockIcon /> Published
              </span>
            )}
            {pending && (
              <span className="badge badge--warn" title={pending.summary}>
                {entryStateText(pending, online)}
              </span>
            )}
          </>
        );
      }
      case 'track':
        return it.track ? trackName(it.track) : <span className="muted">—</span>;
      case 'lineage':
        return (
          <div className="muted">
            {it.publishedContributorNetworkItemId && (
              <div>
                published as <NetworkItemName id={it.publishedContributorNetworkItemId} />
              </div>
            )}
            {it.sourceContributorNetworkItemId && (
              <div>
                based on <NetworkItemName id={it.sourceContributorNetworkItemId} testId="library-source" />
              </div>
            )}
            {!it.publishedContributorNetworkItemId && !it.sourceContributorNetworkItemId && '—'}
          </div>
        );
      case 'actions':
        return (
          <span className="row-actions">
            <button type="button" className="btn btn--small" onClick={() => navigate(editorPath(it))}>
              Open
            </button>
            <button
              type="button"
              className="btn btn--small"
              disabled={locked !== null}
              title={locked ?? undefined}
              onClick={() => setRenaming({ id: it.id, title: it.title, updatedAt: it.updatedAt })}
            >
              Rename
            </button>
            <button
              type="button"
              className="btn btn--small btn--danger"
              disabled={locked !== null}
              title={locked ?? undefined}
              onClick={() => onDelete(it)}
            >
              Delete…
            </button>
          </span>
        );
      default:
        return undefined;
    }
  };
  return (
    <>
      {renameError && <ErrorPanel info={renameError} compact />}
      <DataTable
        rows={items}
        columns={kind === 'solver-template' ? COLUMNS : COLUMNS.filter((c) => c.key !== 'track')}
        label={kind === 'solver-template' ? 'Solver templates' : 'Cheatsheets'}
        testId="library-table"
        className="library-table"
        rowKey={(it) => it.id}
        rowData={(it) => ({ 'data-testid': 'library-row', 'data-id': it.id, 'data-title': it.title })}
        renderCell={cell}
      />
    </>
  );
}

const COLUMNS: readonly DataColumn[] = [
  { key: 'title', title: 'Title', rowHeader: true, content: true },
  { key: 'track', title: 'Track', content: true },
  { key: 'lineage', title: 'Lineage', content: true },
  { key: 'updatedAt', title: 'Updated' },
  { key: 'actions', title: 'Actions', content: true },
];

/** A title being renamed in place: Enter saves, Escape cancels. */
function RenameBox({
  title,
  onTitle,
  onSave,
  onCancel,
}: {
  title: string;
  onTitle: (title: string) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <span className="rename">
      <input
        type="text"
        value={title}
        aria-label="New title"
        onChange={(e) => onTitle(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSave();
          if (e.key === 'Escape') onCancel();
        }}
        // biome-ignore lint/a11y/noAutofocus: the user just asked to rename.
        autoFocus
      />
      <button type="button" className="btn btn--small btn--primary" onClick={onSave}>
        Save
      </button>
      <button type="button" className="btn btn--small" onClick={onCancel}>
        Cancel
      </button>
    </span>
  );
}
