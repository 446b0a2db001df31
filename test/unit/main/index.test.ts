import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deriveApiKey } from '../../../src/sandbox/apiKeys';

const fakes = vi.hoisted(() => ({
  state: {} as {
    app: import('node:events').EventEmitter & Record<string, unknown>;
    lock: boolean;
    windows: Array<Record<string, unknown>>;
    handled: Map<string, unknown>;
    workbenchClose: import('vitest').Mock<() => Promise<void>>;
    sandboxClose: import('vitest').Mock<() => Promise<void>>;
    startSandbox: import('vitest').Mock<(...a: unknown[]) => Promise<unknown>>;
    openWorkbench: import('vitest').Mock<(...a: unknown[]) => Promise<unknown>>;
  },
}));

vi.mock('electron', async () => {
  const { EventEmitter } = await import('node:events');
  const s = fakes.state;
  class FakeContents extends EventEmitter {
    session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() };
    setWindowOpenHandler = vi.fn();
    send = vi.fn();
    isDestroyed = () => false;
  }
  class BrowserWindow extends EventEmitter {
    static getAllWindows = () => s.windows;
    webContents = new FakeContents();
    focus = vi.fn();
    restore = vi.fn();
    show = vi.fn();
    isMinimized = () => true;
    isDestroyed = () => false;
    maximize = vi.fn();
    loadURL = vi.fn(async () => {});
    getNormalBounds = () => ({ x: 0, y: 0, width: 1000, height: 700 });
    isMaximized = () => false;
    constructor(readonly options: Record<string, unknown>) {
      super();
      s.windows.push(this as unknown as Record<string, unknown>);
    }
  }
  return {
    // A getter: each boot() installs a fresh fake app, while this module is mocked once.
    get app() {
      return s.app;
    },
    BrowserWindow,
    dialog: {
      showErrorBox: vi.fn(),
      // The system save dialog: the user picks the suggested file in the downloads folder.
      showSaveDialog: vi.fn(async (...a: unknown[]) => {
        const opts = a.at(-1) as { defaultPath: string };
        return { canceled: false, filePath: opts.defaultPath };
      }),
    },
    ipcMain: {
      handle: (channel: string, fn: unknown) => s.handled.set(channel, fn),
      removeHandler: (channel: string) => s.handled.delete(channel),
    },
    Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn(() => ({})) },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    shell: { openExternal: vi.fn() },
  };
});

vi.mock('../../../src/sandbox', () => ({
  startSandbox: (...a: unknown[]) => fakes.state.startSandbox(...a),
}));
vi.mock('../../../src/core', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/core')>();
  return { ...real, openWorkbench: (...a: unknown[]) => fakes.state.openWorkbench(...a) };
});

function makeApp(lock: boolean) {
  let ready: () => void = () => {};
  const readyPromise = new Promise<void>((r) => {
    ready = r;
  });
  const app = Object.assign(new EventEmitter(), {
    isPackaged: true,
    enableSandbox: vi.fn(),
    requestSingleInstanceLock: vi.fn(() => lock),
    quit: vi.fn(),
    whenReady: vi.fn(() => readyPromise),
    getPath: (name: string) => (name === 'userData' ? '/tmp/wb-user-data-that-is-never-written' : '/x'),
    getAppPath: () => '/opt/wb/resources/app.asar',
    getVersion: () => '9.9.9',
    setAboutPanelOptions: vi.fn(),
    setAsDefaultProtocolClient: vi.fn(() => true),
    showAboutPanel: vi.fn(),
  });
  return { app, ready };
}

async function boot(lock = true) {
  vi.resetModules();
  const { app, ready } = makeApp(lock);
  const onAny = vi.fn(() => () => {});
  Object.assign(fakes.state, {
    app,
    lock,
    windows: [],
    handled: new Map(),
    workbenchClose: vi.fn(async () => {}),
    sandboxClose: vi.fn(async () => {}),
  });
  fakes.state.startSandbox = vi.fn(async () => ({
    baseUrl: 'http://127.0.0.1:4555',
    keys: [
      { name: 'admin', apiKey: 'sk_admin' },
      { name: 'participant', apiKey: deriveApiKey('participant') },
    ],
    close: fakes.state.sandboxClose,
  }));
  fakes.state.openWorkbench = vi.fn(async () => ({
    handlers: {},
    on: vi.fn(),
    onAny,
    close: fakes.state.workbenchClose,
  }));
  await import('../../../src/main/index');
  return { app, ready, onAny };
}

/** Waits until start-up has run to its end: the window is open and forwards the core's events. */
const started = (onAny: ReturnType<typeof vi.fn>) =>
  vi.waitFor(() => {
    expect(fakes.state.windows).toHaveLength(1);
    expect(onAny).toHaveBeenCalled();
  });

beforeEach(() => {
  vi.spyOn(process, 'platform', 'get').mockReturnValue('linux');
});

