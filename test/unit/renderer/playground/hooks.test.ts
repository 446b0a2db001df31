// @vitest-environment happy-dom
/**
 * The Playground's state machines in a real React root against a stand-in for the core: starting
 * a run through the outbox (queued, offline, started, refused and corrected in place), cancelling
 * one, the serve-mode notification once per ended run, and form values kept across screens.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { core, appStatus, renderHook } = await vi.hoisted(async () => await import('../fakeCore'));

import { useKeptDraft } from '../../../../src/renderer/src/features/playground/useKeptDraft';
import { useRunCancel } from '../../../../src/renderer/src/features/playground/useRunCancel';
import {
  type CreateInput,
  useRunCreate,
} from '../../../../src/renderer/src/features/playground/useRunCreate';
import { useRunNotifications } from '../../../../src/renderer/src/features/playground/useRunNotifications';
import { createQueryClient, QueryProvider, STATUS_KEY } from '../../../../src/renderer/src/stores/query';
import type { ApiErrorInfo } from '../../../../src/shared/api';
import type { OutboxEntryView } from '../../../../src/shared/contract';
import { runHash } from '../../../../src/shared/playgroundRoutes';

const T0 = '2026-11-22T10:00:00.000Z';
const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

function refusal(code: ApiErrorInfo['code'], field?: string): ApiErrorInfo {
  return {
    code,
    message: `refused: ${code}`,
    status: 400,
    fieldErrors: field ? [{ path: field, code: 'invalid', message: 'not accepted' }] : [],
    retryAfterSec: null,
    rateLimit: null,
  };
}

function entry(id: number, status: OutboxEntryView['status'], extra: Partial<OutboxEntryView> = {}) {
  return {
    id,
    connectionId: 'conn-a',
    request: { op: 'playground.run.create' } as never,
    summary: 'Start a Playground run',
    status,
    attempts: 0,
    nextAttemptAt: null,
    error: null,
    result: null,
    rateLimit: null,
    conflict: null,
    createdAt: T0,
    updatedAt: T0,
    ...extra,
  } as OutboxEntryView;
}

/** The outbox as the core holds it; a write answers with its queued entry. */
let outbox: OutboxEntryView[];
let nextId: number;
let changes = 0;
let client: QueryClient;
let unmount = () => {};

/** Renders the hook and waits for its first render. */
async function mount<P, T>(hook: (p: P) => T, props: P) {
  const wrap = (children: ReactNode) => createElement(QueryProvider, { client, children });
  const r = renderHook(hook, props, wrap);
  unmount = r.unmount;
  await vi.waitFor(() => expect(r.seen.length).toBeGreaterThan(0));
  return r;
}

/** The core delivered (or refused) an entry and says the outbox changed. */
function settle(id: number, extra: Partial<OutboxEntryView>) {
  // As the core does: every change of an entry stamps its updatedAt.
  const updatedAt = new Date(Date.parse(T0) + ++changes).toISOString();
  outbox = outbox.map((e) => (e.id === id ? ({ ...e, updatedAt, ...extra } as OutboxEntryView) : e));
  core.emit('outbox.changed', { ids: [id] } as never);
}

const stage1 = (repeat: number): CreateInput =>
  ({
    competitionId: STAGE1,
    kind: 'cheatsheet',
    body: { models: ['gpt-oss-120b'], problems: [], repeat },
  }) as never;

beforeEach(() => {
  core.reset();
  client = createQueryClient();
  client.setQueryData(STATUS_KEY, appStatus('conn-a'));
  outbox = [];
  nextId = 1;
  core.answer = (method, input) => {
    if (method === 'outbox.list') return outbox;
    if (method === 'playground.create' || method === 'playground.cancel') {
      const e = entry(nextId++, 'pending');
      outbox = [...outbox, e];
      // As the core does: every change of the outbox is announced.
      queueMicrotask(() => core.emit('outbox.changed', { ids: [e.id] } as never));
      return e;
    }
    if (method === 'outbox.edit') {
      settle(input.id as number, { status: 'pending', error: null });
      return outbox.find((e) => e.id === input.id);
    }
    if (method === 'outbox.discard') {
      outbox = outbox.filter((e) => e.id !== input.id);
      return null;
    }
    return null;
  };
});
afterEach(() => {
  unmount();
  unmount = () => {};
  client.clear();
});

