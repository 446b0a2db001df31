/**
 * The `electron` module as the packed main process sees it during the package check's start-up
 * run: the same surface the unit tests fake (test/unit/main/index.test.ts), in plain JavaScript so
 * Node loads it without a compiler. It reports what happens as `[stand-in] …` lines on stdout:
 * `window` when the main window is created (start-up reached ready), `error-box` when the app
 * shows its "could not start" dialog, `quit` when it quits. Once the window exists it asks the app
 * to quit, so the run also goes through the app's own shutdown.
 */
import { EventEmitter } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const appRoot = process.env.WB_STANDIN_APP_ROOT;
const userData = process.env.WB_STANDIN_USER_DATA;
const say = (what, detail = {}) => process.stdout.write(`[stand-in] ${what} ${JSON.stringify(detail)}\n`);

class FakeContents extends EventEmitter {
  session = { setPermissionRequestHandler() {}, setPermissionCheckHandler() {} };
  setWindowOpenHandler() {}
  send() {}
  isDestroyed() {
    return false;
  }
}

const windows = [];
let quitting = false;

export class BrowserWindow extends EventEmitter {
  static getAllWindows = () => windows;
  webContents = new FakeContents();
  constructor(options = {}) {
    super();
    windows.push(this);
    const preload = options.webPreferences?.preload ?? null;
    say('window', { preload, preloadExists: preload !== null && existsSync(preload) });
    // Start-up is done once the window exists: quit the way the user would.
    setImmediate(() => app.quit());
  }
  focus() {}
  restore() {}
  show() {}
  maximize() {}
  isMinimized() {
    return false;
  }
  isMaximized() {
    return false;
  }
  isDestroyed() {
    return false;
  }
  async loadURL() {}
  getNormalBounds() {
    return { x: 0, y: 0, width: 1200, height: 800 };
  }
}

class FakeApp extends EventEmitter {
  isPackaged = true;
  enableSandbox() {}
  requestSingleInstanceLock() {
    return true;
  }
  whenReady() {
    return new Promise((resolve) => setImmediate(resolve));
  }
  getPath(name) {
    return name === 'userData' ? userData : join(userData, name);
  }
  getAppPath() {
    return appRoot;
  }
  getVersion() {
    return JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')).version;
  }
  setAboutPanelOptions() {}
  setAsDefaultProtocolClient() {
    return true;
  }
  showAboutPanel() {}
  quit() {
    let prevented = false;
    this.emit('before-quit', { preventDefault: () => (prevented = true) });
    if (prevented || quitting) return;
    quitting = true;
    say('quit');
    setImmediate(() => process.exit(0));
  }
}

export const app = new FakeApp();
export const dialog = {
  showErrorBox: (title, content) => say('error-box', { title, content }),
  showSaveDialog: async () => ({ canceled: true }),
};
export const ipcMain = { handle() {}, removeHandler() {} };
export const Menu = { setApplicationMenu() {}, buildFromTemplate: () => ({}) };
export const protocol = { registerSchemesAsPrivileged() {}, handle() {} };
export const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] };
export const shell = { openExternal: async () => {} };
export class Notification extends EventEmitter {
  static isSupported = () => false;
  show() {}
}
export default { app, BrowserWindow, dialog, ipcMain, Menu, Notification, protocol, screen, shell };
