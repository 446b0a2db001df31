import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ApiErrorInfo, LibraryItem } from '../../../../shared/api';
import type { OutboxEntryView } from '../../../../shared/contract';
import { call } from '../../bridge';
import { Empty } from '../../components/Empty';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Freshness } from '../../components/Freshness';
import { Loading } from '../../components/Loading';
import { CodeEditor, type EditorMarker, markerFromMessage } from '../../components/monaco';
import { LocalTime } from '../../components/TimeLeft';
import { toErrorInfo } from '../../lib/errors';
import { useDraftAutosave } from '../../lib/useDraftAutosave';
import { type CachedState, useCached } from '../../stores/useCached';
import { LockIcon } from '../library/LockIcon';
import { Dialog } from '../outbox/Dialog';
import { DiscardDialog } from '../outbox/DiscardDialog';
import { EntryStatus, RetryDiscardButtons } from '../outbox/EntryStatus';
import {
  outboxActions,
  trackEntry,
  useEntryGone,
  useOutboxEntry,
  useOutboxStore,
} from '../outbox/outboxStore';
import { CheatsheetSubmitForm } from '../submit/CheatsheetSubmitForm';
import { SolverSubmitForm } from '../submit/SolverSubmitForm';
import { ByteCounter } from './ByteCounter';
import { byteStatus, utf8Bytes } from './bytes';
import { ConflictPanel, type ConflictResolution } from './ConflictPanel';
import { lockText } from './lockText';
import { defaultTarget, type EditableKind, KIND_WORDS, targetsFor } from './targets';
import './editors.css';

const BODY_FIELD = { cheatsheet: 'content', 'solver-template': 'solverCode' } as const;

function isEditableKind(k: string): k is EditableKind {
  return k === 'cheatsheet' || k === 'solver-template';
}

/**
 * `/library/:kind/:id` (id `new` for a new item). The editor keeps its state across the one
 * navigation it makes itself (new → the created item's id), so nothing typed meanwhile is lost.
 */
export function LibraryEditorPage() {
  const { kind = '', id = '' } = useParams();
  const location = useLocation();
  const session = useRef<{ id: string; n: number } | null>(null);
  const adoptedFrom = (location.state as { adoptedFrom?: string } | null)?.adoptedFrom;
  if (!session.current || (session.current.id !== id && adoptedFrom !== session.current.id)) {
    session.current = { id, n: (session.current?.n ?? 0) + 1 };
  } else session.current.id = id;
  if (!isEditableKind(kind)) {
    return (
      <div className="page">
        <Empty title="No such library editor">
          <p>
            Open an item from the <Link to="/library">Library</Link>.
          </p>
        </Empty>
      </div>
    );
  }
  return <LibraryEditor key={`${kind}:${session.current.n}`} kind={kind} routeId={id} />;
}

/** Reads one library item and hands its cached state up (a child, so the read can be conditional). */
function ItemSource({
  kind,
  id,
  onState,
}: {
  kind: EditableKind;
  id: string;
  onState: (s: CachedState<LibraryItem>) => void;
}) {
  const state = useCached('library.get', { kind, id });
  const onStateRef = useRef(onState);
  onStateRef.current = onState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are what changes.
  useEffect(() => {
    onStateRef.current(state);
  }, [state.data, state.error, state.stale, state.fetchedAt, state.refreshing]);
  return null;
}

/** The fields this editor uses, whatever the item's kind. */
type EditableItem = {
  id: string;
  title: string;
  updatedAt: string;
  publishedContributorNetworkItemId?: string | null;
  track?: string;
} & Record<string, unknown>;

interface Saved {
  text: string;
  title: string;
}

function openEntryFor(entries: Record<number, OutboxEntryView>, itemId: string): OutboxEntryView | null {
  let found: OutboxEntryView | null = null;
  for (const e of Object.values(entries)) {
    if (e.status === 'done') continue;
    if (e.request.op === 'library.update' && e.request.id === itemId && (!found || e.id > found.id))
      found = e;
  }
  return found;
}

