/** The native application menu: standard roles, so accelerators follow each platform. */
import { app, type BaseWindow, BrowserWindow, Menu, type MenuItemConstructorOptions } from 'electron';
import { HELP_KEYS, PALETTE_KEYS } from '../shared/shortcuts';

export interface MenuOptions {
  isMac: boolean;
  /** Reload and developer tools appear only in development. */
  isDev: boolean;
  appName: string;
  onAbout: () => void;
}

export function buildMenuTemplate(opts: MenuOptions): MenuItemConstructorOptions[] {
  const template: MenuItemConstructorOptions[] = [];
  if (opts.isMac) template.push({ role: 'appMenu' });
  template.push({ role: 'fileMenu' });
  template.push({ role: 'editMenu' });
  const view: MenuItemConstructorOptions[] = [];
  if (opts.isDev) {
    view.push({ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' });
  }
  view.push(
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  );
  template.push({ label: 'View', submenu: view });
  template.push({ role: 'windowMenu' });
  template.push({
    role: 'help',
    submenu: [
      // The window handles these keys itself (in serve mode too); the menu shows them and, when
      // clicked, presses the same key in the window.
      {
        label: 'Command Palette…',
        accelerator: PALETTE_KEYS,
        registerAccelerator: false,
        click: (_item, win) => pressKey(win, 'K', [opts.isMac ? 'meta' : 'control']),
      },
      {
        label: 'Keyboard Shortcuts',
        accelerator: HELP_KEYS,
        registerAccelerator: false,
        click: (_item, win) => pressKey(win, 'F1', []),
      },
      { type: 'separator' },
      { label: `About ${opts.appName}`, click: () => opts.onAbout() },
    ],
  });
  return template;
}

function pressKey(win: BaseWindow | undefined, keyCode: string, modifiers: ('meta' | 'control')[]): void {
  if (!(win instanceof BrowserWindow)) return;
  win.webContents.sendInputEvent({ type: 'keyDown', keyCode, modifiers });
  win.webContents.sendInputEvent({ type: 'keyUp', keyCode, modifiers });
}

export function installMenu(opts: Omit<MenuOptions, 'onAbout'>): void {
  app.setAboutPanelOptions({ applicationName: opts.appName, applicationVersion: app.getVersion() });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(buildMenuTemplate({ ...opts, onAbout: () => app.showAboutPanel() })),
  );
}
