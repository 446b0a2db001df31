import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ApiErrorInfo } from '../../../../shared/api';
import { errorInfo } from '../../../../shared/api/errors';
import type { OutboxEntryView, OutboxListEntry } from '../../../../shared/contract';
import { isOp } from '../../../../shared/contracts/outboxEntry';
import { call } from '../../bridge';
import type { ConflictResolution } from '../../components/outbox/ConflictPanel';
import { isUnsure } from '../../components/outbox/unsure';
import { toErrorInfo } from '../../lib/errors';
import { type EditableKind, KIND_WORDS } from '../../lib/targets';
import { useDraftAutosave } from '../../lib/useDraftAutosave';
import {
  useContractQuery,
  useOutboxCommands,
  useOutboxEntry,
  useOutboxList,
  useOutboxWrite,
} from '../../stores/query';
import { useCached } from '../../stores/useCached';

/** Why Save does nothing while the last save may already be on the platform. */
export const UNSURE_SAVE =
  'Your last save may already be on the platform: say below whether it is, or send it again, before saving again. What you typed is kept as a local draft.';

const BODY_FIELD = { cheatsheet: 'content', 'solver-template': 'solverCode' } as const;

/** The fields this editor uses, whatever the item's kind. */
export type EditableItem = {
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

function openEntryFor(entries: readonly OutboxListEntry[], itemId: string): OutboxEntryView | null {
  let found: OutboxEntryView | null = null;
  for (const e of entries) {
    if (e.status === 'done') continue;
    if (isOp(e, 'library.update') && e.request.id === itemId && (!found || e.id > found.id)) found = e;
  }
  return found;
}

/**
 * One library document (`routeId` is an item's id, or `new`): what is on screen, what the server
 * has, the local draft kept as you type, the save through the outbox and what became of it.
 *
 * Opening shows the newer of server copy and local draft; a new item's draft key is kept in the
 * URL (a reload finds it again) and, once the create is done, the editor adopts the item's id
 * without losing what was typed meanwhile. A server copy that moved on is followed when nothing of
 * yours would be lost, else reported. A published item is locked: nothing is saved or autosaved.
 */
export function useLibraryDocument(kind: EditableKind, routeId: string) {
  const words = KIND_WORDS[kind];
  const field = BODY_FIELD[kind];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
  const itemState = useCached('library.get', { kind, id: itemId ?? '' }, { enabled: itemId !== null });
  const item = (itemId !== null ? itemState.data : null) as unknown as EditableItem | null;

  const [ready, setReady] = useState(false);
  // The draft as it was when the document opened: read once (later changes are this editor's own).
  const openingDraft = useContractQuery(
    'drafts.get',
    { key: draftKey },
    { enabled: !ready, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 },
  );

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
  const { entry, gone: entryGone } = useOutboxEntry(entryId);
  // The create of a new item, watched until the server has it (then the editor adopts its id).
  const [createEntryId, setCreateEntryId] = useState<number | null>(null);
  const { entry: createEntry, gone: createGone } = useOutboxEntry(createEntryId);
  // An existing item opens on its save still in the outbox, if any.
  const queue = useOutboxList();
  const outboxLoaded = queue.data !== undefined || queue.error !== null;
  const commands = useOutboxCommands();
  const createWrite = useOutboxWrite('library.create').mutateAsync;
  const updateWrite = useOutboxWrite('library.update').mutateAsync;

  const locked = Boolean(item?.publishedContributorNetworkItemId);
  const clean = saved !== null && text === saved.text && title === saved.title;
  // A new item nobody has written in yet (no text, the title it opened with, no save on its way)
  // is no draft: leaving it keeps nothing, and the library lists no empty "unsaved" entry.
  const untouched = itemId === null && createEntryId === null && text === '' && title === `New ${words.one}`;
  const { flush, remove, markExisting } = useDraftAutosave(
    draftKey,
    { text, meta: { title, track, baseUpdatedAt: base, entryId, createEntryId, itemId } },
    ready && !locked,
    clean || untouched,
  );
  const removeDraft = useCallback(
    async (key: string) => {
      await remove(key);
      await queryClient.invalidateQueries({ queryKey: ['drafts.list'] });
    },
    [remove, queryClient],
  );

  // ------------------------------------------------------------ first content: server or draft
  const draftRead = openingDraft.isFetchedAfterMount && !openingDraft.isFetching;
  const draft = openingDraft.data ?? null; // a failed read counts as no draft
  useEffect(() => {
    if (ready || !draftRead) return;
    if (itemId !== null && !item) return; // wait for the server copy (or the cache)
    if (itemId !== null && !outboxLoaded) return;
    const serverText = item ? String(item[field] ?? '') : '';
    const serverTitle = item ? item.title : '';
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
      if (draft) void removeDraft(draftKey);
    }
    if (itemId !== null) {
      const open = openEntryFor(queue.data ?? [], itemId);
      if (open) setEntryId(open.id);
    }
    setReady(true);
  }, [
    ready,
    draftRead,
    draft,
    itemId,
    item,
    outboxLoaded,
    queue.data,
    draftKey,
    field,
    words.one,
    markExisting,
    removeDraft,
    setText,
    setTitle,
  ]);

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
    // A save that may already be on the platform is settled first (its UnsureChoice): editing it
    // in place and sending it could put a second copy there. The text stays as the local draft.
    if (open && isUnsure(open)) {
      setSaveError(errorInfo('MAYBE_DELIVERED', UNSURE_SAVE));
      return;
    }
    try {
      // A refused write is corrected in place: edit and retry, same entry.
      if (open?.status === 'failed' && !open.conflict) {
        await commands.edit(open.id, fields);
        return;
      }
      let e: OutboxEntryView;
      if (itemId === null && !create) {
        e =
          kind === 'cheatsheet'
            ? await createWrite({ kind, title: cleanTitle, content: text })
            : await createWrite({ kind, title: cleanTitle, solverCode: text, track });
        setCreateEntryId(e.id);
      } else {
        // The core joins this to a write of the same item that has not been sent yet, or queues
        // it after one in flight (an item not created yet is addressed as local:<create entry>).
        e = await updateWrite({
          kind,
          id: itemId ?? `local:${create!.id}`,
          title: cleanTitle,
          [field]: text,
          baseUpdatedAt: base,
        });
      }
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
    commands,
    createWrite,
    updateWrite,
  ]);

  // The create is done: adopt the new item's id (URL, draft key) without losing what was typed.
  const createHandled = useRef<number | null>(null);
  useEffect(() => {
    if (createEntry?.status !== 'done' || createHandled.current === createEntry.id) return;
    if (!isOp(createEntry, 'library.create')) return;
    const result = createEntry.result;
    const req = createEntry.request;
    if (!result) return;
    createHandled.current = createEntry.id;
    const sent = { text: String(req.body[field] ?? ''), title: String(req.body.title ?? '') };
    setSaved(sent);
    // A restored draft that is now exactly the server copy is not a draft any more.
    if (textRef.current === sent.text && titleRef.current === sent.title) setRestored(null);
    // A cheatsheet or solver template (the kinds this editor opens) carries its updatedAt.
    setBase(typeof result.updatedAt === 'string' ? result.updatedAt : null);
    setItemId(result.id);
    void removeDraft(draftKey);
    setDraftKey(`${kind}:${result.id}`);
    setCreateEntryId(null);
    navigate(`/library/${kind}/${encodeURIComponent(result.id)}`, {
      replace: true,
      state: { adoptedFrom: 'new' },
    });
  }, [createEntry, field, draftKey, kind, navigate, removeDraft]);

  // A save is done: that text is now the server's.
  const handled = useRef<string>('');
  useEffect(() => {
    if (entry?.status !== 'done') return;
    const mark = `${entry.id}:${entry.updatedAt}`;
    if (handled.current === mark) return;
    handled.current = mark;
    if (!isOp(entry, 'library.update') && !isOp(entry, 'library.create')) return;
    const req = entry.request;
    const result = entry.result;
    setSaved((prev) => ({
      text: typeof req.body[field] === 'string' ? String(req.body[field]) : (prev?.text ?? ''),
      title: typeof req.body.title === 'string' ? String(req.body.title) : (prev?.title ?? ''),
    }));
    if (typeof result?.updatedAt === 'string') setBase(result.updatedAt);
  }, [entry, field]);

  const resolveConflict = (r: ConflictResolution) => {
    if (r.kind === 'server') {
      const srv = r.server;
      const serverText = String(srv[field] ?? '');
      setText(serverText);
      setTitle(srv.title);
      setSaved({ text: serverText, title: srv.title });
      setBase(srv.updatedAt);
      setEntryId(null);
      setServerMoved(null);
    } else if (r.kind === 'merged') {
      setText(r.text);
      setBase(r.server.updatedAt);
      setEntryId(r.entry.id);
    }
  };

  const discardDraft = async () => {
    await removeDraft(draftKey);
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

  /** A locked item's text as the draft of a new item, opened in a new editor. */
  const saveAsNew = async () => {
    const key = `${kind}:new-${crypto.randomUUID()}`;
    await call('drafts.put', { key, text, meta: { title: `${title} (copy)`, track } }).catch(() => null);
    await queryClient.invalidateQueries({ queryKey: ['drafts.list'] });
    navigate(`/library/${kind}/new?draft=${encodeURIComponent(key)}`);
  };

  return {
    draftKey,
    /** The editor model's path: the same for the editor's whole life. */
    modelPath,
    itemId,
    item,
    itemState,
    /** The first content (server copy or draft) is on screen. */
    ready,
    /** Still waiting for the server copy of an existing item. */
    loadingItem: !ready && itemId !== null && !item,
    text,
    title,
    track,
    setText,
    setTitle,
    setTrack,
    locked,
    clean,
    restored,
    serverMoved,
    saveError,
    /** The save being followed in the outbox, unless it is gone from there. */
    entry: entry && !entryGone ? entry : null,
    flush,
    save,
    resolveConflict,
    discardDraft,
    saveAsNew,
    forgetEntry: () => setEntryId(null),
  };
}

export type LibraryDocument = ReturnType<typeof useLibraryDocument>;
