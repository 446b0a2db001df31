import { useEffect, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import type { ApiErrorInfo, CustomLeanProblem, LibraryKind, LibrarySummary } from '../../../../shared/api';
import type { Draft, OutboxEntryView } from '../../../../shared/contract';
import { call } from '../../bridge';
import { CachedView } from '../../components/CachedView';
import { CursorPager, useCursorStack } from '../../components/CursorPager';
import { Empty } from '../../components/Empty';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Freshness } from '../../components/Freshness';
import { LocalTime } from '../../components/TimeLeft';
import { toErrorInfo } from '../../lib/errors';
import { formatInteger } from '../../lib/format';
import { useStatusStore } from '../../stores/statusStore';
import { useCached } from '../../stores/useCached';
import { lockText } from '../editors/lockText';
import { STAGE2_ID } from '../editors/targets';
import { Dialog } from '../outbox/Dialog';
import { entryStateText } from '../outbox/EntryStatus';
import { trackEntry, useOutboxStore } from '../outbox/outboxStore';
import { LeanProblemForm } from './LeanProblemForm';
import { LockIcon } from './LockIcon';
import './library.css';

type Tab = 'cheatsheets' | 'solver-templates' | 'lean-problems';
const KIND_OF: Record<Tab, LibraryKind> = {
  cheatsheets: 'cheatsheet',
  'solver-templates': 'solver-template',
  'lean-problems': 'lean-problem',
};

/** `/library/:tab`: the caller's private cheatsheets, solver templates and custom Lean problems. */
export function LibraryPage({ tab }: { tab: Tab }) {
  const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'is-active' : undefined);
  return (
    <div className="page">
      <div className="page__header">
        <h1>Library</h1>
        <span className="muted">Private to your account</span>
      </div>
      <nav className="tabs" aria-label="Library sections">
        <NavLink to="/library/cheatsheets" className={tabClass}>
          Cheatsheets
        </NavLink>
        <NavLink to="/library/solver-templates" className={tabClass}>
          Solver templates
        </NavLink>
        <NavLink to="/library/lean-problems" className={tabClass}>
          Custom Lean problems
        </NavLink>
      </nav>
      <LibraryList key={tab} kind={KIND_OF[tab]} />
    </div>
  );
}

function openWritesFor(entries: Record<number, OutboxEntryView>, kind: LibraryKind) {
  const creates: OutboxEntryView[] = [];
  const byItem = new Map<string, OutboxEntryView>();
  for (const e of Object.values(entries)) {
    if (e.status === 'done') continue;
    const r = e.request;
    if (r.op === 'library.create' && r.kind === kind) creates.push(e);
    if ((r.op === 'library.update' || r.op === 'library.delete') && r.kind === kind) byItem.set(r.id, e);
  }
  return { creates: creates.sort((a, b) => a.id - b.id), byItem };
}

