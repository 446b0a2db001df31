import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../bridge';
import type { ConflictResolution } from '../../components/outbox/ConflictPanel';
import { toErrorInfo } from '../../lib/errors';
import type { EditableKind } from '../../lib/targets';
import { useDraftAutosave } from '../../lib/useDraftAutosave';
import {
  useContractQuery,
  useOutboxCommands,
  useOutboxEntry,
  useOutboxList,
  useOutboxWrite,
} from '../../stores/query';
import { useCached } from '../../stores/useCached';
import {
  initialDocument,
  isClean,
  isEditable,
  isUntouched,
  type LibraryDocumentAction,
  type LibraryDocumentState,
  libraryDocumentReducer,
  planSave,
} from './libraryDocumentReducer';

export { type EditableItem, UNSURE_SAVE } from './libraryDocumentReducer';

/**
 * The reducer's state, with the latest state readable at once: Ctrl+S right after a keystroke must
 * save what is on screen, not the last rendered value.
 */
function useDocumentState(init: () => LibraryDocumentState) {
  const [state, setState] = useState(init);
  const latest = useRef(state);
  const dispatch = useCallback((action: LibraryDocumentAction) => {
    latest.current = libraryDocumentReducer(latest.current, action);
    setState(latest.current);
  }, []);
  return [state, dispatch, latest] as const;
}

/**
 * One library document (`routeId` is an item's id, or `new`): the state machine of
 * libraryDocumentReducer.ts, fed by the reads (server copy, opening draft, outbox entries) and
 * carried out through the outbox, the local draft and the URL.
 *
 * Opening shows the newer of server copy and local draft; a new item's draft key is kept in the
 * URL (a reload finds it again) and, once the create is done, the editor adopts the item's id
 * without losing what was typed meanwhile. A server copy that moved on is followed when nothing of
 * yours would be lost, else reported. A published item is locked: nothing is saved or autosaved.
 */
