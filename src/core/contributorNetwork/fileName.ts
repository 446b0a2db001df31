/**
 * Safe local names for files the server names. Apart from download.ts (node:crypto, node:fs) so the
 * command line's `cn` commands can name a file without loading those at start.
 */

/** Names Windows keeps for devices, with or without an extension (`NUL.tar.gz` is NUL). */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;
const MAX_NAME = 120;

/**
 * A file name from the server, made safe to create in the current folder on every system: only
 * `A-Z a-z 0-9 . _ -` (anything else becomes `_`, so `..\` or a NUL cannot name another folder
 * or break the call), no leading dot (no hidden files such as `.bashrc`), no trailing dots, no
 * Windows device names, at most 120 characters. An empty result becomes `fallback`.
 */
export function safeFilename(name: string | undefined, fallback: string): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  let safe = last
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .replace(/[.]+$/, '');
  if (safe.length > MAX_NAME) safe = safe.slice(safe.length - MAX_NAME).replace(/^[._]+/, '');
  if (WINDOWS_RESERVED.test(safe)) safe = `_${safe}`;
  return /[A-Za-z0-9]/.test(safe) ? safe : fallback;
}
