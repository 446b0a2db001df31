/**
 * Updates of the installed app through electron-updater. The feed is only the one the installer
 * was built with (package.json build.publish → app-update.yml, an https URL given at build time):
 * a run-time WORKBENCH_UPDATE_URL is ignored, so an environment variable cannot point an installed
 * app at another server. What is downloaded must be signed by the configured publisher
 * (docs/security.md, "Updates are signed": Windows publisherName, macOS signing identity) or it is not installed. The
 * switch in Settings (`updates.get`) is read before every check: when it is off, nothing is asked
 * of the feed at all. A development run (not packaged) never checks.
 */

/** The part of electron-updater's AppUpdater used here (faked in tests). */
export interface Updater {
  autoDownload: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdatesAndNotify(): Promise<unknown>;
  on(event: 'update-available' | 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'update-not-available', listener: () => void): unknown;
  on(event: 'error', listener: (err: Error) => void): unknown;
}

export interface UpdateDeps {
  /** Loaded only when a check is due, so a development run never loads electron-updater. */
  loadUpdater: () => Promise<Updater>;
  isPackaged: boolean;
  /** The Settings switch. */
  enabled: () => Promise<boolean>;
  /** A run-time feed (WORKBENCH_UPDATE_URL): never used by an installed app, only said to be ignored. */
  feedUrl?: string;
  /** Where the outcome of each check is said (the main log). */
  say: (message: string) => void;
}

export const UPDATE_MESSAGES = {
  off: 'Updates are off in Settings: not looking for a new version.',
  notInstalled: 'Updates are looked for only by an installed app.',
  feedIgnored:
    'WORKBENCH_UPDATE_URL is ignored: an installed app looks for updates only at the feed it was built with.',
  checking: 'Looking for a new version…',
  available: (v: string) => `Version ${v} is available; it is being downloaded.`,
  none: 'This is the newest version.',
  downloaded: (v: string) => `Version ${v} is downloaded and is installed when the app quits.`,
  failed: (why: string) =>
    `Could not look for updates (${why}). The app works as before; it tries again later.`,
};

export type CheckOutcome = 'off' | 'not-installed' | 'checked' | 'failed';

/** Returns the function that runs one check; the updater is set up on its first use. */
export function createUpdateCheck(deps: UpdateDeps): () => Promise<CheckOutcome> {
  let updater: Updater | null = null;
  const setUp = async () => {
    const u = await deps.loadUpdater();
    u.autoDownload = true;
    // Never setFeedURL: the built-in feed and its publisher check are the only source of updates.
    if (deps.feedUrl) deps.say(UPDATE_MESSAGES.feedIgnored);
    u.on('update-available', (info) => deps.say(UPDATE_MESSAGES.available(info.version)));
    u.on('update-not-available', () => deps.say(UPDATE_MESSAGES.none));
    u.on('update-downloaded', (info) => deps.say(UPDATE_MESSAGES.downloaded(info.version)));
    u.on('error', (err) => deps.say(UPDATE_MESSAGES.failed(err.message)));
    return u;
  };
  return async () => {
    if (!deps.isPackaged) {
      deps.say(UPDATE_MESSAGES.notInstalled);
      return 'not-installed';
    }
    if (!(await deps.enabled().catch(() => false))) {
      deps.say(UPDATE_MESSAGES.off);
      return 'off';
    }
    try {
      updater ??= await setUp();
      deps.say(UPDATE_MESSAGES.checking);
      await updater.checkForUpdatesAndNotify();
      return 'checked';
    } catch (err) {
      deps.say(UPDATE_MESSAGES.failed(err instanceof Error ? err.message : String(err)));
      return 'failed';
    }
  };
}

/** Checks now and then every `everyMs` (the switch is read each time); returns the stop function. */
export function scheduleUpdateChecks(
  check: () => Promise<CheckOutcome>,
  everyMs = 6 * 60 * 60 * 1000,
): () => void {
  void check();
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