export function useLibraryDocument(kind: EditableKind, routeId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [state, dispatch, latest] = useDocumentState(() =>
    initialDocument(kind, routeId, searchParams.get('draft'), () => crypto.randomUUID()),
  );
  const { draftKey, itemId, ready, text, title, track, base, entryId, createEntryId } = state;

  // A new item's draft key is kept in the URL, so a reload (or a crash and restart) finds it again.
  const isNewRoute = routeId === 'new';
  useEffect(() => {
    if (isNewRoute && itemId === null && searchParams.get('draft') !== draftKey)
      navigate(`/library/${kind}/new?draft=${encodeURIComponent(draftKey)}`, { replace: true });
  }, [isNewRoute, itemId, searchParams, draftKey, kind, navigate]);

  // ------------------------------------------------------------ reads
  const itemState = useCached('library.get', { kind, id: itemId ?? '' }, { enabled: itemId !== null });
  const read = itemId !== null ? itemState.data : null;
  const item = read && isEditable(read) ? read : null;
  // The draft as it was when the document opened: read once (later changes are this editor's own).
  const openingDraft = useContractQuery(
    'drafts.get',
    { key: draftKey },
    { enabled: !ready, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 },
  );
  const { entry, gone: entryGone } = useOutboxEntry(entryId);
  const { entry: createEntry, gone: createGone } = useOutboxEntry(createEntryId);
  const queue = useOutboxList();
  const outboxLoaded = queue.data !== undefined || queue.error !== null;
  const commands = useOutboxCommands();
  const createWrite = useOutboxWrite('library.create').mutateAsync;
  const updateWrite = useOutboxWrite('library.update').mutateAsync;

  // ------------------------------------------------------------ the local draft
  const locked = Boolean(item?.publishedContributorNetworkItemId);
  const clean = isClean(state);
  const { flush, remove, markExisting } = useDraftAutosave(
    draftKey,
    { text, meta: { title, track, baseUpdatedAt: base, entryId, createEntryId, itemId } },
    ready && !locked,
    clean || isUntouched(state),
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
    if (itemId !== null && (!item || !outboxLoaded)) return; // wait for the server copy and the queue
    dispatch({ type: 'opened', item, draft, queue: queue.data ?? [] });
    if (!draft) return;
    // The reducer kept the draft (restored) or found it equal to the server copy (then it goes).
    if (latest.current.restored !== null) markExisting({ text: draft.text, meta: draft.meta });
    else void removeDraft(draftKey);
  }, [
    ready,
    draftRead,
    draft,
    itemId,
    item,
    outboxLoaded,
    queue.data,
    draftKey,
    markExisting,
    removeDraft,
    dispatch,
    latest,
  ]);

  // ------------------------------------------------------------ the server copy moved on
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reducer reads the latest state; asked again when the text, the saved copy or the base change (clean or not decides).
  useEffect(() => {
    if (item) dispatch({ type: 'serverSeen', item, busy: Boolean(entry && entry.status !== 'done') });
  }, [item, entry, ready, clean, state.saved, base, dispatch]);

  // ------------------------------------------------------------ the outbox answered
  useEffect(() => {
    if (!createEntry) return;
    const before = latest.current;
    dispatch({ type: 'createSeen', entry: createEntry });
    const after = latest.current;
    if (after.adoptedCreate === before.adoptedCreate || after.itemId === null) return;
    void removeDraft(before.draftKey);
    navigate(`/library/${kind}/${encodeURIComponent(after.itemId)}`, {
      replace: true,
      state: { adoptedFrom: 'new' },
    });
  }, [createEntry, kind, navigate, removeDraft, dispatch, latest]);

  useEffect(() => {
    if (entry) dispatch({ type: 'saveSeen', entry });
  }, [entry, dispatch]);

  // ------------------------------------------------------------ saving
  const save = useCallback(async () => {
    if (locked || !ready) return;
    flush();
    dispatch({ type: 'saveStarted' });
    const open = entry && !entryGone && entry.status !== 'done' ? entry : null;
    const create = createEntry && !createGone && createEntry.status !== 'done' ? createEntry : null;
    const plan = planSave(latest.current, open, create);
    if (plan.kind === 'refuse') return dispatch({ type: 'saveFailed', error: plan.error });
    try {
      if (plan.kind === 'edit') {
        await commands.edit(plan.id, plan.body);
        return;
      }
      const queued = plan.kind === 'create' ? await createWrite(plan.input) : await updateWrite(plan.input);
      dispatch({ type: 'saveQueued', entry: queued, created: plan.kind === 'create' });
    } catch (err) {
      dispatch({ type: 'saveFailed', error: toErrorInfo(err) });
    }
  }, [
    locked,
    ready,
    flush,
    entry,
    entryGone,
    createEntry,
    createGone,
    commands,
    createWrite,
    updateWrite,
    dispatch,
    latest,
  ]);

  const setText = useCallback((t: string) => dispatch({ type: 'textEdited', text: t }), [dispatch]);
  const setTitle = useCallback((t: string) => dispatch({ type: 'titleEdited', title: t }), [dispatch]);
  const setTrack = useCallback((t: string) => dispatch({ type: 'trackChosen', track: t }), [dispatch]);

  const discardDraft = async () => {
    await removeDraft(draftKey);
    dispatch({ type: 'draftDiscarded', serverUpdatedAt: item ? item.updatedAt : null });
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
    modelPath: state.modelPath,
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
    restored: state.restored,
    serverMoved: state.serverMoved,
    saveError: state.saveError,
    /** The save being followed in the outbox, unless it is gone from there. */
    entry: entry && !entryGone ? entry : null,
    flush,
    save,
    resolveConflict: (resolution: ConflictResolution) => dispatch({ type: 'conflictResolved', resolution }),
    discardDraft,
    saveAsNew,
    forgetEntry: () => dispatch({ type: 'entryForgotten' }),
  };
}

export type LibraryDocument = ReturnType<typeof useLibraryDocument>;
