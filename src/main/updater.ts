/**
 * Updates of the installed app through electron-updater. The feed is only the one the installer
 * was built with (package.json build.publish → app-update.yml, an https URL given at build time):
 * a run-time WORKBENCH_UPDATE_URL is ignored, so an environment variable cannot point an installed
 * app at another server. What is downloaded must match the sha512 the feed lists for it and be
 * signed by the configured publisher (docs/security.md, "Updates are signed": Windows
 * publisherName, macOS signing identity) or it is not installed. The switch in Settings
 * (`updates.get`) is read before every check: when it is off, nothing is asked of the feed at all.
 * A development run (not packaged) never checks.
 */

/** What one check found (electron-updater's UpdateCheckResult, the part used here). */
export interface UpdateCheckResult {
  /** Set when a newer version is being downloaded; rejects when the download is refused. */
  downloadPromise?: Promise<unknown> | null;
}

/** The part of electron-updater's AppUpdater used here (faked in some tests). */
export interface Updater {
  autoDownload: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  /** null when this copy cannot update itself (e.g. an AppImage not started as one). */
  checkForUpdates(): Promise<UpdateCheckResult | null>;
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
  /**
   * What the user should hear of even without reading the log (a system notification): a new
   * version ready to install, or a download refused for its checksum. Same words as `say`.
   */
  announce?: (message: string) => void;
}

export const UPDATE_MESSAGES = {
  off: 'Updates are off in Settings: not looking for a new version.',
  notInstalled: 'Updates are looked for only by an installed app.',
  feedIgnored:
    'WORKBENCH_UPDATE_URL is ignored: an installed app looks for updates only at the feed it was built with.',
  cannotUpdate:
    'This copy of the app cannot update itself (it was not started from its installed AppImage); install new versions by hand.',
  checking: 'Looking for a new version…',
  available: (v: string) => `Version ${v} is available; it is being downloaded.`,
  none: 'This is the newest version.',
  downloaded: (v: string) => `Version ${v} is downloaded and is installed when the app quits.`,
  checksumMismatch:
    'The downloaded update did not match its checksum and was discarded. Nothing was installed; try again later or download the release by hand.',
  downloadFailed: (v: string, why: string) =>
    `Could not download version ${v} (${why}). Nothing was installed; the app tries again later.`,
  failed: (why: string) =>
    `Could not look for updates (${why}). The app works as before; it tries again later.`,
  installFailed: (why: string) =>
    `The downloaded update could not be installed (${why}). Nothing was changed; download the release by hand.`,
};

/**
 * `ready`: a newer version is downloaded, verified and installed when the app quits;
 * `up-to-date`: the feed has nothing newer; `cannot-update`: this copy does not update itself.
 */
export type CheckOutcome = 'off' | 'not-installed' | 'cannot-update' | 'up-to-date' | 'ready' | 'failed';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** electron-updater's code for a download whose sha512 is not the one the feed lists. */
const CHECKSUM_MISMATCH = 'ERR_CHECKSUM_MISMATCH';

/** Returns the function that runs one check; the updater is set up on its first use. */
export function createUpdateCheck(deps: UpdateDeps): () => Promise<CheckOutcome> {
  let updater: Updater | null = null;
  // Errors during a check are said once, from the check's own promises; the error event is
  // left for what happens outside a check (installing at quit).
  let checking = false;
  let version = '';
  const setUp = async () => {
    const u = await deps.loadUpdater();
    u.autoDownload = true;
    // Never setFeedURL: the built-in feed and its publisher check are the only source of updates.
    if (deps.feedUrl) deps.say(UPDATE_MESSAGES.feedIgnored);
    u.on('update-available', (info) => {
      version = info.version;
      deps.say(UPDATE_MESSAGES.available(info.version));
    });
    u.on('update-not-available', () => deps.say(UPDATE_MESSAGES.none));
    u.on('update-downloaded', (info) => {
      const message = UPDATE_MESSAGES.downloaded(info.version);
      deps.say(message);
      deps.announce?.(message);
    });
    u.on('error', (err) => {
      if (!checking) deps.say(UPDATE_MESSAGES.installFailed(err.message));
    });
    return u;
  };
  const download = async (pending: Promise<unknown>): Promise<CheckOutcome> => {
    try {
      await pending;
      return 'ready';
    } catch (err) {
      if ((err as { code?: unknown } | null)?.code === CHECKSUM_MISMATCH) {
        deps.say(UPDATE_MESSAGES.checksumMismatch);
        deps.announce?.(UPDATE_MESSAGES.checksumMismatch);
      } else deps.say(UPDATE_MESSAGES.downloadFailed(version, messageOf(err)));
      return 'failed';
    }
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
    checking = true;
    try {
      updater ??= await setUp();
      deps.say(UPDATE_MESSAGES.checking);
      const result = await updater.checkForUpdates();
      if (!result) {
        deps.say(UPDATE_MESSAGES.cannotUpdate);
        return 'cannot-update';
      }
      // Waited for here, so a refused download is said in words instead of rejecting unhandled.
      return result.downloadPromise ? await download(result.downloadPromise) : 'up-to-date';
    } catch (err) {
      deps.say(UPDATE_MESSAGES.failed(messageOf(err)));
      return 'failed';
    } finally {
      checking = false;
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
