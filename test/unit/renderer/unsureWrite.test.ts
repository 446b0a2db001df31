// @vitest-environment happy-dom
/**
 * A write that may already be on the platform (MAYBE_DELIVERED), in the hooks that follow writes,
 * in a real React root against a stand-in for the core: the choice itself (adopt a listed record,
 * check again, send again only once confirmed), a Playground run start that stops as unsure and is
 * adopted, and a submission that cannot be edited or queued over such an entry.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { core, appStatus, deferred, renderHook } = await vi.hoisted(async () => await import('./fakeCore'));

import { isUnsure } from '../../../src/renderer/src/components/outbox/unsure';
import { useUnsureChoice } from '../../../src/renderer/src/components/outbox/useUnsureChoice';
import { useSubmitFlow } from '../../../src/renderer/src/components/submit/useSubmitFlow';
import { useLibraryDocument } from '../../../src/renderer/src/features/editors/useLibraryDocument';
import { type CreateInput, useRunCreate } from '../../../src/renderer/src/features/playground/useRunCreate';
import { createQueryClient, QueryProvider, STATUS_KEY } from '../../../src/renderer/src/stores/query';
import type { ApiErrorInfo } from '../../../src/shared/api';
import type { OutboxCandidate, OutboxEntryView } from '../../../src/shared/contract';

const T0 = '2026-11-22T10:00:00.000Z';
const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const ADOPTED = 'Adopted Run run_0042, pending as this write.';

function problem(code: ApiErrorInfo['code'], message = ''): ApiErrorInfo {
  return { code, message, status: null, fieldErrors: [], retryAfterSec: null, rateLimit: null };
}

const candidate = (id: string): OutboxCandidate => ({
  id,
  label: `Run ${id}, pending`,
  madeAt: null,
  result: { runId: id, status: 'pending' } as never,
});

type Op = 'playground.run.create' | 'submission.create' | 'library.create';

function entry(id: number, op: Op, extra: Partial<OutboxEntryView> = {}) {
  return {
    id,
    connectionId: 'conn-a',
    request: { op } as never,
    summary: op,
    status: 'pending',
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
    ...extra,
  } as OutboxEntryView;
}

/** The state the core leaves such an entry in: failed, MAYBE_DELIVERED, with what could be it. */
const unsure = (candidates: OutboxCandidate[]): Partial<OutboxEntryView> => ({
  status: 'failed',
  attempts: 2,
  error: problem('MAYBE_DELIVERED', 'Its answer was lost.'),
  candidates: candidates as never,
});

let outbox: OutboxEntryView[];
let nextId: number;
let changes = 0;
let client: QueryClient;
let unmounts: (() => void)[] = [];

async function mount<P, T>(hook: (p: P) => T, props: P) {
  const wrap = (children: ReactNode) => createElement(QueryProvider, { client, children });
  const r = renderHook(hook, props, wrap);
  unmounts.push(r.unmount);
  await vi.waitFor(() => expect(r.seen.length).toBeGreaterThan(0));
  return r;
}

/** The core changed an entry (every change stamps updatedAt) and says the outbox changed. */
function settle(id: number, extra: Partial<OutboxEntryView>): OutboxEntryView {
  const updatedAt = new Date(Date.parse(T0) + ++changes).toISOString();
  outbox = outbox.map((e) => (e.id === id ? ({ ...e, updatedAt, ...extra } as OutboxEntryView) : e));
  queueMicrotask(() => core.emit('outbox.changed', { ids: [id] } as never));
  return outbox.find((e) => e.id === id)!;
}