describe('useRunCreate', () => {
  it('queues the run, then says it started with the run the platform created', async () => {
    const h = await mount(() => useRunCreate(), null);
    expect(h.result.current!.state).toEqual({ phase: 'idle' });
    await h.result.current!.start(stage1(1));
    expect(core.callsOf('playground.create')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(h.result.current!.state).toEqual({ phase: 'queued', entryId: 1, offline: false }),
    );
    settle(1, { status: 'done', result: { runId: 'run-42' } as never });
    await vi.waitFor(() => expect(h.result.current!.state).toEqual({ phase: 'started', runId: 'run-42' }));
  });

  it('says a run waits offline once the outbox could not deliver it, and never queues it twice', async () => {
    const h = await mount(() => useRunCreate(), null);
    await h.result.current!.start(stage1(1));
    settle(1, { attempts: 1, error: refusal('NETWORK_UNREACHABLE') });
    await vi.waitFor(() => expect(h.result.current!.state).toMatchObject({ phase: 'queued', offline: true }));
    await h.result.current!.start(stage1(1));
    expect(core.callsOf('playground.create')).toHaveLength(1);
  });

  it('keeps a refusal, and a corrected run edits the same outbox entry instead of queueing another', async () => {
    const h = await mount(() => useRunCreate(), null);
    await h.result.current!.start(stage1(9));
    settle(1, { status: 'failed', error: refusal('RUN_PARAMS_INVALID', 'repeat') });
    await vi.waitFor(() => expect(h.result.current!.state.phase).toBe('refused'));
    expect(h.result.current!.state).toMatchObject({ entryId: 1, error: { code: 'RUN_PARAMS_INVALID' } });
    await h.result.current!.start(stage1(2));
    expect(core.callsOf('playground.create')).toHaveLength(1);
    expect(core.callsOf('outbox.edit')).toHaveLength(1);
    expect(core.callsOf('outbox.edit')[0]!.input).toEqual({ id: 1, body: stage1(2).body });
    await vi.waitFor(() => expect(h.result.current!.state.phase).toBe('queued'));
  });

  it('drops a refused model-reference entry and queues a new one, so a token is never written into an outbox body', async () => {
    const h = await mount(() => useRunCreate(), null);
    const mref = {
      competitionId: 'modular-arithmetic-challenge',
      kind: 'model-reference',
      body: { modelName: 'org/m', commitHash: 'a'.repeat(40), problemSetId: 'q' },
    } as CreateInput;
    await h.result.current!.start(mref);
    settle(1, { status: 'failed', error: refusal('INVALID_MODEL_REFERENCE', 'hfToken') });
    await vi.waitFor(() => expect(h.result.current!.state.phase).toBe('refused'));
    await h.result.current!.start({ ...mref, body: { ...mref.body, hfToken: 'hf_x' } } as CreateInput);
    expect(core.callsOf('outbox.discard')).toEqual([{ method: 'outbox.discard', input: { id: 1 } }]);
    expect(core.callsOf('outbox.edit')).toHaveLength(0);
    expect(core.callsOf('playground.create')).toHaveLength(2);
    await vi.waitFor(() => expect(h.result.current!.state).toMatchObject({ phase: 'queued', entryId: 2 }));
  });

  it('reports a call the core could not take, with nothing queued', async () => {
    core.answer = () => {
      throw new Error('The workbench host is not answering.');
    };
    const h = await mount(() => useRunCreate(), null);
    await h.result.current!.start(stage1(1));
    await vi.waitFor(() => expect(h.result.current!.callError?.message).toContain('not answering'));
    expect(h.result.current!.state).toEqual({ phase: 'idle' });
  });
});

describe('useRunCancel', () => {
  it('asks first, queues the cancel once confirmed, and is back to idle once it was delivered', async () => {
    const h = await mount(() => useRunCancel(STAGE1, 'run-7'), null);
    expect(h.result.current!.state.phase).toBe('idle');
    h.result.current!.ask();
    await vi.waitFor(() => expect(h.result.current!.state.phase).toBe('asking'));
    h.result.current!.keep();
    await vi.waitFor(() => expect(h.result.current!.state.phase).toBe('idle'));
    expect(core.callsOf('playground.cancel')).toHaveLength(0);
    h.result.current!.ask();
    await vi.waitFor(() => expect(h.result.current!.state.phase).toBe('asking'));
    await h.result.current!.confirm();
    expect(core.callsOf('playground.cancel')[0]!.input).toEqual({ competitionId: STAGE1, runId: 'run-7' });
    await vi.waitFor(() => expect(h.result.current!.state.phase).toBe('cancelling'));
    settle(1, { status: 'done' });
    await vi.waitFor(() => expect(h.result.current!.state.phase).toBe('idle'));
  });

  it('keeps RUN_NOT_CANCELLABLE to explain it', async () => {
    const h = await mount(() => useRunCancel(STAGE1, 'run-8'), null);
    h.result.current!.ask();
    await h.result.current!.confirm();
    settle(1, { status: 'failed', error: refusal('RUN_NOT_CANCELLABLE') });
    await vi.waitFor(() =>
      expect(h.result.current!.state).toMatchObject({
        phase: 'refused',
        error: { code: 'RUN_NOT_CANCELLABLE' },
      }),
    );
  });

  it('goes back to the button with the reason when the core could not take the cancel', async () => {
    core.answer = () => {
      throw new Error('The workbench host is not answering.');
    };
    const h = await mount(() => useRunCancel(STAGE1, 'run-9'), null);
    h.result.current!.ask();
    await h.result.current!.confirm();
    await vi.waitFor(() => expect(h.result.current!.callError?.message).toContain('not answering'));
    expect(h.result.current!.state.phase).toBe('idle');
  });
});

