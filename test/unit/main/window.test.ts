import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

class FakeEmitter {
  listeners = new Map<string, Listener[]>();
  on(name: string, l: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), l]);
    return this;
  }
  once(name: string, l: Listener) {
    return this.on(name, l);
  }
  emit(name: string, ...args: unknown[]) {
    for (const l of this.listeners.get(name) ?? []) l(...args);
  }
}

const fakes = vi.hoisted(() => ({
  windows: [] as unknown[],
  openExternal: vi.fn(async (_url: string) => {}),
}));

vi.mock('electron', () => {
  class FakeWebContents extends FakeEmitter {
    openHandler: ((d: { url: string }) => { action: string }) | null = null;
    permissionRequest: ((wc: unknown, p: string, cb: (ok: boolean) => void, d?: unknown) => void) | null =
      null;
    permissionCheck: ((...a: unknown[]) => boolean) | null = null;
    session = {
      setPermissionRequestHandler: (h: FakeWebContents['permissionRequest']) => {
        this.permissionRequest = h;
      },
      setPermissionCheckHandler: (h: FakeWebContents['permissionCheck']) => {
        this.permissionCheck = h;
      },
    };
    setWindowOpenHandler(h: (d: { url: string }) => { action: string }) {
      this.openHandler = h;
    }
  }
  class BrowserWindow extends FakeEmitter {
    webContents = new FakeWebContents();
    loaded: string | null = null;
    maximized = false;
    constructor(readonly options: Record<string, unknown>) {
      super();
      fakes.windows.push(this);
    }
    loadURL(url: string) {
      this.loaded = url;
      return Promise.resolve();
    }
    maximize() {
      this.maximized = true;
    }
    show() {}
  }
  return { BrowserWindow, shell: { openExternal: fakes.openExternal } };
});

const { createMainWindow, guardWebContents } = await import('../../../src/main/window');
const { APP_ORIGIN } = await import('../../../src/main/origins');

interface FakeWindow {
  options: { webPreferences: Record<string, unknown>; width: number; x?: number };
  loaded: string | null;
  maximized: boolean;
  webContents: FakeEmitter & {
    openHandler: (d: { url: string }) => { action: string };
    permissionRequest: (wc: unknown, p: string, cb: (ok: boolean) => void, d?: unknown) => void;
    permissionCheck: (...a: unknown[]) => boolean;
  };
}

function makeWindow(state = { width: 1000, height: 700, maximized: false }): FakeWindow {
  createMainWindow({
    preloadPath: '/app/out/preload/index.cjs',
    entryUrl: `${APP_ORIGIN}/index.html`,
    origins: new Set([APP_ORIGIN]),
    state,
  });
  return fakes.windows.at(-1) as FakeWindow;
}

function navigate(win: FakeWindow, url: string, event = 'will-navigate'): boolean {
  let prevented = false;
  win.webContents.emit(event, {
    url,
    preventDefault: () => {
      prevented = true;
    },
  });
  return prevented;
}

beforeEach(() => {
  fakes.openExternal.mockClear();
});