/** The core as outbox.ts answers the commands on an unsure entry. */
function answerLikeTheCore(method: string, input: Record<string, unknown>): unknown {
  if (method === 'outbox.list') return outbox;
  if (method === 'outbox.summary') return { pending: 0, failed: 0 };
  if (method === 'drafts.get') return null;
  if (method === 'drafts.put') return { savedAt: T0 };
  if (method === 'drafts.list') return [];
  if (method === 'playground.create' || method === 'submissions.submit' || method === 'library.create') {
    const op: Op =
      method === 'submissions.submit'
        ? 'submission.create'
        : method === 'library.create'
          ? 'library.create'
          : 'playground.run.create';
    const e = entry(nextId++, op);
    outbox = [...outbox, e];
    queueMicrotask(() => core.emit('outbox.changed', { ids: [e.id] } as never));
    return e;
  }
  const id = input.id as number;
  if (method === 'outbox.adopt') {
    const c = outbox.find((e) => e.id === id)?.candidates?.find((x) => x.id === input.candidateId);
    if (!c)
      throw new Error(`${String(input.candidateId)} is not one of the records listed with entry ${id}.`);
    return settle(id, {
      status: 'done',
      result: c.result as never,
      error: null,
      candidates: null,
      note: ADOPTED,
    });
  }
  if (method === 'outbox.retry' || method === 'outbox.edit') {
    return settle(id, { status: 'pending', error: null, candidates: null });
  }
  return null;
}

beforeEach(() => {
  core.reset();
  client = createQueryClient();
  client.setQueryData(STATUS_KEY, appStatus('conn-a'));
  outbox = [];
  nextId = 1;
  core.answer = answerLikeTheCore;
});
afterEach(() => {
  for (const u of unmounts) u();
  unmounts = [];
  client.clear();
});

describe('isUnsure', () => {
  it('is a failed entry with MAYBE_DELIVERED only', () => {
    expect(isUnsure(entry(1, 'playground.run.create', unsure([])))).toBe(true);
    expect(isUnsure(entry(1, 'playground.run.create', { error: problem('ANSWER_LOST') }))).toBe(false);
    expect(
      isUnsure(entry(1, 'playground.run.create', { status: 'failed', error: problem('INVALID_INPUT') })),
    ).toBe(false);
    expect(isUnsure(null)).toBe(false);
  });
});

describe('useUnsureChoice', () => {
  const listed = () =>
    entry(7, 'playground.run.create', unsure([candidate('run_0042'), candidate('run_0043')]));

  it('adopts the chosen record once, however often it is clicked, and is back to choosing', async () => {
    outbox = [listed()];
    const answered = deferred<void>();
    core.answer = async (method, input) => {
      if (method === 'outbox.adopt') await answered.promise;
      return answerLikeTheCore(method, input);
    };
    const h = await mount((e: OutboxEntryView) => useUnsureChoice(e), listed());
    const first = h.result.current!.adopt('run_0043');
    void h.result.current!.adopt('run_0042');
    void h.result.current!.check();
    await vi.waitFor(() =>
      expect(h.result.current!.state).toEqual({ step: 'working', action: 'adopt', candidateId: 'run_0043' }),
    );
    answered.resolve();
    await first;
    expect(core.callsOf('outbox.adopt').map((c) => c.input)).toEqual([{ id: 7, candidateId: 'run_0043' }]);
    expect(core.callsOf('outbox.retry')).toHaveLength(0);
    await vi.waitFor(() => expect(h.result.current!.state).toEqual({ step: 'choosing' }));
    expect(h.result.current!.error).toBeNull();
  });

  it('sends again only once confirmed, with resend; "Don’t send" goes back without a call', async () => {
    outbox = [listed()];
    const h = await mount((e: OutboxEntryView) => useUnsureChoice(e), listed());
    await h.result.current!.resend();
    expect(core.callsOf('outbox.retry')).toHaveLength(0);
    h.result.current!.askResend();
    await vi.waitFor(() => expect(h.result.current!.state).toEqual({ step: 'confirming' }));
    // While it asks, nothing else starts.
    await h.result.current!.adopt('run_0042');
    expect(core.callsOf('outbox.adopt')).toHaveLength(0);
    h.result.current!.keep();
    await vi.waitFor(() => expect(h.result.current!.state).toEqual({ step: 'choosing' }));
    expect(core.calls.filter((c) => c.method.startsWith('outbox.') && c.method !== 'outbox.list')).toEqual(
      [],
    );

    h.result.current!.askResend();
    await vi.waitFor(() => expect(h.result.current!.state.step).toBe('confirming'));
    await h.result.current!.resend();
    expect(core.callsOf('outbox.retry').map((c) => c.input)).toEqual([{ id: 7, resend: true }]);
    await vi.waitFor(() => expect(h.result.current!.state).toEqual({ step: 'choosing' }));
  });

  it('checks again without resend', async () => {
    outbox = [listed()];
    const h = await mount((e: OutboxEntryView) => useUnsureChoice(e), listed());
    await h.result.current!.check();
    expect(core.callsOf('outbox.retry').map((c) => c.input)).toEqual([{ id: 7 }]);
  });

  it('shows a command the core refused and lets the user choose again', async () => {
    outbox = [listed()];
    const h = await mount((e: OutboxEntryView) => useUnsureChoice(e), listed());
    await h.result.current!.adopt('run_9999');
    await vi.waitFor(() => expect(h.result.current!.error?.message).toContain('not one of the records'));
    expect(h.result.current!.state).toEqual({ step: 'choosing' });
    await h.result.current!.adopt('run_0042');
    await vi.waitFor(() => expect(h.result.current!.error).toBeNull());
    expect(core.callsOf('outbox.adopt')).toHaveLength(2);
  });
});

