/**
 * The library editor's state machine on its own (no React, no core): each step a user meets —
 * opening, typing, saving through the outbox, the save confirmed or refused, a server copy changed
 * elsewhere, a new item created, and working offline.
 */
import { describe, expect, it } from 'vitest';
import {
  type EditableItem,
  initialDocument,
  isClean,
  isUntouched,
  type LibraryDocumentAction,
  type LibraryDocumentState,
  libraryDocumentReducer,
  planSave,
  UNSURE_SAVE,
} from '../../../src/renderer/src/features/editors/libraryDocumentReducer';
import { errorInfo } from '../../../src/shared/api/errors';
import type { Draft, OutboxEntryView } from '../../../src/shared/contract';

const T0 = '2026-11-22T10:00:00.000Z';
const T1 = '2026-11-22T11:00:00.000Z';
const T2 = '2026-11-22T12:00:00.000Z';

const item = (extra: Partial<EditableItem> = {}): EditableItem => ({
  id: 'cs-1',
  title: 'Basics',
  content: 'server text',
  createdAt: T0,
  updatedAt: T0,
  sourceContributorNetworkItemId: null,
  publishedContributorNetworkItemId: null,
  ...extra,
});

const draft = (text: string, meta: Record<string, unknown> = { title: 'Basics' }): Draft => ({
  key: 'cheatsheet:cs-1',
  text,
  meta,
  savedAt: T1,
});

type Update = OutboxEntryView<'library.update'>;
type Create = OutboxEntryView<'library.create'>;

const common = {
  connectionId: 'conn-a',
  summary: 'Save cheatsheet “Basics”',
  attempts: 0,
  nextAttemptAt: null,
  error: null,
  result: null,
  rateLimit: null,
  conflict: null,
  candidates: null,
  note: null,
  inFlightUntil: null,
  createdAt: T0,
  updatedAt: T0,
};

function update(id: number, status: Update['status'], extra: Partial<Update> = {}): Update {
  return {
    ...common,
    id,
    status,
    request: {
      op: 'library.update',
      kind: 'cheatsheet',
      id: 'cs-1',
      body: { title: 'Basics', content: 'typed' },
      baseUpdatedAt: T0,
    },
    ...extra,
  };
}

function create(id: number, status: Create['status'], extra: Partial<Create> = {}): Create {
  return {
    ...common,
    id,
    status,
    request: { op: 'library.create', kind: 'cheatsheet', body: { title: 'Notes', content: 'first' } },
    ...extra,
  };
}

const run = (s: LibraryDocumentState, ...actions: LibraryDocumentAction[]) =>
  actions.reduce(libraryDocumentReducer, s);

const fresh = (routeId = 'cs-1', draftParam: string | null = null) =>
  initialDocument('cheatsheet', routeId, draftParam, () => 'u-1');

/** An existing item opened on its server copy. */
const openedOnServer = (server = item()) =>
  run(fresh(), { type: 'opened', item: server, draft: null, queue: [] });

