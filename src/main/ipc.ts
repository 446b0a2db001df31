/**
 * The IPC registrar: one channel for every contract method, one for every event. Generic over the
 * contract; the core's dispatcher validates inputs, this file checks who is calling.
 */
import type { IpcMain, IpcMainInvokeEvent, WebContents, WebFrameMain } from 'electron';
import type { Dispatch, Workbench } from '../core';
import { errorInfo } from '../shared/api/errors';
import {
  type EventName,
  type Events,
  IPC_EVENT_CHANNEL,
  IPC_INVOKE_CHANNEL,
  type RpcResponse,
} from '../shared/contract';
import { isTrustedUrl } from './origins';

export type SenderCheck = (frame: WebFrameMain | null) => boolean;

/** Trusts only a top-level frame whose URL is on one of the app's origins. */
export function createSenderCheck(origins: ReadonlySet<string>): SenderCheck {
  return (frame) => {
    if (!frame) return false;
    try {
      return frame.parent === null && isTrustedUrl(frame.url, origins);
    } catch {
      // A frame that was destroyed meanwhile throws on access.
      return false;
    }
  };
}

/** Registers the invoke channel; returns a function that removes it. */
export function registerIpc(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  dispatch: Dispatch,
  isTrustedSender: SenderCheck,
): () => void {
  ipcMain.handle(
    IPC_INVOKE_CHANNEL,
    async (event: IpcMainInvokeEvent, method: unknown, input: unknown): Promise<RpcResponse<unknown>> => {
      let frame: WebFrameMain | null = null;
      try {
        frame = event.senderFrame;
      } catch {
        frame = null;
      }
      if (!isTrustedSender(frame)) return failure('INVALID_INPUT', 'untrusted sender');
      // A window closed mid-call (say, during a long CSV export) aborts the work done for it.
      const caller = new AbortController();
      const gone = () => caller.abort();
      const sender = event.sender as Pick<WebContents, 'once' | 'removeListener'> | undefined;
      sender?.once('destroyed', gone);
      try {
        return await dispatch(method, input, caller.signal);
      } catch {
        // dispatch turns failures into data; should it ever throw, never send its internals.
        return failure('INTERNAL', 'internal error');
      } finally {
        sender?.removeListener('destroyed', gone);
      }
    },
  );
  return () => ipcMain.removeHandler(IPC_INVOKE_CHANNEL);
}

/** Sends every workbench event to one window; stops when the window's contents are destroyed. */
export function forwardEvents(
  workbench: Pick<Workbench, 'onAny'>,
  webContents: Pick<WebContents, 'send' | 'isDestroyed' | 'once'>,
): () => void {
  const off = workbench.onAny(<E extends EventName>(name: E, payload: Events[E]) => {
    if (webContents.isDestroyed()) return;
    webContents.send(IPC_EVENT_CHANNEL, name, payload);
  });
  webContents.once('destroyed', off);
  return off;
}

function failure(code: 'INVALID_INPUT' | 'INTERNAL', message: string): RpcResponse<never> {
  return { ok: false, error: errorInfo(code, message) };
}