function LibraryList({ kind }: { kind: LibraryKind }) {
  const navigate = useNavigate();
  const [track, setTrack] = useState<string | null>(null);
  const pager = useCursorStack();
  const state = useCached('library.list', {
    kind,
    cursor: pager.cursor,
    ...(kind === 'solver-template' ? { track } : {}),
  });
  const stage2 = useCached('competitions.get', { competitionId: STAGE2_ID });
  const tracks = stage2.data?.submissionSpec.catalog?.tracks?.map((t) => t.id) ?? ['solo', 'marathon'];
  const page = state.data;
  const pageNo = pager.pageNo;
  const entries = useOutboxStore((s) => s.entries);
  const online = useStatusStore((s) => s.status?.online ?? true);
  const { creates, byItem } = openWritesFor(entries, kind);
  const [renaming, setRenaming] = useState<{ id: string; title: string; updatedAt: string } | null>(null);
  const [deleting, setDeleting] = useState<LibrarySummary | null>(null);
  const [actionError, setActionError] = useState<ApiErrorInfo | null>(null);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const editorKind = kind === 'lean-problem' ? null : kind;

  // Read again whenever a create goes out: the core then turns its draft into the real item.
  const createIds = creates.map((e) => e.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: createIds is the trigger, not an input.
  useEffect(() => {
    if (!editorKind) return;
    call('drafts.list', {})
      .then((all) => setDrafts(all.filter((d) => d.key.startsWith(`${editorKind}:new-`))))
      .catch(() => setDrafts([]));
  }, [editorKind, createIds]);

  const rename = async () => {
    if (!renaming || !editorKind) return;
    setActionError(null);
    try {
      const e = await call('library.update', {
        kind: editorKind,
        id: renaming.id,
        title: renaming.title,
        baseUpdatedAt: renaming.updatedAt,
      });
      trackEntry(e);
      setRenaming(null);
    } catch (err) {
      setActionError(toErrorInfo(err));
    }
  };
  const remove = async () => {
    if (!deleting) return;
    setActionError(null);
    try {
      const e = await call('library.delete', { kind, id: deleting.id });
      trackEntry(e);
      setDeleting(null);
    } catch (err) {
      setActionError(toErrorInfo(err));
    }
  };
  const dropDraft = async (key: string) => {
    await call('drafts.remove', { key }).catch(() => null);
    setDrafts((d) => d.filter((x) => x.key !== key));
  };

  const label =
    kind === 'cheatsheet'
      ? 'cheatsheet'
      : kind === 'solver-template'
        ? 'solver template'
        : 'custom Lean problem';

  return (
    <section className="section library" aria-label={`${label}s`} data-testid={`library-${kind}`}>
      <div className="section__header">
        <div className="library__tools">
          {editorKind && (
            <Link className="btn btn--primary" to={`/library/${editorKind}/new`} data-testid="library-new">
              New {label}
            </Link>
          )}
          {kind === 'solver-template' && (
            <label className="inline-field">
              Track{' '}
              <select
                value={track ?? ''}
                onChange={(e) => {
                  setTrack(e.target.value || null);
                  pager.reset();
                }}
                data-testid="library-track-filter"
              >
                <option value="">All tracks</option>
                {tracks.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <Freshness state={state} />
      </div>
      {kind === 'lean-problem' && <LeanProblemForm />}
      {actionError && <ErrorPanel info={actionError} compact />}
      {drafts.length > 0 && (
        <div className="notice" data-testid="new-drafts">
          <p>
            <strong>Unsaved new {label}s on this computer:</strong>
          </p>
          <ul>
            {drafts.map((d) => (
              <li key={d.key}>
                <Link to={`/library/${editorKind}/new?draft=${encodeURIComponent(d.key)}`}>
                  {typeof d.meta.title === 'string' ? d.meta.title : 'Untitled'}
                </Link>{' '}
                <span className="muted">
                  · {formatInteger(d.text.length)} characters · last typed <LocalTime iso={d.savedAt} />
                </span>{' '}
                <button
                  type="button"
                  className="btn btn--small btn--ghost"
                  onClick={() => void dropDraft(d.key)}
                >
                  Discard draft
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {creates.length > 0 && (
        <div className="notice notice--warn" data-testid="pending-creates">
          <p>
            <strong>Not on the server yet:</strong>
          </p>
          <ul>
            {creates.map((e) => (
              <li key={e.id}>
                {e.summary} — {entryStateText(e, online)} <Link to="/outbox">Outbox</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <CachedView
        state={state}
        loadingLabel={`Loading your ${label}s…`}
        errorContext={`Could not load your ${label}s`}
      >
        {(data) =>
          data.items.length === 0 ? (
            <Empty title={pageNo === 1 ? `You have no ${label}s yet` : 'This page is empty'}>
              {editorKind && pageNo === 1 && (
                <p>
                  <Link to={`/library/${editorKind}/new`}>Create one</Link>; drafts are kept on this computer
                  as you type.
                </p>
              )}
            </Empty>
          ) : kind === 'lean-problem' ? (
            <LeanProblemTable
              items={data.items as CustomLeanProblem[]}
              byItem={byItem}
              onDelete={(p) => setDeleting(p)}
            />
          ) : (
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
                  {data.items.map((raw) => {
                    const it = raw as LibrarySummary & {
                      title: string;
                      updatedAt: string;
                      track?: string;
                      publishedContributorNetworkItemId: string | null;
                      sourceContributorNetworkItemId: string | null;
                    };
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
                              <button
                                type="button"
                                className="btn btn--small"
                                onClick={() => setRenaming(null)}
                              >
                                Cancel
                              </button>
                            </span>
                          ) : (
                            <Link to={`/library/${editorKind}/${encodeURIComponent(it.id)}`}>{it.title}</Link>
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
                          <td>
                            <code>{it.track}</code>
                          </td>
                        )}
                        <td className="muted">
                          {it.publishedContributorNetworkItemId && (
                            <div>
                              published as <code>{it.publishedContributorNetworkItemId}</code>
                            </div>
                          )}
                          {it.sourceContributorNetworkItemId && (
                            <div>
                              based on <code>{it.sourceContributorNetworkItemId}</code>
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
                              onClick={() =>
                                setRenaming({ id: it.id, title: it.title, updatedAt: it.updatedAt })
                              }
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
          )
        }
      </CachedView>
      <CursorPager label="Library pages" pager={pager} page={page} />
      <Dialog
        open={deleting !== null}
        title={`Delete this ${label}?`}
        onClose={() => setDeleting(null)}
        testId="delete-dialog"
        actions={
          <>
            <button type="button" className="btn" onClick={() => setDeleting(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn--danger-solid"
              onClick={() => void remove()}
              data-testid="delete-confirm"
            >
              Delete
            </button>
          </>
        }
      >
        <p>
          “{String((deleting as { title?: string } | null)?.title ?? deleting?.id ?? '')}” is deleted from
          your library on the server. This cannot be undone.
          {kind === 'lean-problem' && ' Runs that used it keep their stored copy.'}
        </p>
      </Dialog>
    </section>
  );
}

function LeanProblemTable({
  items,
  byItem,
  onDelete,
}: {
  items: CustomLeanProblem[];
  byItem: Map<string, OutboxEntryView>;
  onDelete: (p: CustomLeanProblem) => void;
}) {
  return (
    <div className="table-frame">
      <table className="plain-table library-table" data-testid="library-table">
        <thead>
          <tr>
            <th scope="col">Left side</th>
            <th scope="col">Right side</th>
            <th scope="col">ID</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} data-testid="library-row" data-id={p.id}>
              <td>
                <div className="muted">{p.lhsName}</div>
                <code className="equation">{p.lhsText}</code>
              </td>
              <td>
                <div className="muted">{p.rhsName}</div>
                <code className="equation">{p.rhsText}</code>
              </td>
              <td>
                <code>{p.id}</code>
                {byItem.get(p.id) && <span className="badge badge--warn"> {byItem.get(p.id)!.summary}</span>}
              </td>
              <td>
                <button type="button" className="btn btn--small btn--danger" onClick={() => onDelete(p)}>
                  Delete…
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
