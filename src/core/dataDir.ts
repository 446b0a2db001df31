/**
 * The one data folder of the desktop app, serve mode and the `workbench` command line, so a
 * connection, run or version made in one is there in the others. Plain Node: the command line
 * and serve mode compute it here; the Electron main process asks Electron, whose answer is the
 * same folder (see appDataDir).
 */
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * package.json's `productName`, which Electron takes as the app's name (it is preferred over
 * `name`), so `app.getPath('userData')` ends in it. test/unit/core/dataDir.test.ts holds the two equal.
 */
export const PRODUCT_NAME = 'Participant Workbench';

export interface DataDirEnv {
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
  home?: string;
}

/**
 * Electron's `app.getPath('userData')` for this app, computed without Electron: its `appData`
 * folder plus the product name. `appData` is `$XDG_CONFIG_HOME` (when set and not empty) or
 * `~/.config` on Linux, `~/Library/Application Support` on macOS and the roaming AppData folder
 * (`%APPDATA%`) on Windows.
 */
export function appDataDir({
  env = process.env,
  platform = process.platform,
  home = homedir(),
}: DataDirEnv = {}): string {
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), PRODUCT_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', PRODUCT_NAME);
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), PRODUCT_NAME);
}

/** The folder serve mode and the command line use unless told otherwise: WORKBENCH_DATA_DIR, else the app's. */
export function defaultDataDir(opts: DataDirEnv = {}): string {
  const env = opts.env ?? process.env;
  return env.WORKBENCH_DATA_DIR || appDataDir(opts);
}
