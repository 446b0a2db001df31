/**
 * A stand-in for the workbench core as the renderer sees it: `window.workbench` (what the preload
 * exposes in Electron), with answers the test controls and events the test emits. Import it
 * before anything that imports the renderer's bridge (see vi.hoisted in the tests).
 */
import { createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppStatus, EventName, Events, WorkbenchBridge } from '../../../src/shared/contract';

export interface Call {
  method: string;
  input: Record<string, unknown>;
}
type Answer = (method: string, input: Record<string, unknown>) => unknown;

class FakeCore {
  readonly calls: Call[] = [];
  /** What the core answers; a thrown error becomes a failed call (`ok: false`). */
  answer: Answer = () => null;
  private readonly listeners = new Map<string, Set<(payload: unknown) => void>>();
  private readonly resumedListeners = new Set<() => void>();

  readonly bridge: WorkbenchBridge = {
    invoke: async (method, input) => {
      const call = { method, input: input as Record<string, unknown> };
      this.calls.push(call);
      try {
        return { ok: true, value: (await this.answer(call.method, call.input)) as never };
      } catch (e) {
        return { ok: false, error: failure(e instanceof Error ? e.message : String(e)) };
      }
    },
    on: (event, listener) => {
      const set = this.listeners.get(event) ?? new Set();
      this.listeners.set(event, set);
      const l = listener as (payload: unknown) => void;
      set.add(l);
      return () => set.delete(l);
    },
    onResumed: (listener) => {
      this.resumedListeners.add(listener);
      return () => this.resumedListeners.delete(listener);
    },
  };

  emit<E extends EventName>(event: E, payload: Events[E]): void {
    for (const l of this.listeners.get(event) ?? []) l(payload);
  }

  /** The event stream broke and came back (serve mode): events in between are lost. */
  resume(): void {
    for (const l of this.resumedListeners) l();
  }

  /** Calls of one method (optionally with one input field's value). */
  callsOf(method: string, where: Record<string, unknown> = {}): Call[] {
    return this.calls.filter(
      (c) => c.method === method && Object.entries(where).every(([k, v]) => c.input[k] === v),
    );
  }

  reset(): void {
    this.calls.length = 0;
    this.answer = () => null;
    this.listeners.clear();
    this.resumedListeners.clear();
  }
}

function failure(message: string) {
  return {
    code: 'INTERNAL' as const,
    message,
    status: null,
    fieldErrors: [],
    retryAfterSec: null,
    rateLimit: null,
  };
}

export const core = new FakeCore();
window.workbench = core.bridge;

export function appStatus(activeConnectionId: string, online = true): AppStatus {
  return {
    version: 'test',
    activeConnectionId,
    online,
    checkedAt: null,
    lastError: null,
    keychainAvailable: true,
    storeNotice: null,
    sandboxStarting: false,
  };
}

/** A promise the test resolves when it wants the core to answer. */
export function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Renders `hook(props)` in a real React root inside `wrap` and records every value it returned.
 * `update(props)` renders again with new props.
 */
export function renderHook<P, T>(hook: (props: P) => T, props: P, wrap: (children: ReactNode) => ReactNode) {
  const seen: T[] = [];
  const result = { current: undefined as T | undefined };
  function Probe({ p }: { p: P }) {
    const value = hook(p);
    result.current = value;
    seen.push(value);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  const update = (p: P) => root.render(wrap(createElement(Probe, { p })));
  update(props);
  return { result, seen, update, unmount: () => root.unmount() };
}