describe('useRunNotifications (serve mode)', () => {
  interface Shown {
    title: string;
    options: { body: string };
    onclick: (() => void) | null;
  }
  let shown: Shown[];
  const saved = { workbench: window.workbench, Notification: globalThis.Notification };
  beforeEach(() => {
    shown = [];
    class FakeNotification {
      static permission = 'granted';
      onclick: (() => void) | null = null;
      constructor(
        readonly title: string,
        readonly options: { body: string },
      ) {
        shown.push(this);
      }
      close() {}
    }
    // Serve mode: no preload bridge (the renderer's bridge was already bound to the stand-in).
    window.workbench = undefined;
    globalThis.Notification = FakeNotification as never;
  });
  afterEach(() => {
    window.workbench = saved.workbench;
    globalThis.Notification = saved.Notification;
  });
  /** Waits until the hook's effect subscribed to the core's event. */
  const listening = () =>
    vi.waitFor(() =>
      expect(
        (core as unknown as { listeners: Map<string, Set<unknown>> }).listeners.get('playground.runEnded')
          ?.size,
      ).toBe(1),
    );
  const ended = (runId: string, status = 'done') =>
    core.emit('playground.runEnded', {
      connectionId: 'conn-a',
      competitionId: STAGE1,
      runId,
      status,
      name: `Cheatsheet run: model of ${runId}`,
    });

  it('shows one notification per ended run however often the core announces it; a click opens the dashboard', async () => {
    await mount(() => useRunNotifications(), null);
    await listening();
    ended('run-n1');
    ended('run-n1');
    ended('run-n2', 'cancelled');
    // Named by what they ran (the core's name), not by a bare run ID.
    expect(shown.map((n) => n.options.body)).toEqual([
      'Cheatsheet run: model of run-n1. Open its dashboard.',
      'Cheatsheet run: model of run-n2. Open its dashboard.',
    ]);
    expect(shown[0]!.title).toMatch(/^Playground run /);
    shown[1]!.onclick?.();
    expect(window.location.hash).toBe(runHash(STAGE1, 'run-n2'));
  });

  it('shows nothing without permission, and nothing in Electron (the main process notifies there)', async () => {
    (globalThis.Notification as unknown as { permission: string }).permission = 'denied';
    await mount(() => useRunNotifications(), null);
    await listening();
    ended('run-n3');
    expect(shown).toHaveLength(0);
    unmount();
    (globalThis.Notification as unknown as { permission: string }).permission = 'granted';
    window.workbench = saved.workbench;
    await mount(() => useRunNotifications(), null);
    ended('run-n4');
    expect(shown).toHaveLength(0);
  });
});

describe('useKeptDraft', () => {
  it('finds a form as it was left after leaving the screen, per key', async () => {
    const first = await mount((k: string) => useKeptDraft(k, { repeat: 1 }), 'stage1:a');
    first.result.current![1]((d) => ({ ...d, repeat: 3 }));
    await vi.waitFor(() => expect(first.result.current![0]).toEqual({ repeat: 3 }));
    unmount();
    const again = await mount((k: string) => useKeptDraft(k, { repeat: 1 }), 'stage1:a');
    expect(again.result.current![0]).toEqual({ repeat: 3 });
    unmount();
    const other = await mount((k: string) => useKeptDraft(k, { repeat: 1 }), 'stage1:b');
    expect(other.result.current![0]).toEqual({ repeat: 1 });
  });

  it('a form cleared as its run starts is empty when it comes back, even if it left at once', async () => {
    const form = await mount((k: string) => useKeptDraft(k, { repeat: 1 }), 'stage1:c');
    form.result.current![1]((d) => ({ ...d, repeat: 4 }));
    await vi.waitFor(() => expect(form.result.current![0]).toEqual({ repeat: 4 }));
    // Cleared and left in the same breath (the dashboard opens): nothing of the started run is kept.
    form.result.current![2]();
    unmount();
    const again = await mount((k: string) => useKeptDraft(k, { repeat: 1 }), 'stage1:c');
    expect(again.result.current![0]).toEqual({ repeat: 1 });
  });
});
