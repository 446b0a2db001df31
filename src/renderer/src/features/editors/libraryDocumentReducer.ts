/**
 * The library editor's document as a state machine: what is on screen, what the server has, the
 * local draft it opened with, the save through the outbox and what became of it. Pure: no React,
 * no calls. `useLibraryDocument` feeds it what the reads and writes answered and carries out the
 * few calls that follow (draft removal, navigation), so every step here is tested on its own.
 */
import type { ApiErrorInfo, LibraryItem } from '../../../../shared/api';
import { errorInfo } from '../../../../shared/api/errors';
import type {
  ConflictCopy,
  Draft,
  MethodInput,
  OutboxEntryView,
  OutboxListEntry,
} from '../../../../shared/contract';
import { isOp } from '../../../../shared/contracts/outboxEntry';
import type { ConflictResolution } from '../../components/outbox/ConflictPanel';
import { isUnsure } from '../../components/outbox/unsure';
import { type EditableKind, KIND_WORDS } from '../../lib/targets';

/** Why Save does nothing while the last save may already be on the platform. */
export const UNSURE_SAVE =
  'Your last save may already be on the platform: say below whether it is, or send it again, before saving again. What you typed is kept as a local draft.';

export const BODY_FIELD = { cheatsheet: 'content', 'solver-template': 'solverCode' } as const;
type BodyField = (typeof BODY_FIELD)[EditableKind];

/** An item this editor opens: a cheatsheet or a solver template (the same shapes as a conflict's server copy). */
export type EditableItem = ConflictCopy;

/** A library item read back is one this editor can open (a Lean problem has no title or updatedAt). */
export function isEditable(item: LibraryItem): item is EditableItem {
  return typeof item.title === 'string' && typeof item.updatedAt === 'string';
}

interface Saved {
  text: string;
  title: string;
}

export interface LibraryDocumentState {
  kind: EditableKind;
  /** The key of this document's local draft (a new item's changes to `kind:id` once created). */
  draftKey: string;
  /** The editor model's path: the same for the editor's whole life (Monaco keeps undo per path). */
  modelPath: string;
  /** The server item's id; null until a new item is created. */
  itemId: string | null;
  /** The first content (server copy or draft) is on screen. */
  ready: boolean;
  text: string;
  title: string;
  track: string;
  /** What the server has, as far as this editor knows. */
  saved: Saved | null;
  /** The server copy's updatedAt this text was edited from. */
  base: string | null;
  /** When the draft shown was kept, if the editor opened on a local draft. */
  restored: string | null;
  /** The save followed in the outbox. */
  entryId: number | null;
  /** The create of a new item, followed until the server has it. */
  createEntryId: number | null;
  saveError: ApiErrorInfo | null;
  /** The newer updatedAt of a server copy that moved on while you had unsaved text. */
  serverMoved: string | null;
  /** The create entry whose item this document adopted (each is adopted once). */
  adoptedCreate: number | null;
  /** `id:updatedAt` of the last done save taken in (each is taken in once). */
  takenSave: string;
}

export type LibraryDocumentAction =
  /** The opening reads are in: the server copy (null for a new item), the draft, the outbox queue. */
  | { type: 'opened'; item: EditableItem | null; draft: Draft | null; queue: readonly OutboxListEntry[] }
  /** The server copy as read now; `busy` when a save of it is still on its way. */
  | { type: 'serverSeen'; item: EditableItem; busy: boolean }
  | { type: 'textEdited'; text: string }
  | { type: 'titleEdited'; title: string }
  | { type: 'trackChosen'; track: string }
  /** Save pressed: the last error goes, an empty title gets a name. */
  | { type: 'saveStarted' }
  | { type: 'saveQueued'; entry: OutboxEntryView; created: boolean }
  | { type: 'saveFailed'; error: ApiErrorInfo }
  /** The followed create entry as it is now. */
  | { type: 'createSeen'; entry: OutboxEntryView }
  /** The followed save entry as it is now. */
  | { type: 'saveSeen'; entry: OutboxEntryView }
  | { type: 'conflictResolved'; resolution: ConflictResolution }
  | { type: 'draftDiscarded'; serverUpdatedAt: string | null }
  | { type: 'entryForgotten' };

const newTitle = (kind: EditableKind) => `New ${KIND_WORDS[kind].one}`;
const bodyOf = (item: EditableItem, field: BodyField) => String(item[field] ?? '');