function LibraryEditor({ kind, routeId }: { kind: EditableKind; routeId: string }) {
  const words = KIND_WORDS[kind];
  const field = BODY_FIELD[kind];
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isNewRoute = routeId === 'new';

  // The key of this document's local draft. New items get a fresh one, kept in the URL so a
  // reload (or a crash and restart) finds the draft again.
  const [draftKey, setDraftKey] = useState<string>(() =>
    isNewRoute ? (searchParams.get('draft') ?? `${kind}:new-${crypto.randomUUID()}`) : `${kind}:${routeId}`,
  );

  // Monaco keeps one model (text, cursor, selection, undo stack) per path: the path stays the same
  // for the editor's whole life, also when a new item gets its server id and its draft key changes.
  const [modelPath] = useState(() => `${draftKey}${kind === 'solver-template' ? '.lean' : '.txt'}`);

  const [itemId, setItemId] = useState<string | null>(isNewRoute ? null : routeId);
  useEffect(() => {
    if (isNewRoute && itemId === null && searchParams.get('draft') !== draftKey)
      navigate(`/library/${kind}/new?draft=${encodeURIComponent(draftKey)}`, { replace: true });
  }, [isNewRoute, itemId, searchParams, draftKey, kind, navigate]);
  const [itemState, setItemState] = useState<CachedState<LibraryItem> | null>(null);
  const item = (itemState?.data ?? null) as unknown as EditableItem | null;

  const [ready, setReady] = useState(false);
  const [text, setTextState] = useState('');
  const [title, setTitleState] = useState('');
  // The latest text and title, ahead of React's state: Ctrl+S right after a keystroke must save
  // what is on screen, not the last rendered value.
  const textRef = useRef('');
  const titleRef = useRef('');
  const setText = useCallback((t: string) => {
    textRef.current = t;
    setTextState(t);
  }, []);
  const setTitle = useCallback((t: string) => {
    titleRef.current = t;
    setTitleState(t);
  }, []);
  const [track, setTrack] = useState('solo');
  const [saved, setSaved] = useState<Saved | null>(null);
  const [base, setBase] = useState<string | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  const [entryId, setEntryId] = useState<number | null>(null);
  const [saveError, setSaveError] = useState<ApiErrorInfo | null>(null);
  const [serverMoved, setServerMoved] = useState<string | null>(null);
  const [submitOpen, setSubmitOpen] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const entry = useOutboxEntry(entryId);
  const entryGone = useEntryGone(entryId);
  // The create of a new item, watched until the server has it (then the editor adopts its id).
  const [createEntryId, setCreateEntryId] = useState<number | null>(null);
  const createEntry = useOutboxEntry(createEntryId);
  const createGone = useEntryGone(createEntryId);
  const outboxLoaded = useOutboxStore((s) => s.loaded);

  const locked = Boolean(item?.publishedContributorNetworkItemId);
  const clean = saved !== null && text === saved.text && title === saved.title;
  const { flush, remove, markExisting } = useDraftAutosave(
    draftKey,
    { text, meta: { title, track, baseUpdatedAt: base, entryId, createEntryId, itemId } },
    ready && !locked,
    clean,
  );

  // ------------------------------------------------------------ first content: server or draft
  const initStarted = useRef(false);
  useEffect(() => {
    if (initStarted.current) return;
    if (itemId !== null && !item) return; // wait for the server copy (or the cache)
    if (itemId !== null && !outboxLoaded) return;
    initStarted.current = true;
    const serverText = item ? String(item[field] ?? '') : '';
    const serverTitle = item ? item.title : '';
    void call('drafts.get', { key: draftKey })
      .catch(() => null)
      .then((draft) => {
        const meta = (draft?.meta ?? {}) as Record<string, unknown>;
        const draftTitle = typeof meta.title === 'string' ? meta.title : serverTitle;
        if (item) {
          setSaved({ text: serverText, title: serverTitle });
          setBase(item.updatedAt);
          if (typeof item.track === 'string') setTrack(item.track);
        }
        if (draft && (!item || draft.text !== serverText || draftTitle !== serverTitle)) {
          setText(draft.text);
          setTitle(draftTitle);
          if (typeof meta.track === 'string' && !item) setTrack(meta.track);
          if (item && typeof meta.baseUpdatedAt === 'string') setBase(meta.baseUpdatedAt);
          if (typeof meta.entryId === 'number') setEntryId(meta.entryId);
          if (typeof meta.createEntryId === 'number' && !item) setCreateEntryId(meta.createEntryId);
          setRestored(draft.savedAt);
          markExisting({ text: draft.text, meta });
        } else {
          setText(serverText);
          setTitle(item ? serverTitle : `New ${words.one}`);
          if (draft) void remove(draftKey);
        }
        if (itemId !== null) {
          const open = openEntryFor(useOutboxStore.getState().entries, itemId);
          if (open) setEntryId(open.id);
        }
        setReady(true);
      });
  }, [itemId, item, outboxLoaded, draftKey, field, words.one, markExisting, remove, setText, setTitle]);

  // ------------------------------------------------------------ the server copy moved on
  useEffect(() => {
    if (!ready || !item || !saved || !base) return;
    const updatedAt = item.updatedAt;
    if (updatedAt === base) return;
    if (Date.parse(updatedAt) <= Date.parse(base)) return;
    const busy = entry && entry.status !== 'done';
    if (clean && !busy) {
      // Nothing of yours to lose: follow the server.
      const serverText = String(item[field] ?? '');
      setText(serverText);
      setTitle(item.title);
      setSaved({ text: serverText, title: item.title });
      setBase(updatedAt);
      setServerMoved(null);
    } else if (!busy) setServerMoved(updatedAt);
  }, [ready, item, saved, base, clean, entry, field, setTitle, setText]);

  // ------------------------------------------------------------ saving
  const save = useCallback(async () => {
    if (locked || !ready) return;
    flush();
    const text = textRef.current;
    const title = titleRef.current;
    setSaveError(null);
    const cleanTitle = title.trim() || `Untitled ${words.one}`;
    const fields: Record<string, unknown> = { title: cleanTitle, [field]: text };
    if (cleanTitle !== title) setTitle(cleanTitle);
    const open = entry && !entryGone && entry.status !== 'done' ? entry : null;
    const create = createEntry && !createGone && createEntry.status !== 'done' ? createEntry : null;
    try {
      // A refused write is corrected in place: edit and retry, same entry.
      if (open?.status === 'failed' && !open.conflict) {
        await outboxActions.edit(open.id, fields);
        return;
      }
      let e: OutboxEntryView;
      if (itemId === null && !create) {
        e =
          kind === 'cheatsheet'
            ? await call('library.create', { kind, title: cleanTitle, content: text })
            : await call('library.create', { kind, title: cleanTitle, solverCode: text, track });
        setCreateEntryId(e.id);
      } else {
        // The core joins this to a write of the same item that has not been sent yet, or queues
        // it after one in flight (an item not created yet is addressed as local:<create entry>).
        e = await call('library.update', {
          kind,
          id: itemId ?? `local:${create!.id}`,
          title: cleanTitle,
          [field]: text,
          baseUpdatedAt: base,
        });
      }
      trackEntry(e);
      setEntryId(e.id);
      setServerMoved(null);
    } catch (err) {
      setSaveError(toErrorInfo(err));
    }
  }, [
    locked,
    ready,
    flush,
    setTitle,
    words.one,
    field,
    entry,
    entryGone,
    createEntry,
    createGone,
    itemId,
    kind,
    track,
    base,
  ]);

  // The create is done: adopt the new item's id (URL, draft key) without losing what was typed.
  const createHandled = useRef<number | null>(null);
  useEffect(() => {
    if (createEntry?.status !== 'done' || createHandled.current === createEntry.id) return;
    const result = createEntry.result as EditableItem | null;
    const req = createEntry.request;
    if (!result || req.op !== 'library.create') return;
    createHandled.current = createEntry.id;
    const sent = { text: String(req.body[field] ?? ''), title: String(req.body.title ?? '') };
    setSaved(sent);
    // A restored draft that is now exactly the server copy is not a draft any more.
    if (textRef.current === sent.text && titleRef.current === sent.title) setRestored(null);
    setBase(result.updatedAt);
    setItemId(result.id);
    void remove(draftKey);
    setDraftKey(`${kind}:${result.id}`);
    setCreateEntryId(null);
    navigate(`/library/${kind}/${encodeURIComponent(result.id)}`, {
      replace: true,
      state: { adoptedFrom: 'new' },
    });
  }, [createEntry, field, draftKey, kind, navigate, remove]);

  // A save is done: that text is now the server's.
  const handled = useRef<string>('');
  useEffect(() => {
    if (entry?.status !== 'done') return;
    const mark = `${entry.id}:${entry.updatedAt}`;
    if (handled.current === mark) return;
    handled.current = mark;
    const req = entry.request;
    const result = entry.result as EditableItem | null;
    if (req.op !== 'library.update' && req.op !== 'library.create') return;
    setSaved((prev) => ({
      text: typeof req.body[field] === 'string' ? String(req.body[field]) : (prev?.text ?? ''),
      title: typeof req.body.title === 'string' ? String(req.body.title) : (prev?.title ?? ''),
    }));
    if (result?.updatedAt) setBase(result.updatedAt);
  }, [entry, field]);

  const onResolved = (r: ConflictResolution) => {
    if (r.kind === 'server') {
      const srv = r.server as unknown as EditableItem;
      const serverText = String(srv[field] ?? '');
      setText(serverText);
      setTitle(srv.title ?? title);
      setSaved({ text: serverText, title: srv.title ?? title });
      setBase(srv.updatedAt ?? null);
      setEntryId(null);
      setServerMoved(null);
    } else if (r.kind === 'merged') {
      setText(r.text);
      setBase((r.server as unknown as EditableItem).updatedAt ?? null);
      setEntryId(r.entry.id);
    }
  };

  const discardDraft = async () => {
    await remove(draftKey);
    setRestored(null);
    if (saved) {
      setText(saved.text);
      setTitle(saved.title);
      setBase(item ? item.updatedAt : null);
    } else {
      setText('');
      setTitle(`New ${words.one}`);
    }
  };

  const saveAsNew = async () => {
    const key = `${kind}:new-${crypto.randomUUID()}`;
    await call('drafts.put', { key, text, meta: { title: `${title} (copy)`, track } }).catch(() => null);
    navigate(`/library/${kind}/new?draft=${encodeURIComponent(key)}`);
  };

  // ------------------------------------------------------------ targets (size limit, submit)
  const competitions = useCached('competitions.list', {});
  const targets = targetsFor(kind, competitions.data);
  const [target, setTarget] = useState<string | null>(null);
  const targetId = target ?? defaultTarget(kind, competitions.data);
  const targetDetail = useCached('competitions.get', { competitionId: targetId });
  const maxBytes = targetDetail.data?.submissionSpec.limits.maxBytes ?? null;
  const size = byteStatus(utf8Bytes(text), maxBytes);

  // ------------------------------------------------------------ Lean parse errors as markers
  const failedError = entry?.status === 'failed' && !entryGone ? entry.error : null;
  const leanMessages = useMemo(() => {
    if (failedError?.code !== 'LEAN_SOURCE_INVALID') return [] as string[];
    const list = failedError.fieldErrors.map((f) => f.message);
    return list.length > 0 ? list : [failedError.message];
  }, [failedError]);
  const markers = useMemo(
    () => leanMessages.map(markerFromMessage).filter((m): m is EditorMarker => m !== null),
    [leanMessages],
  );

  const onKeyDown = (e: React.KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      void save();
    }
  };

  const lock = lockText(kind);
  const heading = title || (itemId ? itemId : `New ${words.one}`);
  const loadingItem = !ready && itemId !== null && !item;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+S anywhere in the editor page.
    <div className="page editor-page" onKeyDown={onKeyDown} data-testid="library-editor" data-kind={kind}>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to="/library">Library</Link> / <Link to={words.listPath}>{words.list}</Link> / {heading}
      </nav>
      {itemId !== null && <ItemSource kind={kind} id={itemId} onState={setItemState} />}
      {loadingItem ? (
        itemState?.error ? (
          <ErrorPanel
            info={itemState.error}
            onRetry={itemState.refresh}
            context={`Could not load this ${words.one}`}
          />
        ) : (
          <Loading label={`Loading the ${words.one}…`} />
        )
      ) : !ready ? (
        <Loading label="Looking for an unsaved draft…" />
      ) : (
        <>
          <div className="editor-toolbar">
            <label className="field editor-title">
              <span className="visually-hidden">Title</span>
              <input
                type="text"
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                readOnly={locked}
                aria-label="Title"
                data-testid="editor-title"
              />
            </label>
            {locked && (
              <span className="badge badge--neutral" data-testid="locked-badge" title={lock.detail}>
                <LockIcon /> Published
              </span>
            )}
            {kind === 'solver-template' &&
              (itemId === null ? (
                <label className="inline-field">
                  Track{' '}
                  <select value={track} onChange={(e) => setTrack(e.target.value)} data-testid="editor-track">
                    {(
                      targetDetail.data?.submissionSpec.catalog?.tracks ?? [
                        { id: 'solo' },
                        { id: 'marathon' },
                      ]
                    ).map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.id}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <span className="chip" title="Fixed after creation">
                  track {track}
                </span>
              ))}
            <span className="editor-toolbar__spacer" />
            {itemState && <Freshness state={itemState} />}
            <ByteCounter text={text} maxBytes={maxBytes} limitLabel={`${targetId} limits.maxBytes`} />
            <button
              type="button"
              className="btn"
              onClick={() => void save()}
              disabled={locked}
              data-testid="editor-save"
              title="Save to the server (Ctrl+S / ⌘S)"
            >
              Save <kbd>Ctrl+S</kbd>
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => setSubmitOpen(true)}
              disabled={size.level === 'over' || text.trim() === '' || !targetDetail.data}
              title={
                size.level === 'over'
                  ? `Too large: ${size.text}`
                  : !targetDetail.data
                    ? 'The competition’s details have not been read yet (connect once to load them).'
                    : undefined
              }
              data-testid="editor-submit"
            >
              Submit to {words.stage}…
            </button>
          </div>
          {size.level === 'over' && (
            <p className="field__error" data-testid="over-limit">
              Too large to submit to {targetDetail.data?.title ?? targetId}: {size.text}. Shorten it first
              (drafts and library saves are still possible).
            </p>
          )}
          {targets.length > 1 && (
            <label className="inline-field">
              Size limit and submission target{' '}
              <select value={targetId} onChange={(e) => setTarget(e.target.value)}>
                {targets.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          {locked && (
            <div className="notice notice--warn" role="note" data-testid="locked-note">
              <p>
                <strong>{lock.title}.</strong> {lock.detail} {lock.action}
              </p>
              <p>
                <button type="button" className="btn btn--small" onClick={() => void saveAsNew()}>
                  Save a copy as a new {words.one}
                </button>
              </p>
            </div>
          )}
          {restored && (
            <div className="notice" data-testid="draft-restored">
              <p>
                Restored unsaved draft from <LocalTime iso={restored} />.{' '}
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => void discardDraft()}
                  data-testid="discard-draft"
                >
                  Discard draft
                </button>
              </p>
            </div>
          )}
          {serverMoved && (
            <div className="notice notice--warn" data-testid="server-moved">
              <p>
                The server copy was changed elsewhere at <LocalTime iso={serverMoved} />. Your next save will
                show both versions side by side; nothing is overwritten without asking.
              </p>
            </div>
          )}
          {saveError && <ErrorPanel info={saveError} compact context="Could not queue the save" />}
          {entry && !entryGone && entry.status === 'failed' && entry.conflict ? (
            <ConflictPanel entry={entry} onResolved={onResolved} />
          ) : entry && !entryGone ? (
            <EntryStatus entry={entry}>
              {entry.status === 'failed' && (
                <>
                  <button type="button" className="btn btn--small btn--primary" onClick={() => void save()}>
                    Edit and retry (with the text as it is now)
                  </button>
                  <RetryDiscardButtons entryId={entry.id} onDiscard={() => setDiscarding(true)} />
                </>
              )}
            </EntryStatus>
          ) : (
            <p
              className="editor-state muted"
              data-testid="save-status"
              data-status={clean ? 'clean' : 'dirty'}
            >
              {clean
                ? 'Saved on the server.'
                : 'Unsaved changes — kept as a local draft; Ctrl+S saves to the server.'}
            </p>
          )}
          <CodeEditor
            value={text}
            onChange={setText}
            language={kind === 'cheatsheet' ? 'cheatsheet' : 'lean4'}
            readOnly={locked}
            readOnlyMessage={locked ? `${lock.title}. ${lock.action}` : undefined}
            onSave={() => void save()}
            onBlur={flush}
            markers={markers}
            height="calc(100vh - 320px)"
            ariaLabel={kind === 'cheatsheet' ? 'Cheatsheet text' : 'Solver code, Lean 4'}
            path={modelPath}
            testId="editor"
          />
          {leanMessages.length > 0 && (
            <div className="field__error" data-testid="lean-error" role="alert">
              {leanMessages.map((m) => (
                <p key={m}>{m}</p>
              ))}
            </div>
          )}
          <p className="field__hint">
            Drafts are kept on this computer as you type. Ctrl+S (⌘S) saves to the server through the outbox.
            {kind === 'solver-template' &&
              ' Type \\to, \\forall, \\and, \\ne, \\le, \\alpha… then a space for Lean symbols.'}
            {kind === 'cheatsheet' && ' {{equation1}} and {{equation2}} are filled in for each problem.'}{' '}
            Press Ctrl+M to make Tab move the focus out of the editor.
          </p>
          <Dialog
            open={submitOpen}
            title={`Submit to ${targetDetail.data?.title ?? words.stage}`}
            onClose={() => setSubmitOpen(false)}
            testId="editor-submit-dialog"
            wide
          >
            {targetDetail.data &&
              (kind === 'cheatsheet' ? (
                <CheatsheetSubmitForm competition={targetDetail.data} externalContent={text} />
              ) : (
                <SolverSubmitForm competition={targetDetail.data} externalCode={text} initialTrack={track} />
              ))}
            <div className="dialog__actions">
              <button type="button" className="btn" onClick={() => setSubmitOpen(false)}>
                Close
              </button>
            </div>
          </Dialog>
          <DiscardDialog
            entry={discarding ? entry : null}
            onClose={() => setDiscarding(false)}
            onDiscarded={() => setEntryId(null)}
          />
        </>
      )}
    </div>
  );
}