describe('libraryDocumentReducer: opening', () => {
  it('starts not ready, with the draft key and model path of the route', () => {
    expect(fresh()).toMatchObject({
      ready: false,
      itemId: 'cs-1',
      draftKey: 'cheatsheet:cs-1',
      modelPath: 'cheatsheet:cs-1.txt',
    });
    expect(fresh('new')).toMatchObject({ itemId: null, draftKey: 'cheatsheet:new-u-1' });
    expect(fresh('new', 'cheatsheet:new-kept')).toMatchObject({ draftKey: 'cheatsheet:new-kept' });
    expect(initialDocument('solver-template', 'st-1', null, () => 'x').modelPath).toBe(
      'solver-template:st-1.lean',
    );
  });

  it('opens on the server copy when there is no draft: saved and clean', () => {
    const s = openedOnServer();
    expect(s).toMatchObject({ ready: true, text: 'server text', title: 'Basics', base: T0, restored: null });
    expect(isClean(s)).toBe(true);
  });

  it('opens on a local draft that differs, with its base, and says it was restored', () => {
    const s = run(fresh(), {
      type: 'opened',
      item: item({ updatedAt: T1 }),
      draft: draft('draft text', { title: 'Mine', baseUpdatedAt: T0, entryId: 4 }),
      queue: [],
    });
    expect(s).toMatchObject({ text: 'draft text', title: 'Mine', base: T0, entryId: 4, restored: T1 });
    expect(isClean(s)).toBe(false);
  });

  it('a draft equal to the server copy is no restored draft', () => {
    const s = run(fresh(), { type: 'opened', item: item(), draft: draft('server text'), queue: [] });
    expect(s).toMatchObject({ text: 'server text', restored: null });
  });

  it('opens on the save of this item still in the outbox (the newest)', () => {
    const queue = [update(3, 'pending'), update(5, 'failed'), update(9, 'done')];
    const s = run(fresh(), { type: 'opened', item: item(), draft: null, queue });
    expect(s.entryId).toBe(5);
  });

  it('a new item opens empty with its kind in the title, and is untouched until typed in', () => {
    const s = run(fresh('new'), { type: 'opened', item: null, draft: null, queue: [] });
    expect(s).toMatchObject({ ready: true, text: '', title: 'New cheatsheet', saved: null });
    expect(isUntouched(s)).toBe(true);
    expect(isUntouched(run(s, { type: 'textEdited', text: 'x' }))).toBe(false);
  });

  it('opens once: a later opening read changes nothing', () => {
    const s = openedOnServer();
    expect(run(s, { type: 'opened', item: item({ content: 'other' }), draft: null, queue: [] })).toBe(s);
  });
});

describe('libraryDocumentReducer: editing and saving', () => {
  it('typing makes the document dirty; typing back makes it clean again', () => {
    const typed = run(openedOnServer(), { type: 'textEdited', text: 'typed' });
    expect(isClean(typed)).toBe(false);
    expect(isClean(run(typed, { type: 'textEdited', text: 'server text' }))).toBe(true);
    expect(
      isClean(run(typed, { type: 'textEdited', text: 'server text' }, { type: 'titleEdited', title: 'X' })),
    ).toBe(false);
  });

  it('Save plans an update of the item with the base it was edited from, and an empty title gets a name', () => {
    const s = run(
      openedOnServer(),
      { type: 'textEdited', text: 'typed' },
      { type: 'titleEdited', title: '   ' },
      { type: 'saveStarted' },
    );
    expect(s.title).toBe('Untitled cheatsheet');
    expect(planSave(s, null, null)).toEqual({
      kind: 'update',
      input: {
        kind: 'cheatsheet',
        id: 'cs-1',
        title: 'Untitled cheatsheet',
        content: 'typed',
        baseUpdatedAt: T0,
      },
    });
  });

  it('a new item is created first, then updated as local:<create entry> while the create is on its way', () => {
    const s = run(
      fresh('new'),
      { type: 'opened', item: null, draft: null, queue: [] },
      { type: 'textEdited', text: 'first' },
    );
    expect(planSave(s, null, null)).toEqual({
      kind: 'create',
      input: { kind: 'cheatsheet', title: 'New cheatsheet', content: 'first' },
    });
    const queued = run(s, { type: 'saveQueued', entry: create(11, 'pending'), created: true });
    expect(queued).toMatchObject({ entryId: 11, createEntryId: 11 });
    expect(planSave(queued, null, create(11, 'pending'))).toMatchObject({
      kind: 'update',
      input: { id: 'local:11', content: 'first' },
    });
  });

  it('a solver template is created with its track', () => {
    const s = run(
      initialDocument('solver-template', 'new', null, () => 'u'),
      { type: 'opened', item: null, draft: null, queue: [] },
      { type: 'trackChosen', track: 'team' },
      { type: 'textEdited', text: 'theorem x' },
    );
    expect(planSave(s, null, null)).toEqual({
      kind: 'create',
      input: {
        kind: 'solver-template',
        title: 'New solver template',
        solverCode: 'theorem x',
        track: 'team',
      },
    });
  });

  it('a queued save is followed and clears a stale "changed elsewhere" notice', () => {
    const moved = run(
      openedOnServer(),
      { type: 'textEdited', text: 'typed' },
      { type: 'serverSeen', item: item({ updatedAt: T1 }), busy: false },
    );
    expect(moved.serverMoved).toBe(T1);
    const queued = run(moved, { type: 'saveQueued', entry: update(7, 'pending'), created: false });
    expect(queued).toMatchObject({ entryId: 7, createEntryId: null, serverMoved: null });
  });

  it('a confirmed save makes that text the server copy (clean), with the new base, taken in once', () => {
    const queued = run(
      openedOnServer(),
      { type: 'textEdited', text: 'typed' },
      { type: 'saveQueued', entry: update(7, 'pending'), created: false },
    );
    expect(run(queued, { type: 'saveSeen', entry: update(7, 'pending') })).toBe(queued);
    const done = update(7, 'done', { updatedAt: T1, result: item({ content: 'typed', updatedAt: T1 }) });
    const s = run(queued, { type: 'saveSeen', entry: done });
    expect(s).toMatchObject({ saved: { text: 'typed', title: 'Basics' }, base: T1 });
    expect(isClean(s)).toBe(true);
    // The same answer seen again (a re-read of the queue) changes nothing, even after more typing.
    const more = run(s, { type: 'textEdited', text: 'more' });
    expect(run(more, { type: 'saveSeen', entry: done })).toBe(more);
  });

  it('a refused write is corrected in place: Save edits that entry with the text as it is now', () => {
    const refused = update(7, 'failed', { error: errorInfo('LEAN_SOURCE_INVALID', 'Does not parse') });
    const s = run(openedOnServer(), { type: 'textEdited', text: 'shorter' }, { type: 'saveStarted' });
    expect(planSave(s, refused, null)).toEqual({
      kind: 'edit',
      id: 7,
      body: { title: 'Basics', content: 'shorter' },
    });
  });

  it('a write that fails to queue keeps the text and says why', () => {
    const error = errorInfo('INVALID_INPUT', 'Title too long');
    const s = run(
      openedOnServer(),
      { type: 'textEdited', text: 'kept' },
      { type: 'saveStarted' },
      { type: 'saveFailed', error },
    );
    expect(s).toMatchObject({ text: 'kept', saveError: error });
    expect(isClean(s)).toBe(false);
    // The next Save starts without the old error.
    expect(run(s, { type: 'saveStarted' }).saveError).toBeNull();
  });

  it('Save refuses while the last save may already be on the platform, and keeps the text', () => {
    const unsure = update(7, 'failed', { error: errorInfo('MAYBE_DELIVERED', 'Lost answer') });
    const s = run(openedOnServer(), { type: 'textEdited', text: 'kept' }, { type: 'saveStarted' });
    const plan = planSave(s, unsure, null);
    expect(plan).toMatchObject({ kind: 'refuse', error: { code: 'MAYBE_DELIVERED', message: UNSURE_SAVE } });
    if (plan.kind !== 'refuse') throw new Error('expected a refusal');
    expect(run(s, { type: 'saveFailed', error: plan.error })).toMatchObject({
      text: 'kept',
      saveError: plan.error,
    });
  });
});

