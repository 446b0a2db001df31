/** Where serve mode keeps its database when not told: the OS's usual per-user data folder. */
import { homedir } from 'node:os';
import { join } from 'node:path';

export function defaultDataDir(appName = 'participant-workbench'): string {
  if (process.platform === 'win32')
    return join(process.env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), appName, 'serve');
  if (process.platform === 'darwin')
    return join(homedir(), 'Library', 'Application Support', appName, 'serve');
  return join(process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), appName, 'serve');
}