export function initialDocument(
  kind: EditableKind,
  routeId: string,
  draftParam: string | null,
  freshId: () => string,
): LibraryDocumentState {
  const isNew = routeId === 'new';
  // A new item's key is kept in the URL (`draftParam`) so a reload finds its draft again.
  const draftKey = isNew ? (draftParam ?? `${kind}:new-${freshId()}`) : `${kind}:${routeId}`;
  return {
    kind,
    draftKey,
    modelPath: `${draftKey}${kind === 'solver-template' ? '.lean' : '.txt'}`,
    itemId: isNew ? null : routeId,
    ready: false,
    text: '',
    title: '',
    track: 'solo',
    saved: null,
    base: null,
    restored: null,
    entryId: null,
    createEntryId: null,
    saveError: null,
    serverMoved: null,
    adoptedCreate: null,
    takenSave: '',
  };
}

/** The text and title on screen are what the server has. */
export function isClean(s: LibraryDocumentState): boolean {
  return s.saved !== null && s.text === s.saved.text && s.title === s.saved.title;
}

/**
 * A new item nobody has written in yet (no text, the title it opened with, no save on its way) is
 * no draft: leaving it keeps nothing, and the library lists no empty "unsaved" entry.
 */
export function isUntouched(s: LibraryDocumentState): boolean {
  return s.itemId === null && s.createEntryId === null && s.text === '' && s.title === newTitle(s.kind);
}

/** The newest save of this item still in the outbox, if any. */
export function openEntryFor(entries: readonly OutboxListEntry[], itemId: string): OutboxEntryView | null {
  let found: OutboxEntryView | null = null;
  for (const e of entries) {
    if (e.status === 'done') continue;
    if (isOp(e, 'library.update') && e.request.id === itemId && (!found || e.id > found.id)) found = e;
  }
  return found;
}

/** What Save does, given the save and the create still on their way (neither done nor gone). */
export type SavePlan =
  | { kind: 'refuse'; error: ApiErrorInfo }
  | { kind: 'edit'; id: number; body: Record<string, unknown> }
  | { kind: 'create'; input: MethodInput<'library.create'> }
  | { kind: 'update'; input: MethodInput<'library.update'> };

export function planSave(
  s: LibraryDocumentState,
  open: OutboxEntryView | null,
  create: OutboxEntryView | null,
): SavePlan {
  const field = BODY_FIELD[s.kind];
  const body = field === 'content' ? { content: s.text } : { solverCode: s.text };
  // A save that may already be on the platform is settled first (its UnsureChoice): editing it
  // in place and sending it could put a second copy there. The text stays as the local draft.
  if (open && isUnsure(open)) return { kind: 'refuse', error: errorInfo('MAYBE_DELIVERED', UNSURE_SAVE) };
  // A refused write is corrected in place: edit and retry, same entry.
  if (open?.status === 'failed' && !open.conflict)
    return { kind: 'edit', id: open.id, body: { title: s.title, ...body } };
  if (s.itemId === null && !create) {
    return {
      kind: 'create',
      input:
        s.kind === 'cheatsheet'
          ? { kind: 'cheatsheet', title: s.title, content: s.text }
          : { kind: 'solver-template', title: s.title, solverCode: s.text, track: s.track },
    };
  }
  // The core joins this to a write of the same item that has not been sent yet, or queues it
  // after one in flight (an item not created yet is addressed as local:<create entry>).
  const id = s.itemId ?? `local:${create?.id ?? ''}`;
  return { kind: 'update', input: { kind: s.kind, id, title: s.title, ...body, baseUpdatedAt: s.base } };
}

function opened(
  s: LibraryDocumentState,
  { item, draft, queue }: Extract<LibraryDocumentAction, { type: 'opened' }>,
): LibraryDocumentState {
  if (s.ready) return s;
  const serverText = item ? bodyOf(item, BODY_FIELD[s.kind]) : '';
  const serverTitle = item ? item.title : '';
  const meta = draft?.meta ?? {};
  const draftTitle = typeof meta.title === 'string' ? meta.title : serverTitle;
  const next: LibraryDocumentState = { ...s, ready: true };
  if (item) {
    next.saved = { text: serverText, title: serverTitle };
    next.base = item.updatedAt;
    if (typeof item.track === 'string') next.track = item.track;
  }
  // Opening shows the newer of server copy and local draft: a draft that differs is the newer.
  if (draft && (!item || draft.text !== serverText || draftTitle !== serverTitle)) {
    next.text = draft.text;
    next.title = draftTitle;
    if (typeof meta.track === 'string' && !item) next.track = meta.track;
    if (item && typeof meta.baseUpdatedAt === 'string') next.base = meta.baseUpdatedAt;
    if (typeof meta.entryId === 'number') next.entryId = meta.entryId;
    if (typeof meta.createEntryId === 'number' && !item) next.createEntryId = meta.createEntryId;
    next.restored = draft.savedAt;
  } else {
    next.text = serverText;
    next.title = item ? serverTitle : newTitle(s.kind);
  }
  // An existing item opens on its save still in the outbox, if any.
  if (s.itemId !== null) {
    const open = openEntryFor(queue, s.itemId);
    if (open) next.entryId = open.id;
  }
  return next;
}

