/**
 * Exposes the contract as `window.workbench`, and nothing else: only contract method names reach
 * the invoke channel, only contract event names are listened to, and ipcRenderer itself (or any
 * IPC event object) never crosses into the page.
 */
import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import { type ApiErrorInfo, errorInfo } from '../shared/api/errors';
import type { EventName, RpcResponse, WorkbenchBridge } from '../shared/contract';
import { EVENT_NAMES, IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL, isMethodName } from '../shared/methods';

const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
let listening = false;

function onEvent(_event: IpcRendererEvent, name: unknown, payload: unknown): void {
  const set = listeners.get(name as EventName);
  if (!set) return;
  for (const listener of [...set]) {
    try {
      listener(payload);
    } catch {
      // One faulty listener must not stop the others.
    }
  }
}

function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && (EVENT_NAMES as readonly string[]).includes(name);
}

function failure(code: ApiErrorInfo['code'], message: string): RpcResponse<never> {
  return { ok: false, error: errorInfo(code, message) };
}

const workbench: WorkbenchBridge = {
  invoke(method, input) {
    if (!isMethodName(method))
      return Promise.resolve(failure('INVALID_INPUT', `Unknown method ${String(method)}`));
    return ipcRenderer
      .invoke(IPC_INVOKE_CHANNEL, method, input)
      .catch(() => failure('INTERNAL', 'The workbench did not answer.'));
  },
  on(event, listener) {
    if (!isEventName(event) || typeof listener !== 'function') return () => {};
    let set = listeners.get(event);
    if (!set) {
      set = new Set();
      listeners.set(event, set);
    }
    // A wrapper per subscription, so unsubscribing one never removes another.
    const l = (payload: unknown) => (listener as (payload: unknown) => void)(payload);
    set.add(l);
    if (!listening) {
      listening = true;
      ipcRenderer.on(IPC_EVENT_CHANNEL, onEvent);
    }
    return () => {
      set.delete(l);
    };
  },
};

contextBridge.exposeInMainWorld('workbench', workbench);
