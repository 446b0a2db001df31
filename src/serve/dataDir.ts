/**
 * Serve mode once kept its data in a folder of its own (the function below), so the desktop app
 * and the command line never saw it. Now it uses theirs (src/core/dataDir.ts); the first start
 * copies the old folder's databases there when that folder has none yet, and says what it did.
 * The old folder is never changed or deleted: a note in it says where its data went.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { privateDir } from '../core/dataDirModes';
import { copyDatabase } from '../core/store/copyDatabase';
import { DB_FILENAME as SANDBOX_DB } from '../sandbox/config';

const DB = 'workbench.db';
/** Left in the old folder once it has been dealt with: the next starts say nothing more. */
export const OLD_FOLDER_NOTE = 'MOVED.txt';

/** Where serve mode kept its data before it shared the app's folder. */
export function oldServeDataDir(env: NodeJS.ProcessEnv = process.env, home = homedir()): string {
  const appName = 'participant-workbench';
  if (process.platform === 'win32')
    return join(env.APPDATA || join(home, 'AppData', 'Roaming'), appName, 'serve');
  if (process.platform === 'darwin') return join(home, 'Library', 'Application Support', appName, 'serve');
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), appName, 'serve');
}

/**
 * Carries the old serve folder's data into `to` (the shared data folder) when the old folder
 * has a database it has not dealt with yet. Answers the sentence to show the user, or null when
 * there was nothing to do. A copy that fails leaves `to` without a database and is tried again at
 * the next start.
 */
export function carryOverOldData(from: string, to: string): string | null {
  if (!existsSync(join(from, DB)) || existsSync(join(from, OLD_FOLDER_NOTE))) return null;
  const openOld = `To open the old data instead: npm run serve -- --data "${from}"`;
  const alreadyHadData = () => {
    leaveNote(
      from,
      `This version of serve mode keeps its data in\n  ${to}\nwhich the desktop app and the \`workbench\` command use too. That folder already had data, so this folder was not copied there.\n${openOld}\n`,
    );
    return (
      `Serve mode now keeps its data in ${to}, with the desktop app and the \`workbench\` command. ` +
      `That folder already had data, so the data serve mode kept before, in ${from}, was not copied there. ${openOld}`
    );
  };
  if (existsSync(join(to, DB))) return alreadyHadData();
  try {
    // The built-in Sandbox's own records (its library items, runs), which the cache refers to.
    // First: the workbench's database in `to` is what says the copy is done.
    if (existsSync(join(from, 'sandbox', SANDBOX_DB)) && !existsSync(join(to, 'sandbox', SANDBOX_DB))) {
      privateDir(join(to, 'sandbox'));
      copyDatabase(join(from, 'sandbox', SANDBOX_DB), join(to, 'sandbox', SANDBOX_DB));
    }
    privateDir(to);
    // Another process (the app, a command) made the database meanwhile: its data is the user's now.
    if (!copyDatabase(join(from, DB), join(to, DB))) return alreadyHadData();
  } catch (err) {
    return (
      `Serve mode now keeps its data in ${to}, with the desktop app and the \`workbench\` command, but ` +
      `copying the data it kept before, in ${from}, failed (${(err as Error).message}). ` +
      `That folder was left as it was. ${openOld}`
    );
  }
  leaveNote(
    from,
    `The data of this folder was copied on ${new Date().toISOString()} to\n  ${to}\nwhich serve mode, the desktop app and the \`workbench\` command now use. This folder is no longer used: delete it when you no longer need it.\n`,
  );
  return (
    `Copied the data serve mode kept before from ${from} to ${to}, the folder the desktop app and ` +
    `the \`workbench\` command use. The old folder was left as it was: delete it when you no longer need it.`
  );
}

function leaveNote(dir: string, text: string): void {
  // Only a note: when it cannot be written, the next start says the same again.
  try {
    writeFileSync(join(dir, OLD_FOLDER_NOTE), text, { flag: 'wx' });
  } catch {}
}
