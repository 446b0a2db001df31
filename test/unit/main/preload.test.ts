import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL, type WorkbenchBridge } from '../../../src/shared/contract';

type IpcListener = (event: unknown, ...args: unknown[]) => void;

const fakes = vi.hoisted(() => {
  const ipcListeners: { channel: string; listener: (event: unknown, ...args: unknown[]) => void }[] = [];
  return {
    exposed: new Map<string, unknown>(),
    ipcListeners,
    invoke: vi.fn(async (..._args: unknown[]): Promise<unknown> => ({ ok: true, value: 'from main' })),
    on: vi.fn((channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
      ipcListeners.push({ channel, listener });
    }),
  };
});

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: vi.fn((key: string, api: unknown) => {
      fakes.exposed.set(key, api);
    }),
  },
  ipcRenderer: {
    invoke: fakes.invoke,
    on: fakes.on,
    once: vi.fn(),
    send: vi.fn(),
    sendSync: vi.fn(),
    removeListener: vi.fn(),
  },
}));

let bridge: WorkbenchBridge;
beforeAll(async () => {
  await import('../../../src/preload/index');
  bridge = fakes.exposed.get('workbench') as WorkbenchBridge;
});

function emit(name: unknown, payload: unknown) {
  for (const { channel, listener } of fakes.ipcListeners) {
    if (channel === IPC_EVENT_CHANNEL) (listener as IpcListener)({ sender: 'ipcRenderer!' }, name, payload);
  }
}

describe('preload', () => {
  it('exposes only window.workbench with only invoke and on', () => {
    expect([...fakes.exposed.keys()]).toEqual(['workbench']);
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on']);
    expect(typeof bridge.invoke).toBe('function');
    expect(typeof bridge.on).toBe('function');
  });

  it('sends contract methods over the invoke channel', async () => {
    fakes.invoke.mockClear();
    const res = await bridge.invoke('connections.test', { id: 'c1' });
    expect(fakes.invoke).toHaveBeenCalledWith(IPC_INVOKE_CHANNEL, 'connections.test', { id: 'c1' });
    expect(res).toEqual({ ok: true, value: 'from main' });
  });

  it.each(['fs.readFile', 'constructor', '__proto__', 'toString', '', 42])(
    'refuses non-contract name %s without calling ipcRenderer',
    async (name) => {
      fakes.invoke.mockClear();
      const res = await (bridge.invoke as (m: unknown, i: unknown) => Promise<unknown>)(name, {});
      expect(res).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
      expect(fakes.invoke).not.toHaveBeenCalled();
    },
  );

  it('turns a rejected invoke into an error response', async () => {
    fakes.invoke.mockRejectedValueOnce(new Error('No handler registered'));
    const res = await bridge.invoke('app.status', {});
    expect(res).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });

  it('ignores non-event names and never listens for them', () => {
    const listener = vi.fn();
    const off = (bridge.on as (e: unknown, l: unknown) => () => void)('workbench:invoke', listener);
    expect(typeof off).toBe('function');
    expect(fakes.on).not.toHaveBeenCalled();
    emit('workbench:invoke', 'x');
    expect(listener).not.toHaveBeenCalled();
  });

  it('delivers contract events (payload only) until unsubscribed', () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = bridge.on('cache.updated', a);
    bridge.on('connections.changed', b);
    expect(fakes.on).toHaveBeenCalledTimes(1);
    expect(fakes.on.mock.calls[0]?.[0]).toBe(IPC_EVENT_CHANNEL);
    const payload = { connectionId: 'c', keys: ['k'] };
    emit('cache.updated', payload);
    expect(a).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenCalledWith(payload);
    expect(b).not.toHaveBeenCalled();
    emit('not.an.event', {});
    offA();
    emit('cache.updated', payload);
    expect(a).toHaveBeenCalledTimes(1);
    emit('connections.changed', {});
    expect(b).toHaveBeenCalledTimes(1);
  });
});
