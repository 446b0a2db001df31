/**
 * The IPC registrar with the core's real dispatcher: method names that are properties of every
 * JavaScript object answer exactly like any other unknown method, and reach no handler.
 */
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../../src/core/dispatch';
import type { Handlers } from '../../../src/core/handlers';
import { createSenderCheck, registerIpc } from '../../../src/main/ipc';
import { APP_ORIGIN } from '../../../src/main/origins';
import { IPC_INVOKE_CHANNEL } from '../../../src/shared/contract';

type Invoke = (event: unknown, method: unknown, input: unknown) => Promise<unknown>;

describe('IPC: names from Object.prototype', () => {
  it.each(['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__'])(
    '%s is an unknown method',
    async (name) => {
      const looked: PropertyKey[] = [];
      const handlers = new Proxy({} as Handlers, {
        get: (_t, key) => {
          looked.push(key);
          return undefined;
        },
      });
      let invoke: Invoke | undefined;
      registerIpc(
        {
          handle: (channel: string, fn: Invoke) => {
            if (channel === IPC_INVOKE_CHANNEL) invoke = fn;
          },
          removeHandler: () => undefined,
        } as never,
        createDispatcher(handlers),
        createSenderCheck(new Set([APP_ORIGIN])),
      );
      const event = { senderFrame: { url: 'app://workbench/index.html', parent: null } };
      const unknown = (await invoke!(event, 'no.such.method', {})) as { error: { message: string } };
      expect(await invoke!(event, name, {})).toEqual({
        ...unknown,
        error: { ...unknown.error, message: `Unknown method ${name}` },
      });
      expect(looked).toEqual([]);
    },
  );
});
