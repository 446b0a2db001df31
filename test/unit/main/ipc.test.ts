import { describe, expect, it, vi } from 'vitest';
import { createDispatcher, type Dispatch } from '../../../src/core/dispatch';
import type { Handlers } from '../../../src/core/handlers';
import { createSenderCheck, forwardEvents, registerIpc } from '../../../src/main/ipc';
import { APP_ORIGIN, trustedOrigins } from '../../../src/main/origins';
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from '../../../src/shared/contract';

type Invoke = (event: unknown, method: unknown, input: unknown) => Promise<unknown>;

function setup(
  dispatch: Dispatch = vi.fn(async (_m: unknown, _i: unknown) => ({ ok: true as const, value: 'answer' })),
) {
  const handlers = new Map<string, Invoke>();
  const ipcMain = {
    handle: vi.fn((channel: string, fn: Invoke) => {
      handlers.set(channel, fn);
    }),
    removeHandler: vi.fn((channel: string) => {
      handlers.delete(channel);
    }),
  };
  const unregister = registerIpc(ipcMain as never, dispatch, createSenderCheck(new Set([APP_ORIGIN])));
  const call = (url: string | null, method: unknown, input: unknown, parent: unknown = null) => {
    const fn = handlers.get(IPC_INVOKE_CHANNEL);
    if (!fn) throw new Error('no handler');
    return fn({ senderFrame: url === null ? null : { url, parent } }, method, input);
  };
  return { ipcMain, dispatch, call, unregister, handlers };
}

describe('registerIpc', () => {
  it('registers exactly one invoke channel', () => {
    const { ipcMain, unregister, handlers } = setup();
    expect(ipcMain.handle).toHaveBeenCalledTimes(1);
    expect(ipcMain.handle.mock.calls[0]?.[0]).toBe(IPC_INVOKE_CHANNEL);
    unregister();
    expect(handlers.size).toBe(0);
  });

  it('passes a trusted sender’s method and input to dispatch', async () => {
    const { call, dispatch } = setup();
    const input = { id: 'c1' };
    await expect(call('app://workbench/index.html#/x', 'connections.test', input)).resolves.toEqual({
      ok: true,
      value: 'answer',
    });
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith('connections.test', input, expect.any(AbortSignal));
  });

  it('aborts the call’s signal when the calling window is destroyed', async () => {
    const { EventEmitter } = await import('node:events');
    let seen: AbortSignal | undefined;
    const dispatch = vi.fn(
      (_m: unknown, _i: unknown, signal?: AbortSignal) =>
        new Promise<{ ok: true; value: string }>((resolve) => {
          seen = signal;
          signal?.addEventListener('abort', () => resolve({ ok: true, value: 'stopped' }));
        }),
    );
    const { handlers } = setup(dispatch);
    const sender = new EventEmitter();
    const running = handlers.get(IPC_INVOKE_CHANNEL)?.(
      { senderFrame: { url: 'app://workbench/index.html', parent: null }, sender },
      'leaderboard.exportCsv',
      { table: 'leaderboard', competitionId: 'c1' },
    );
    expect(seen?.aborted).toBe(false);
    sender.emit('destroyed');
    expect(seen?.aborted).toBe(true);
    await expect(running).resolves.toEqual({ ok: true, value: 'stopped' });
    expect(sender.listenerCount('destroyed')).toBe(0);
  });

  it.each([
    ['https://evil.example/'],
    ['file:///work/main/out/renderer/index.html'],
    ['app://evil/index.html'],
    ['http://localhost:5173/'],
    ['about:blank'],
    [''],
  ])('refuses %s without calling dispatch', async (url) => {
    const { call, dispatch } = setup();
    const res = (await call(url, 'app.status', {})) as {
      ok: boolean;
      error: { code: string; message: string };
    };
    expect(res.ok).toBe(false);
    expect(res.error.code).toBe('INVALID_INPUT');
    expect(res.error.message).toBe('untrusted sender');
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('refuses a missing sender frame and a trusted-origin subframe', async () => {
    const { call, dispatch } = setup();
    expect(await call(null, 'app.status', {})).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(
      await call('app://workbench/index.html', 'app.status', {}, { url: 'app://workbench/' }),
    ).toMatchObject({
      ok: false,
    });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('never lets a throwing dispatch leak its internals', async () => {
    const { call } = setup(
      vi.fn(async () => {
        throw new Error('secret internals at /home/user/key');
      }),
    );
    const res = (await call('app://workbench/', 'app.status', {})) as {
      ok: boolean;
      error: { message: string };
    };
    expect(res.ok).toBe(false);
    expect(res.error.message).not.toContain('secret');
  });

  it('with the real dispatcher: unknown methods and bad inputs are error responses', async () => {
    const status = vi.fn(async () => ({ version: '1' }));
    const dispatch = createDispatcher({ 'app.status': status } as unknown as Handlers);
    const { call } = setup(dispatch as never);
    expect(await call('app://workbench/', 'fs.readFile', { path: '/etc/passwd' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: expect.stringContaining('Unknown method') },
    });
    expect(await call('app://workbench/', 'app.status', { extra: 1 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
    expect(status).not.toHaveBeenCalled();
    expect(await call('app://workbench/', 'app.status', {})).toEqual({ ok: true, value: { version: '1' } });
    expect(status).toHaveBeenCalledTimes(1);
  });
});

describe('trusted origins', () => {
  it('adds the dev server only when not packaged', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };
    expect([...trustedOrigins(false, env)].sort()).toEqual(['app://workbench', 'http://localhost:5173']);
    expect([...trustedOrigins(true, env)]).toEqual(['app://workbench']);
    const check = createSenderCheck(trustedOrigins(false, env));
    expect(check({ url: 'http://localhost:5173/index.html', parent: null } as never)).toBe(true);
    expect(check({ url: 'http://localhost:5174/index.html', parent: null } as never)).toBe(false);
  });
});

describe('forwardEvents', () => {
  it('sends every workbench event on the event channel until the contents are destroyed', () => {
    let emit: ((name: string, payload: unknown) => void) | null = null;
    const off = vi.fn();
    const workbench = {
      onAny: vi.fn((l: (name: string, payload: unknown) => void) => {
        emit = l;
        return off;
      }),
    };
    let destroyed = false;
    let onDestroyed: (() => void) | null = null;
    const webContents = {
      send: vi.fn(),
      isDestroyed: () => destroyed,
      once: vi.fn((name: string, l: () => void) => {
        if (name === 'destroyed') onDestroyed = l;
      }),
    };
    forwardEvents(workbench as never, webContents as never);
    emit!('connections.changed', {});
    emit!('cache.updated', { connectionId: 'x', keys: ['k'] });
    expect(webContents.send.mock.calls).toEqual([
      [IPC_EVENT_CHANNEL, 'connections.changed', {}],
      [IPC_EVENT_CHANNEL, 'cache.updated', { connectionId: 'x', keys: ['k'] }],
    ]);
    destroyed = true;
    emit!('connections.changed', {});
    expect(webContents.send).toHaveBeenCalledTimes(2);
    onDestroyed!();
    expect(off).toHaveBeenCalled();
  });
});