describe('useRunCreate and a run start whose answer was lost', () => {
  const stage1: CreateInput = {
    competitionId: STAGE1,
    kind: 'cheatsheet',
    body: { models: ['gpt-oss-120b'], problems: [], repeat: 1 },
  } as never;

  it('says the outbox is checking while the answer is lost, then stops as unsure with the entry', async () => {
    const h = await mount(() => useRunCreate(), null);
    await h.result.current!.start(stage1);
    settle(1, { attempts: 1, error: problem('ANSWER_LOST') });
    await vi.waitFor(() =>
      expect(h.result.current!.state).toEqual({
        phase: 'queued',
        entryId: 1,
        offline: false,
        checking: true,
      }),
    );
    settle(1, unsure([candidate('run_0042')]));
    await vi.waitFor(() => expect(h.result.current!.state.phase).toBe('unsure'));
    const state = h.result.current!.state;
    expect(state.phase === 'unsure' && state.entry.candidates?.map((c) => c.id)).toEqual(['run_0042']);
  });

  it('starts nothing and edits nothing while unsure; once adopted it has started, with the note', async () => {
    const h = await mount(() => useRunCreate(), null);
    await h.result.current!.start(stage1);
    settle(1, unsure([candidate('run_0042')]));
    await vi.waitFor(() => expect(h.result.current!.state.phase).toBe('unsure'));
    await h.result.current!.start(stage1);
    expect(core.callsOf('playground.create')).toHaveLength(1);
    expect(core.callsOf('outbox.edit')).toHaveLength(0);
    expect(core.callsOf('outbox.discard')).toHaveLength(0);

    // The choice the start bar shows for that entry.
    const state = h.result.current!.state;
    if (state.phase !== 'unsure') throw new Error(state.phase);
    const choice = await mount((e: OutboxEntryView) => useUnsureChoice(e), state.entry);
    await choice.result.current!.adopt('run_0042');
    await vi.waitFor(() =>
      expect(h.result.current!.state).toEqual({ phase: 'started', runId: 'run_0042', note: ADOPTED }),
    );
    // A new run may start again.
    await h.result.current!.start(stage1);
    expect(core.callsOf('playground.create')).toHaveLength(2);
  });

  it('a start found on the platform after a lost answer carries what the check found', async () => {
    const found =
      'An earlier attempt’s answer was lost; the write was checked and found on the platform, so it was not sent again.';
    const h = await mount(() => useRunCreate(), null);
    await h.result.current!.start(stage1);
    settle(1, { status: 'done', attempts: 2, result: { runId: 'run_0050' } as never, note: found });
    await vi.waitFor(() =>
      expect(h.result.current!.state).toEqual({ phase: 'started', runId: 'run_0050', note: found }),
    );
  });
});