describe('libraryDocumentReducer: the server copy changed elsewhere', () => {
  it('follows a newer server copy when nothing of yours would be lost', () => {
    const s = run(openedOnServer(), {
      type: 'serverSeen',
      item: item({ content: 'theirs', title: 'Theirs', updatedAt: T1 }),
      busy: false,
    });
    expect(s).toMatchObject({ text: 'theirs', title: 'Theirs', base: T1, serverMoved: null });
    expect(isClean(s)).toBe(true);
  });

  it('reports it while you have unsaved text, and keeps your text', () => {
    const s = run(
      openedOnServer(),
      { type: 'textEdited', text: 'mine' },
      { type: 'serverSeen', item: item({ content: 'theirs', updatedAt: T1 }), busy: false },
    );
    expect(s).toMatchObject({ text: 'mine', serverMoved: T1, base: T0 });
  });

  it('ignores the same or an older copy, and any copy while a save is on its way', () => {
    const typed = run(openedOnServer(), { type: 'textEdited', text: 'mine' });
    expect(run(typed, { type: 'serverSeen', item: item(), busy: false })).toBe(typed);
    expect(
      run(typed, { type: 'serverSeen', item: item({ updatedAt: '2026-11-22T09:00:00.000Z' }), busy: false }),
    ).toBe(typed);
    expect(run(typed, { type: 'serverSeen', item: item({ updatedAt: T1 }), busy: true })).toBe(typed);
  });

  it('a conflict resolved with the server copy takes it whole and stops following the save', () => {
    const s = run(
      openedOnServer(),
      { type: 'textEdited', text: 'mine' },
      { type: 'saveQueued', entry: update(7, 'pending'), created: false },
      { type: 'serverSeen', item: item({ updatedAt: T1 }), busy: false },
      {
        type: 'conflictResolved',
        resolution: { kind: 'server', server: item({ content: 'theirs', updatedAt: T2 }) },
      },
    );
    expect(s).toMatchObject({ text: 'theirs', base: T2, entryId: null, serverMoved: null });
    expect(isClean(s)).toBe(true);
  });

  it('a merged conflict shows the merged text over the newer base and follows the new save', () => {
    const s = run(
      openedOnServer(),
      { type: 'textEdited', text: 'mine' },
      {
        type: 'conflictResolved',
        resolution: {
          kind: 'merged',
          text: 'mine + theirs',
          server: item({ updatedAt: T2 }),
          entry: update(8, 'pending'),
        },
      },
    );
    expect(s).toMatchObject({ text: 'mine + theirs', base: T2, entryId: 8 });
    expect(isClean(s)).toBe(false);
  });
});