describe('main process lifecycle', () => {
  it('quits at once when another instance holds the lock', async () => {
    const { app } = await boot(false);
    expect(app.quit).toHaveBeenCalledTimes(1);
    expect(app.whenReady).not.toHaveBeenCalled();
    expect(app.enableSandbox).toHaveBeenCalled();
  });

  it('starts workbench, IPC and the window on ready; the sandbox with the first request to it', async () => {
    const { app, ready, onAny } = await boot();
    ready();
    await started(onAny);
    // The window does not wait for the Sandbox: the core starts it when it first sends to it.
    expect(fakes.state.startSandbox).not.toHaveBeenCalled();
    expect(fakes.state.openWorkbench).toHaveBeenCalledWith({
      dataDir: '/tmp/wb-user-data-that-is-never-written',
      version: '9.9.9',
      builtinSandbox: { apiKey: deriveApiKey('participant'), start: expect.any(Function) },
      // The app moves every sweep of the active connection on by itself.
      driveSweeps: true,
      // A Lean kernel package is saved where the system dialog says.
      chooseSavePath: expect.any(Function),
    });
    const opts = fakes.state.openWorkbench.mock.calls[0]![0] as {
      chooseSavePath: (name: string) => Promise<string | null>;
      builtinSandbox: { start: () => Promise<{ baseUrl: string; apiKey: string }> };
    };
    expect(await opts.builtinSandbox.start()).toEqual({
      baseUrl: 'http://127.0.0.1:4555',
      apiKey: deriveApiKey('participant'),
    });
    expect(fakes.state.startSandbox).toHaveBeenCalledWith({
      dataDir: join('/tmp/wb-user-data-that-is-never-written', 'sandbox'),
    });
    // A package download asks the system dialog where to keep the file, in the downloads folder.
    expect(await opts.chooseSavePath('kernel.tar.gz')).toBe(join('/x', 'kernel.tar.gz'));
    expect([...fakes.state.handled.keys()]).toEqual(['workbench:invoke']);
    expect(fakes.state.windows).toHaveLength(1);
    const win = fakes.state.windows[0] as {
      options: { webPreferences: { preload: string } };
      loadURL: unknown;
    };
    expect(win.options.webPreferences.preload).toBe(
      join('/opt/wb/resources/app.asar', 'out/preload/index.cjs'),
    );
    expect(win.loadURL).toHaveBeenCalledWith('app://workbench/index.html');
    expect(onAny).toHaveBeenCalledTimes(1);

    // A second launch focuses the existing window.
    app.emit('second-instance');
    expect((win as unknown as { focus: ReturnType<typeof vi.fn> }).focus).toHaveBeenCalled();

    // Closing the last window quits (not on macOS).
    app.emit('window-all-closed');
    expect(app.quit).toHaveBeenCalledTimes(1);
  });

  it('registers workbench:// and shows the page of a link from a second launch', async () => {
    const { app, ready, onAny } = await boot();
    expect(app.setAsDefaultProtocolClient).toHaveBeenCalledWith('workbench');
    ready();
    await started(onAny);
    const win = fakes.state.windows[0] as unknown as { loadURL: ReturnType<typeof vi.fn> };
    app.emit('second-instance', {}, ['/opt/wb/workbench', 'workbench://item/eta-123456']);
    expect(win.loadURL).toHaveBeenLastCalledWith('app://workbench/index.html#/network/items/ETA-123456');
  });

  it('opens the window on a link that arrived before start-up finished', async () => {
    const { app, ready, onAny } = await boot();
    app.emit('open-url', { preventDefault: vi.fn() }, 'workbench://run/c1/r1');
    ready();
    await started(onAny);
    const win = fakes.state.windows[0] as unknown as { loadURL: ReturnType<typeof vi.fn> };
    expect(win.loadURL).toHaveBeenCalledWith(
      'app://workbench/index.html#/competitions/c1/playground/runs/r1',
    );
  });

  it('closes workbench and sandbox before quitting', async () => {
    const { app, ready, onAny } = await boot();
    ready();
    await started(onAny);
    const opts = fakes.state.openWorkbench.mock.calls[0]![0] as {
      builtinSandbox: { start: () => Promise<unknown> };
    };
    await opts.builtinSandbox.start();
    const event = { preventDefault: vi.fn() };
    app.emit('before-quit', event);
    expect(event.preventDefault).toHaveBeenCalled();
    // Shutdown ends by quitting for real.
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled());
    expect(fakes.state.workbenchClose).toHaveBeenCalledTimes(1);
    expect(fakes.state.sandboxClose).toHaveBeenCalledTimes(1);
    expect(fakes.state.handled.size).toBe(0);
    expect(app.quit).toHaveBeenCalledTimes(1);
    // The second before-quit (from that quit) goes through.
    const again = { preventDefault: vi.fn() };
    app.emit('before-quit', again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });

  it('guards every webContents the app creates', async () => {
    const { app } = await boot();
    const contents = Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn() });
    app.emit('web-contents-created', {}, contents);
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
    const prevent = vi.fn();
    contents.emit('will-navigate', { url: 'https://evil.example/', preventDefault: prevent });
    expect(prevent).toHaveBeenCalled();
  });
});