describe('useSubmitFlow and a submission whose answer was lost', () => {
  const body = { payload: { cheatsheet: 'x' } };

  it('is unsure, queues and edits nothing more, checks again with Retry, and is done once adopted', async () => {
    const h = await mount(() => useSubmitFlow({ id: STAGE1 }), null);
    const queued = await h.result.current!.submit(body);
    expect(queued?.id).toBe(1);
    expect(h.result.current!.unsure).toBe(false);
    settle(
      1,
      unsure([
        { ...candidate('sub_9'), label: 'Submission sub_9', result: { submissionId: 'sub_9' } as never },
      ]),
    );
    await vi.waitFor(() => expect(h.result.current!.unsure).toBe(true));

    expect(await h.result.current!.submit(body)).toBeNull();
    await vi.waitFor(() => expect(h.result.current!.submitError?.code).toBe('MAYBE_DELIVERED'));
    expect(core.callsOf('submissions.submit')).toHaveLength(1);
    expect(core.callsOf('outbox.edit')).toHaveLength(0);
    expect(h.result.current!.fieldErrors(body)).toEqual({});

    await h.result.current!.retry();
    expect(core.callsOf('outbox.retry').map((c) => c.input)).toEqual([{ id: 1 }]);
    await vi.waitFor(() => expect(h.result.current!.unsure).toBe(false));

    settle(
      1,
      unsure([
        { ...candidate('sub_9'), label: 'Submission sub_9', result: { submissionId: 'sub_9' } as never },
      ]),
    );
    await vi.waitFor(() => expect(h.result.current!.unsure).toBe(true));
    // Adopted elsewhere (the Outbox page): the core announces it, the flow reads it back.
    await core.bridge.invoke('outbox.adopt', { id: 1, candidateId: 'sub_9' });
    await vi.waitFor(() => expect(h.result.current!.unsure).toBe(false));
    // Settled: the next submission is queued as usual.
    expect((await h.result.current!.submit(body))?.id).toBe(2);
  });
});

describe('useLibraryDocument and a create whose answer was lost', () => {
  it('saves nothing more while the create may already be on the platform, and says why', async () => {
    const wrap = (children: ReactNode) =>
      createElement(
        MemoryRouter,
        { initialEntries: ['/library/cheatsheet/new'] },
        createElement(QueryProvider, { client, children }),
      );
    const doc = renderHook(() => useLibraryDocument('cheatsheet', 'new'), null, wrap);
    unmounts.push(doc.unmount);
    await vi.waitFor(() => expect(doc.result.current?.ready).toBe(true));
    doc.result.current!.setText('first');
    await doc.result.current!.save();
    expect(core.callsOf('library.create')).toHaveLength(1);
    await vi.waitFor(() => expect(doc.result.current!.entry?.id).toBe(1));

    settle(1, unsure([]));
    await vi.waitFor(() => expect(doc.result.current!.entry?.status).toBe('failed'));
    doc.result.current!.setText('second');
    await doc.result.current!.save();
    await vi.waitFor(() => expect(doc.result.current!.saveError?.code).toBe('MAYBE_DELIVERED'));
    expect(doc.result.current!.saveError?.message).toContain('kept as a local draft');
    expect(core.callsOf('outbox.edit')).toHaveLength(0);
    expect(core.callsOf('library.create')).toHaveLength(1);
    expect(core.callsOf('library.update')).toHaveLength(0);
    expect(doc.result.current!.text).toBe('second');
  });
});
