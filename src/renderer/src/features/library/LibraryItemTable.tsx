import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ApiErrorInfo, LibrarySummary } from '../../../../shared/api';
import type { OutboxEntryView } from '../../../../shared/contract';
import { ErrorPanel } from '../../components/ErrorPanel';
import { LockIcon } from '../../components/LockIcon';
import { NetworkItemName } from '../../components/NetworkItemName';
import { entryStateText } from '../../components/outbox/EntryStatus';
import { PlatformText } from '../../components/PlatformText';
import { LocalTime } from '../../components/TimeLeft';
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
  const editorKind = kind;
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
  const setDeleting = onDelete;
  return (
    <>
      {renameError && <ErrorPanel info={renameError} compact />}
      <div className="table-frame">
        <table className="plain-table library-table" data-testid="library-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              {kind === 'solver-template' && <th scope="col">Track</th>}
              <th scope="col">Lineage</th>
              <th scope="col">Updated</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((it) => {
              const locked = Boolean(it.publishedContributorNetworkItemId);
              const pending = byItem.get(it.id);
              const lw = editorKind ? lockText(editorKind) : null;
              return (
                <tr key={it.id} data-testid="library-row" data-id={it.id} data-title={it.title}>
                  <th scope="row">
                    {renaming?.id === it.id ? (
                      <span className="rename">
                        <input
                          type="text"
                          value={renaming.title}
                          aria-label="New title"
                          onChange={(e) => setRenaming({ ...renaming, title: e.target.value })}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter') void rename();
                            if (e.key === 'Escape') setRenaming(null);
                          }}
                          // biome-ignore lint/a11y/noAutofocus: the user just asked to rename.
                          autoFocus
                        />
                        <button
                          type="button"
                          className="btn btn--small btn--primary"
                          onClick={() => void rename()}
                        >
                          Save
                        </button>
                        <button type="button" className="btn btn--small" onClick={() => setRenaming(null)}>
                          Cancel
                        </button>
                      </span>
                    ) : (
                      <Link to={`/library/${editorKind}/${encodeURIComponent(it.id)}`}>
                        <PlatformText>{it.title}</PlatformText>
                      </Link>
                    )}{' '}
                    {locked && (
                      <span
                        className="badge badge--neutral"
                        title={`${lw?.title}. ${lw?.action}`}
                        data-testid="locked-badge"
                      >
                        <LockIcon /> Published
                      </span>
                    )}
                    {pending && (
                      <span className="badge badge--warn" title={pending.summary}>
                        {entryStateText(pending, online)}
                      </span>
                    )}
                  </th>
                  {kind === 'solver-template' && (
                    <td>{it.track ? trackName(it.track) : <span className="muted">—</span>}</td>
                  )}
                  <td className="muted">
                    {it.publishedContributorNetworkItemId && (
                      <div>
                        published as <NetworkItemName id={it.publishedContributorNetworkItemId} />
                      </div>
                    )}
                    {it.sourceContributorNetworkItemId && (
                      <div>
                        based on{' '}
                        <NetworkItemName id={it.sourceContributorNetworkItemId} testId="library-source" />
                      </div>
                    )}
                    {!it.publishedContributorNetworkItemId && !it.sourceContributorNetworkItemId && '—'}
                  </td>
                  <td>
                    <LocalTime iso={it.updatedAt} />
                  </td>
                  <td>
                    <span className="row-actions">
                      <button
                        type="button"
                        className="btn btn--small"
                        onClick={() => navigate(`/library/${editorKind}/${encodeURIComponent(it.id)}`)}
                      >
                        Open
                      </button>
                      <button
                        type="button"
                        className="btn btn--small"
                        disabled={locked}
                        title={locked ? `${lw?.title}. ${lw?.action}` : undefined}
                        onClick={() => setRenaming({ id: it.id, title: it.title, updatedAt: it.updatedAt })}
                      >
                        Rename
                      </button>
                      <button
                        type="button"
                        className="btn btn--small btn--danger"
                        disabled={locked}
                        title={locked ? `${lw?.title}. ${lw?.action}` : undefined}
                        onClick={() => setDeleting(it)}
                      >
                        Delete…
                      </button>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
