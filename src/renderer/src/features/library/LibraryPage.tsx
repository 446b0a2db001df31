import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import type { ApiErrorInfo, CustomLeanProblem, LibraryKind, LibrarySummary } from '../../../../shared/api';
import type { OutboxEntryView, OutboxListEntry } from '../../../../shared/contract';
import { isReadable } from '../../../../shared/contracts/outboxEntry';
import { CachedView } from '../../components/CachedView';
import { CursorPager, useCursorStack } from '../../components/CursorPager';
import { Dialog } from '../../components/Dialog';
import { Empty } from '../../components/Empty';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Freshness } from '../../components/Freshness';
import { entryStateText } from '../../components/outbox/EntryStatus';
import { catalogWords } from '../../lib/catalogWords';
import { toErrorInfo } from '../../lib/errors';
import { STAGE2_ID } from '../../lib/targets';
import { useOnline, useOutboxList, useOutboxWrite } from '../../stores/query';
import { useCached } from '../../stores/useCached';
import { LeanProblemForm } from './LeanProblemForm';
import { LeanProblemTable } from './LeanProblemTable';
import { LibraryItemTable, type LibraryRow } from './LibraryItemTable';
import { NewDrafts } from './NewDrafts';
import './library.css';
import { QuotedPlatformText } from '../../components/PlatformText';

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

function openWritesFor(entries: readonly OutboxListEntry[], kind: LibraryKind) {
  const creates: OutboxEntryView[] = [];
  const byItem = new Map<string, OutboxEntryView>();
  // In queue order, so the latest write of an item is the one shown.
  for (const e of [...entries].sort((a, b) => a.id - b.id)) {
    if (e.status === 'done' || !isReadable(e)) continue;
    const r = e.request;
    if (r.op === 'library.create' && r.kind === kind) creates.push(e);
    if ((r.op === 'library.update' || r.op === 'library.delete') && r.kind === kind) byItem.set(r.id, e);
  }
  return { creates: creates.sort((a, b) => a.id - b.id), byItem };
}

function LibraryList({ kind }: { kind: LibraryKind }) {
  const [track, setTrack] = useState<string | null>(null);
  const pager = useCursorStack();
  const state = useCached('library.list', {
    kind,
    cursor: pager.cursor,
    ...(kind === 'solver-template' ? { track } : {}),
  });
  const stage2 = useCached('competitions.get', { competitionId: STAGE2_ID });
  const tracks = stage2.data?.submissionSpec.catalog?.tracks?.map((t) => t.id) ?? ['solo', 'marathon'];
  const words = catalogWords(stage2.data);
  const page = state.data;
  const pageNo = pager.pageNo;
  const entries = useOutboxList().data ?? [];
  const online = useOnline();
  const { creates, byItem } = openWritesFor(entries, kind);
  const [deleting, setDeleting] = useState<LibrarySummary | null>(null);
  const [actionError, setActionError] = useState<ApiErrorInfo | null>(null);
  const editorKind = kind === 'lean-problem' ? null : kind;
  const del = useOutboxWrite('library.delete', {
    invalidates: (input) => [['library.list', { kind: input.kind }]],
  });
  const remove = async () => {
    if (!deleting) return;
    setActionError(null);
    try {
      await del.mutateAsync({ kind, id: deleting.id });
      setDeleting(null);
    } catch (err) {
      setActionError(toErrorInfo(err));
    }
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
                    {words.track(t)}
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
      {editorKind && <NewDrafts kind={editorKind} label={label} />}
      {creates.length > 0 && (
        <div className="notice notice--warn" data-testid="pending-creates">
          <p>
            <strong>Not on the server yet:</strong>
          </p>
          <ul>
            {creates.map((e) => (
              <li key={e.id}>
                <QuotedPlatformText>{e.summary}</QuotedPlatformText> — {entryStateText(e, online)}{' '}
                <Link to="/outbox">Outbox</Link>
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
            <LibraryItemTable
              kind={editorKind!}
              items={data.items as LibraryRow[]}
              byItem={byItem}
              onDelete={(it) => setDeleting(it)}
            />
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
