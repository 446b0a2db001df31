/** The native application menu: standard roles, so accelerators follow each platform. */
import { app, Menu, type MenuItemConstructorOptions } from 'electron';

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
    submenu: [{ label: `About ${opts.appName}`, click: () => opts.onAbout() }],
  });
  return template;
}

export function installMenu(opts: Omit<MenuOptions, 'onAbout'>): void {
  app.setAboutPanelOptions({ applicationName: opts.appName, applicationVersion: app.getVersion() });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(buildMenuTemplate({ ...opts, onAbout: () => app.showAboutPanel() })),
  );
}