/** A server copy that moved on is followed when nothing of yours would be lost, else reported. */
function serverSeen(s: LibraryDocumentState, item: EditableItem, busy: boolean): LibraryDocumentState {
  if (!s.ready || !s.saved || !s.base) return s;
  const updatedAt = item.updatedAt;
  if (updatedAt === s.base || Date.parse(updatedAt) <= Date.parse(s.base)) return s;
  if (busy) return s;
  if (isClean(s)) {
    const text = bodyOf(item, BODY_FIELD[s.kind]);
    return {
      ...s,
      text,
      title: item.title,
      saved: { text, title: item.title },
      base: updatedAt,
      serverMoved: null,
    };
  }
  return s.serverMoved === updatedAt ? s : { ...s, serverMoved: updatedAt };
}

/** The create is done: adopt the new item's id (and draft key) without losing what was typed. */
function createSeen(s: LibraryDocumentState, entry: OutboxEntryView): LibraryDocumentState {
  if (entry.status !== 'done' || s.adoptedCreate === entry.id) return s;
  if (!isOp(entry, 'library.create') || !entry.result) return s;
  const field = BODY_FIELD[s.kind];
  const body = entry.request.body;
  const sent = { text: String(body[field] ?? ''), title: String(body.title ?? '') };
  const result = entry.result;
  return {
    ...s,
    saved: sent,
    // A restored draft that is now exactly the server copy is not a draft any more.
    restored: s.text === sent.text && s.title === sent.title ? null : s.restored,
    // A cheatsheet or solver template (the kinds this editor opens) carries its updatedAt.
    base: typeof result.updatedAt === 'string' ? result.updatedAt : null,
    itemId: result.id,
    draftKey: `${s.kind}:${result.id}`,
    createEntryId: null,
    adoptedCreate: entry.id,
  };
}

/** A save is done: that text is now the server's. */
function saveSeen(s: LibraryDocumentState, entry: OutboxEntryView): LibraryDocumentState {
  if (entry.status !== 'done') return s;
  const mark = `${entry.id}:${entry.updatedAt}`;
  if (s.takenSave === mark) return s;
  if (!isOp(entry, 'library.update') && !isOp(entry, 'library.create')) return { ...s, takenSave: mark };
  const body = entry.request.body;
  const text = body[BODY_FIELD[s.kind]];
  const title = body.title;
  const updatedAt = entry.result?.updatedAt;
  return {
    ...s,
    takenSave: mark,
    saved: {
      text: typeof text === 'string' ? text : (s.saved?.text ?? ''),
      title: typeof title === 'string' ? title : (s.saved?.title ?? ''),
    },
    base: typeof updatedAt === 'string' ? updatedAt : s.base,
  };
}

function conflictResolved(s: LibraryDocumentState, r: ConflictResolution): LibraryDocumentState {
  if (r.kind === 'server') {
    const text = bodyOf(r.server, BODY_FIELD[s.kind]);
    const title = r.server.title;
    return {
      ...s,
      text,
      title,
      saved: { text, title },
      base: r.server.updatedAt,
      entryId: null,
      serverMoved: null,
    };
  }
  if (r.kind === 'merged') return { ...s, text: r.text, base: r.server.updatedAt, entryId: r.entry.id };
  return s; // overwrite: the entry is sent again as it is
}

export function libraryDocumentReducer(
  s: LibraryDocumentState,
  a: LibraryDocumentAction,
): LibraryDocumentState {
  switch (a.type) {
    case 'opened':
      return opened(s, a);
    case 'serverSeen':
      return serverSeen(s, a.item, a.busy);
    case 'textEdited':
      return { ...s, text: a.text };
    case 'titleEdited':
      return { ...s, title: a.title };
    case 'trackChosen':
      return { ...s, track: a.track };
    case 'saveStarted':
      return { ...s, saveError: null, title: s.title.trim() || `Untitled ${KIND_WORDS[s.kind].one}` };
    case 'saveQueued':
      return {
        ...s,
        entryId: a.entry.id,
        createEntryId: a.created ? a.entry.id : s.createEntryId,
        serverMoved: null,
      };
    case 'saveFailed':
      return { ...s, saveError: a.error };
    case 'createSeen':
      return createSeen(s, a.entry);
    case 'saveSeen':
      return saveSeen(s, a.entry);
    case 'conflictResolved':
      return conflictResolved(s, a.resolution);
    case 'draftDiscarded':
      return s.saved
        ? { ...s, restored: null, text: s.saved.text, title: s.saved.title, base: a.serverUpdatedAt }
        : { ...s, restored: null, text: '', title: newTitle(s.kind) };
    case 'entryForgotten':
      return { ...s, entryId: null };
  }
}
