/**
 * The main window and the rules every webContents follows: no navigation away from the app, no
 * new windows (https: links open in the user's browser), no <webview>, no permissions.
 */
import { BrowserWindow, type Session, shell, type WebContents } from 'electron';
import { isSafeExternalUrl, isTrustedUrl } from './origins';
import type { WindowState } from './windowState';

export interface MainWindowOptions {
  /** Absolute path of out/preload/index.cjs. */
  preloadPath: string;
  /** app://workbench/index.html, or the dev server URL in development. */
  entryUrl: string;
  /** Origins the window may navigate within. */
  origins: ReadonlySet<string>;
  state: WindowState;
  title?: string;
}

export function createMainWindow(opts: MainWindowOptions): BrowserWindow {
  const { state } = opts;
  const win = new BrowserWindow({
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: 800,
    minHeight: 560,
    show: false,
    title: opts.title ?? 'Participant Workbench',
    backgroundColor: '#1e1e1e',
    autoHideMenuBar: false,
    webPreferences: {
      preload: opts.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      navigateOnDragDrop: false,
    },
  });
  guardWebContents(win.webContents, opts.origins);
  denyAllPermissions(win.webContents.session, opts.origins);
  if (state.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  void win.loadURL(opts.entryUrl);
  return win;
}

const guarded = new WeakSet<object>();

/** Applies the navigation and window-open rules to one webContents (idempotent). */
export function guardWebContents(
  contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>,
  origins: ReadonlySet<string>,
): void {
  if (guarded.has(contents)) return;
  guarded.add(contents);
  const keepInApp = (event: { url: string; preventDefault(): void }) => {
    if (!isTrustedUrl(event.url, origins)) event.preventDefault();
  };
  contents.on('will-navigate', keepInApp);
  contents.on('will-redirect', keepInApp);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) void shell.openExternal(url).catch(() => {});
    return { action: 'deny' };
  });
}

/**
 * The renderer needs no camera, notifications, geolocation, clipboard reading or anything else,
 * except writing plain text to the clipboard (the Copy buttons), and only for the app's own pages.
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

export function denyAllPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
  origins: ReadonlySet<string> = new Set(),
): void {
  const allowed = (permission: string, url: string | undefined) =>
    ALLOWED_PERMISSIONS.has(permission) && url !== undefined && isTrustedUrl(url, origins);
  session.setPermissionRequestHandler((_wc, permission, callback, details) =>
    callback(allowed(permission, details?.requestingUrl)),
  );
  session.setPermissionCheckHandler((_wc, permission, requestingOrigin) =>
    allowed(permission, requestingOrigin),
  );
}