describe('libraryDocumentReducer: a new item created, a draft discarded, offline', () => {
  it('adopts the created item: its id, its draft key, and what was sent as the server copy', () => {
    const s = run(
      fresh('new'),
      { type: 'opened', item: null, draft: null, queue: [] },
      { type: 'textEdited', text: 'first' },
      { type: 'titleEdited', title: 'Notes' },
      { type: 'saveQueued', entry: create(11, 'pending'), created: true },
    );
    const done = create(11, 'done', { result: { ...item({ id: 'cs-9', updatedAt: T1 }), content: 'first' } });
    const adopted = run(s, { type: 'createSeen', entry: done });
    expect(adopted).toMatchObject({
      itemId: 'cs-9',
      draftKey: 'cheatsheet:cs-9',
      modelPath: 'cheatsheet:new-u-1.txt',
      createEntryId: null,
      base: T1,
      saved: { text: 'first', title: 'Notes' },
    });
    expect(isClean(adopted)).toBe(true);
    expect(run(adopted, { type: 'createSeen', entry: done })).toBe(adopted);
    // A create not done yet adopts nothing.
    expect(run(s, { type: 'createSeen', entry: create(11, 'sending') })).toBe(s);
  });

  it('a restored draft whose text the create sent is no draft any more; one typed in since still is', () => {
    const restored = run(
      fresh('new', 'cheatsheet:new-kept'),
      { type: 'opened', item: null, draft: draft('first', { title: 'Notes' }), queue: [] },
      { type: 'saveQueued', entry: create(11, 'pending'), created: true },
    );
    expect(restored.restored).toBe(T1);
    const done = create(11, 'done', { result: { ...item({ id: 'cs-9', updatedAt: T1 }), content: 'first' } });
    expect(run(restored, { type: 'createSeen', entry: done }).restored).toBeNull();
    const typed = run(
      restored,
      { type: 'textEdited', text: 'first, then more' },
      { type: 'createSeen', entry: done },
    );
    expect(typed.restored).toBe(T1);
  });

  it('discarding the draft goes back to the server copy', () => {
    const s = run(
      fresh(),
      {
        type: 'opened',
        item: item({ updatedAt: T1 }),
        draft: draft('draft text', { baseUpdatedAt: T0 }),
        queue: [],
      },
      { type: 'draftDiscarded', serverUpdatedAt: T1 },
    );
    expect(s).toMatchObject({ text: 'server text', title: 'Basics', base: T1, restored: null });
  });

  it('opens offline from the cached copy and still plans the save through the outbox', () => {
    // Offline the read answers from the cache: the same copy, so the same opening and the same save.
    const s = run(openedOnServer(), { type: 'textEdited', text: 'typed offline' }, { type: 'saveStarted' });
    expect(planSave(s, null, null)).toMatchObject({
      kind: 'update',
      input: { content: 'typed offline', baseUpdatedAt: T0 },
    });
    const queued = run(s, { type: 'saveQueued', entry: update(7, 'pending'), created: false });
    expect(queued).toMatchObject({ entryId: 7, saveError: null, text: 'typed offline' });
  });
});
