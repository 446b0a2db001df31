/**
 * The Electron host: app lifecycle, the built-in sandbox, the workbench core, IPC, the window.
 * Everything with behaviour lives in src/core; this file only wires it to Electron.
 */
import { join, resolve } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Notification } from 'electron';
import { createDispatcher, openWorkbench, type Workbench } from '../core';
import { PRODUCT_NAME } from '../core/dataDir';
import { startSandbox } from '../sandbox';
import { deriveApiKey } from '../sandbox/apiKeys';
import type { UpdateSettings } from '../shared/contract';
import { registerDeepLinks } from './deepLinks';
import { createSenderCheck, forwardEvents, registerIpc } from './ipc';
import { installMenu } from './menu';
import { rendererEntryUrl, trustedOrigins } from './origins';
import { registerAppScheme, serveApp } from './protocol';
import { notifyRunEnds } from './runNotifications';
import { createUpdateCheck, scheduleUpdateChecks, type Updater } from './updater';
import { createMainWindow, guardWebContents } from './window';
import { loadWindowState, trackWindowState } from './windowState';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const APP_NAME = PRODUCT_NAME;
const SHUTDOWN_TIMEOUT_MS = 5_000;
const origins = trustedOrigins(app.isPackaged);

// Before ready: every renderer sandboxed, the app:// scheme privileged.
app.enableSandbox();
registerAppScheme();

// Only a second desktop app is refused (it hands its arguments, a workbench:// link, to this one
// and quits). The lock is Electron's own, which serve mode and the command line neither take nor
// check: they use the same data folder while the app runs.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  run();
}