describe('createMainWindow', () => {
  it('locks the renderer down and uses the CommonJS preload', () => {
    const win = makeWindow();
    const wp = win.options.webPreferences;
    expect(wp.contextIsolation).toBe(true);
    expect(wp.sandbox).toBe(true);
    expect(wp.nodeIntegration).toBe(false);
    expect(wp.webSecurity).toBe(true);
    expect(wp.webviewTag).toBe(false);
    expect(String(wp.preload)).toMatch(/preload[\\/]index\.cjs$/);
    expect(win.loaded).toBe('app://workbench/index.html');
  });

  it('applies the remembered bounds and maximized state', () => {
    const win = makeWindow({ x: 40, y: 50, width: 1111, height: 777, maximized: true } as never);
    expect(win.options.width).toBe(1111);
    expect(win.options.x).toBe(40);
    expect(win.maximized).toBe(true);
  });

  it('prevents navigation to another origin and allows the app origin', () => {
    const win = makeWindow();
    expect(navigate(win, 'https://evil.example/')).toBe(true);
    expect(navigate(win, 'file:///etc/passwd')).toBe(true);
    expect(navigate(win, 'app://other/index.html')).toBe(true);
    expect(navigate(win, 'not a url')).toBe(true);
    expect(navigate(win, 'https://evil.example/', 'will-redirect')).toBe(true);
    expect(navigate(win, 'app://workbench/index.html#/competitions')).toBe(false);
    expect(navigate(win, 'app://workbench/other.html')).toBe(false);
  });

  it('refuses <webview> attachment', () => {
    const win = makeWindow();
    let prevented = false;
    win.webContents.emit('will-attach-webview', { preventDefault: () => (prevented = true) }, {}, {});
    expect(prevented).toBe(true);
  });

  it('denies every new window and opens only https: links externally', () => {
    const win = makeWindow();
    const open = win.webContents.openHandler;
    for (const url of [
      'http://example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      'https://user:pw@example.com/',
      'app://workbench/index.html',
    ]) {
      expect(open({ url })).toEqual({ action: 'deny' });
    }
    expect(fakes.openExternal).not.toHaveBeenCalled();
    expect(open({ url: 'https://example.com/docs?x=1' })).toEqual({ action: 'deny' });
    expect(fakes.openExternal).toHaveBeenCalledTimes(1);
    expect(fakes.openExternal).toHaveBeenCalledWith('https://example.com/docs?x=1');
  });

  it('denies every permission request and check', () => {
    const win = makeWindow();
    const answers: boolean[] = [];
    for (const p of ['media', 'notifications', 'geolocation', 'clipboard-read', 'openExternal']) {
      win.webContents.permissionRequest({}, p, (ok) => answers.push(ok));
    }
    expect(answers).toEqual([false, false, false, false, false]);
    expect(win.webContents.permissionCheck({}, 'media', APP_ORIGIN, {})).toBe(false);
  });

  it('allows writing to the clipboard (Copy buttons) for the app itself, and nothing else', () => {
    const win = makeWindow();
    const ask = (p: string, url: string) => {
      let answer: boolean | null = null;
      win.webContents.permissionRequest({}, p, (ok) => (answer = ok), { requestingUrl: url });
      return answer;
    };
    expect(ask('clipboard-sanitized-write', `${APP_ORIGIN}/index.html`)).toBe(true);
    expect(win.webContents.permissionCheck({}, 'clipboard-sanitized-write', APP_ORIGIN, {})).toBe(true);
    expect(ask('clipboard-sanitized-write', 'https://example.com/')).toBe(false);
    expect(win.webContents.permissionCheck({}, 'clipboard-sanitized-write', 'https://example.com', {})).toBe(
      false,
    );
    expect(ask('clipboard-read', `${APP_ORIGIN}/index.html`)).toBe(false);
  });
});

describe('guardWebContents', () => {
  it('guards any webContents (dev server origin trusted when given)', () => {
    const contents = new FakeEmitter() as FakeEmitter & { setWindowOpenHandler: (h: unknown) => void };
    let handler: ((d: { url: string }) => { action: string }) | null = null;
    contents.setWindowOpenHandler = (h) => {
      handler = h as typeof handler;
    };
    guardWebContents(contents as never, new Set([APP_ORIGIN, 'http://localhost:5173']));
    const nav = (url: string) => {
      let prevented = false;
      contents.emit('will-navigate', { url, preventDefault: () => (prevented = true) });
      return prevented;
    };
    expect(nav('http://localhost:5173/#/x')).toBe(false);
    expect(nav('http://localhost:5174/')).toBe(true);
    expect(handler!({ url: 'https://example.com' })).toEqual({ action: 'deny' });
    // Idempotent: guarding twice does not register twice.
    guardWebContents(contents as never, new Set([APP_ORIGIN]));
    expect(contents.listeners.get('will-navigate')).toHaveLength(1);
  });
});
