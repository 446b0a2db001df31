/**
 * An API key from outside the keychain, for machines that have none (headless servers, cluster
 * nodes, CI): WORKBENCH_API_KEY, else a key file (`--key-file PATH` or WORKBENCH_API_KEY_FILE),
 * else the key stored with the connection. Read once per command and never written anywhere.
 */
import { closeSync, fstatSync, openSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ConnectionView } from '../shared/contract';
import { UsageError } from './callError';

export const KEY_ENV = 'WORKBENCH_API_KEY';
export const KEY_FILE_ENV = 'WORKBENCH_API_KEY_FILE';

export interface ExternalKey {
  apiKey: string;
  source: 'environment' | 'file';
  /** The key file's absolute path (source `file`). */
  file: string | null;
}

/** How `auth login` tells a machine without a keychain to give the key to later commands. */
export const NO_KEYCHAIN_HINT = `For later commands, set ${KEY_ENV}, or put the key in a file only you can read (chmod 600) and set ${KEY_FILE_ENV}=PATH or pass --key-file PATH.`;

/** The key for this command from outside the keychain, or null when none is given. */
export function readExternalKey(env: NodeJS.ProcessEnv, keyFileOption?: string): ExternalKey | null {
  const fromEnv = env[KEY_ENV]?.trim();
  if (fromEnv) {
    // Both given on one command line: refuse rather than silently ignore the one typed.
    if (keyFileOption)
      throw new UsageError(`Both ${KEY_ENV} and --key-file give a key. Unset ${KEY_ENV} or drop --key-file.`);
    return { apiKey: fromEnv, source: 'environment', file: null };
  }
  const given = keyFileOption ?? env[KEY_FILE_ENV];
  if (!given) return null;
  const file = resolve(given);
  return { apiKey: readKeyFile(file, keyFileOption ? '--key-file' : KEY_FILE_ENV), source: 'file', file };
}

/** Where a connection's key came from, in words (never the key). */
export function keySourceText(view: ConnectionView, external: ExternalKey | null): string {
  switch (view.keyStorage) {
    case 'environment':
      return `${KEY_ENV} (environment)`;
    case 'file':
      return `key file ${external?.file ?? ''}`.trim();
    case 'keychain':
      return 'OS keychain';
    case 'memory':
      return 'this process only (no keychain)';
    case 'builtin':
      return 'built in (Sandbox)';
    default:
      return 'none';
  }
}

/**
 * Reads a key file the way ssh reads a private key: a regular file of the current user that group
 * and others cannot touch, as anyone who can read it can act as its owner on the platform.
 */
function readKeyFile(file: string, from: string): string {
  let fd: number;
  try {
    // stat first: opening a FIFO or device would block or read forever.
    if (!statSync(file).isFile())
      throw new UsageError(
        `The key file ${file} (${from}) is not a regular file. Give the path of a file that holds only the API key.`,
      );
    fd = openSync(file, 'r');
  } catch (err) {
    if (err instanceof UsageError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new UsageError(
        `The key file ${file} (${from}) does not exist. Check the path, or unset ${from}.`,
      );
    throw new UsageError(
      `The key file ${file} (${from}) cannot be read (${code ?? (err as Error).message}). Make it readable by you: chmod 600 ${quoted(file)}.`,
    );
  }
  try {
    const st = fstatSync(fd);
    // Windows has no POSIX owner or mode bits (Node reports made-up ones): its ACLs are not checked.
    if (process.platform !== 'win32') {
      if (typeof process.getuid === 'function' && st.uid !== process.getuid())
        throw new UsageError(
          `The key file ${file} (${from}) belongs to another user. Use a copy of your own: cp it, then chmod 600 the copy.`,
        );
      if ((st.mode & 0o077) !== 0)
        throw new UsageError(
          `The key file ${file} (${from}) can be used by other users (mode ${(st.mode & 0o777).toString(8).padStart(4, '0')}), so anyone on this machine could read the key. Run chmod 600 ${quoted(file)} and repeat the command.`,
        );
    }
    const key = readFileSync(fd, 'utf8').trim();
    if (!key) throw new UsageError(`The key file ${file} (${from}) is empty. Put the API key in it.`);
    return key;
  } finally {
    closeSync(fd);
  }
}

/** A path as it can be pasted into a POSIX shell. */
function quoted(path: string): string {
  return /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
}