function run(): void {
  let sandbox: Sandbox | null = null;
  let workbench: Workbench | null = null;
  let mainWindow: BrowserWindow | null = null;
  let unregisterIpc: (() => void) | null = null;
  let stopUpdates: (() => void) | null = null;
  let shutdownState: 'running' | 'closing' | 'closed' = 'running';
  // A link that arrived before the window exists; the window opens on that page.
  let pendingHash: string | null = null;

  const openWindow = (wb: Workbench): BrowserWindow => {
    const hash = pendingHash ?? '';
    pendingHash = null;
    const win = createMainWindow({
      preloadPath: join(app.getAppPath(), 'out/preload/index.cjs'),
      entryUrl: `${rendererEntryUrl(app.isPackaged)}${hash}`,
      origins,
      state: loadWindowState(),
      title: APP_NAME,
    });
    trackWindowState(win);
    forwardEvents(wb, win.webContents);
    win.on('closed', () => {
      if (mainWindow === win) mainWindow = null;
    });
    mainWindow = win;
    return win;
  };

  const start = async () => {
    serveApp(join(app.getAppPath(), 'out/renderer'));
    installMenu({ isMac: process.platform === 'darwin', isDev: !app.isPackaged, appName: APP_NAME });
    // Electron's appData plus package.json's productName ("Participant Workbench"): the folder
    // serve mode and the command line compute without Electron (appDataDir in src/core/dataDir.ts),
    // so all three share connections, cache, outbox and version history.
    const userData = app.getPath('userData');
    workbench = await openWorkbench({
      dataDir: userData,
      version: app.getVersion(),
      driveSweeps: true,
      // Started by the first request sent to it, not before the window: the first screen is drawn
      // at once (from the cache, or saying the Sandbox is starting) while the Sandbox starts.
      builtinSandbox: {
        apiKey: deriveApiKey('participant'),
        start: async () => {
          sandbox = await startSandbox({ dataDir: join(userData, 'sandbox') });
          const participant = sandbox.keys.find((k) => k.name === 'participant');
          if (!participant) throw new Error('The built-in sandbox has no participant key.');
          return { baseUrl: sandbox.baseUrl, apiKey: participant.apiKey };
        },
      },
      // Where a downloaded Contributor Network package goes: the user picks it in the system dialog.
      chooseSavePath: async (defaultName) => {
        const parent = mainWindow && !mainWindow.isDestroyed() ? mainWindow : null;
        const options = { defaultPath: join(app.getPath('downloads'), defaultName) };
        const res = parent
          ? await dialog.showSaveDialog(parent, options)
          : await dialog.showSaveDialog(options);
        return res.canceled || !res.filePath ? null : res.filePath;
      },
    });
    const dispatch = createDispatcher(workbench.handlers);
    unregisterIpc = registerIpc(ipcMain, dispatch, createSenderCheck(origins));
    stopUpdates = scheduleUpdateChecks(
      createUpdateCheck({
        loadUpdater: async () => (await import('electron-updater')).autoUpdater as unknown as Updater,
        isPackaged: app.isPackaged,
        enabled: async () => {
          const res = await dispatch('updates.get', {});
          return res.ok && (res.value as UpdateSettings).enabled;
        },
        feedUrl: process.env.WORKBENCH_UPDATE_URL || undefined,
        say: (message) => console.info(`[workbench] ${message}`),
        announce: (message) => {
          if (Notification.isSupported()) new Notification({ title: APP_NAME, body: message }).show();
        },
      }),
    );
    notifyRunEnds(workbench, {
      isSupported: () => Notification.isSupported(),
      create: (options) => new Notification(options),
      open: showAt,
    });
    if (shutdownState === 'running') openWindow(workbench);
  };

  /** Shows the window on a hash route; before start-up is done, the window opens there. */
  const showAt = (hash: string) => {
    const win = mainWindow && !mainWindow.isDestroyed() ? mainWindow : workbench && openWindow(workbench);
    if (!win) {
      pendingHash = hash;
      return;
    }
    if (win.isMinimized()) win.restore();
    win.show();
    win.focus();
    void win.loadURL(`${rendererEntryUrl(app.isPackaged)}${hash}`);
  };

  // workbench:// links: on macOS as open-url, elsewhere on the command line of a launch.
  pendingHash = registerDeepLinks(app, process.argv, {
    open: showAt,
    ...(app.isPackaged || !process.argv[1]
      ? {}
      : { execPath: process.execPath, devArgs: [resolve(process.argv[1])] }),
  });

  let started: Promise<void> = Promise.resolve();

  const shutdown = async () => {
    // Let a start in progress finish, so whatever it opened is closed below.
    await withTimeout(started, 'start');
    unregisterIpc?.();
    unregisterIpc = null;
    stopUpdates?.();
    stopUpdates = null;
    const wb = workbench;
    workbench = null;
    // Closing the workbench waits for a Sandbox start on its way: read the Sandbox after it.
    if (wb) await withTimeout(wb.close(), 'workbench');
    const sb = sandbox;
    sandbox = null;
    if (sb) await withTimeout(sb.close(), 'sandbox');
  };

  app.on('second-instance', () => {
    if (!mainWindow || mainWindow.isDestroyed()) return;
    // A launch with a link is shown on that link's page (deepLinks.ts); this only brings it forward.
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
  });

  // Every webContents, including any created by accident, follows the same navigation rules.
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, origins));

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('activate', () => {
    if (workbench && BrowserWindow.getAllWindows().length === 0) openWindow(workbench);
  });

  app.on('before-quit', (event) => {
    if (shutdownState === 'closed') return;
    event.preventDefault();
    if (shutdownState === 'closing') return;
    shutdownState = 'closing';
    void shutdown().finally(() => {
      shutdownState = 'closed';
      app.quit();
    });
  });

  started = app
    .whenReady()
    .then(start)
    .catch((err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      console.error(`[workbench] could not start: ${message}`);
      dialog.showErrorBox(`${APP_NAME} could not start`, message);
      app.quit();
    });
}

async function withTimeout(promise: Promise<unknown>, what: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), SHUTDOWN_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([promise.then(() => 'done' as const), timeout]);
    if (result === 'timeout')
      console.warn(`[workbench] ${what} did not close within ${SHUTDOWN_TIMEOUT_MS} ms`);
  } catch (err) {
    console.warn(`[workbench] ${what} failed to close: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    clearTimeout(timer);
  }
}
