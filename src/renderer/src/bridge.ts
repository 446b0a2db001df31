/**
 * The renderer's only way out. In Electron the preload exposes `window.workbench`; in serve mode
 * (a browser tab) the same contract is spoken over same-origin HTTP and server-sent events, with
 * the session cookie the serve host set when the tokened URL was opened.
 */

import { errorInfo } from '../../shared/api/errors';
import type {
  EventName,
  Events,
  MethodInput,
  MethodName,
  MethodResult,
  RpcResponse,
  WorkbenchBridge,
} from '../../shared/contract';
import { EVENT_NAMES } from '../../shared/methods';
import { rpcRequest, takeEarlyRead } from './earlyReads';

declare global {
  interface Window {
    workbench?: WorkbenchBridge;
  }
}

function httpBridge(): WorkbenchBridge {
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const resumed = new Set<() => void>();
  let source: EventSource | null = null;
  const ensureSource = () => {
    if (source) return;
    source = new EventSource('/events');
    for (const name of EVENT_NAMES) {
      source.addEventListener(name, (e) => {
        const payload = JSON.parse((e as MessageEvent<string>).data) as unknown;
        for (const l of listeners.get(name) ?? []) l(payload);
      });
    }
    // The browser reconnects a broken stream by itself; what was sent in between is gone.
    let broken = false;
    source.addEventListener('error', () => {
      broken = true;
    });
    source.addEventListener('open', () => {
      if (!broken) return;
      broken = false;
      for (const l of resumed) l();
    });
  };
  return {
    async invoke<M extends MethodName>(method: M, input: MethodInput<M>) {
      try {
        const body = JSON.stringify(input);
        const res = await (takeEarlyRead(method, body) ??
          fetch(`/rpc/${encodeURIComponent(method)}`, rpcRequest(body)));
        if (res.status === 401)
          return hostFailure('The workbench session expired: open the URL printed by `npm run serve` again.');
        return (await res.json()) as RpcResponse<MethodResult<M>>;
      } catch {
        return hostFailure('The workbench host (npm run serve) is not answering.');
      }
    },
    on<E extends EventName>(event: E, listener: (payload: Events[E]) => void) {
      ensureSource();
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      const l = listener as (payload: unknown) => void;
      set.add(l);
      return () => set.delete(l);
    },
    onResumed(listener) {
      ensureSource();
      resumed.add(listener);
      return () => resumed.delete(listener);
    },
  };
}

function hostFailure(message: string): RpcResponse<never> {
  return {
    ok: false,
    error: errorInfo('INTERNAL', message),
  };
}

export const bridge: WorkbenchBridge = window.workbench ?? httpBridge();

/**
 * Calls `listener` when events may have been lost (serve mode's event stream broke and is back),
 * so what follows them reads again; never in Electron, whose IPC loses nothing.
 */
export function onEventsResumed(listener: () => void): () => void {
  return bridge.onResumed?.(listener) ?? (() => undefined);
}

/** A failed call, thrown by call() so components can use try/catch and error boundaries. */
export class WorkbenchCallError extends Error {
  constructor(readonly info: import('../../shared/api').ApiErrorInfo) {
    super(info.message);
  }
}

/** Invoke a method and unwrap its answer; failures throw WorkbenchCallError. */
export async function call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodResult<M>> {
  const res = await bridge.invoke(method, input);
  if (!res.ok) throw new WorkbenchCallError(res.error);
  return res.value;
}
