/**
 * Node keeps the compiled code of the modules loaded from here on in a folder of the user's cache,
 * `<cache>/<program>/compile-cache` (NODE_DISABLE_COMPILE_CACHE=1 turns it off). Only a folder
 * that is the user's own and that no one else may write to: compiled code read from it runs as
 * this program. Any failure only means no cache. Used by the command line (entry.ts) and serve
 * mode's host (src/serve/cli.ts).
 */
export function turnOnCompileCache(program: string): void {
  try {
    // Not by ES import, which would read every export of each (node:fs loads its streams then).
    const { enableCompileCache } = process.getBuiltinModule('node:module');
    const { mkdirSync, statSync } = process.getBuiltinModule('node:fs');
    const { homedir } = process.getBuiltinModule('node:os');
    const { join } = process.getBuiltinModule('node:path');
    const home = homedir();
    const base =
      process.platform === 'win32'
        ? (process.env.LOCALAPPDATA ?? join(home, 'AppData', 'Local'))
        : process.platform === 'darwin'
          ? join(home, 'Library', 'Caches')
          : process.env.XDG_CACHE_HOME || join(home, '.cache');
    const dir = join(base, program, 'compile-cache');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = statSync(dir);
    const own = process.platform === 'win32' || (st.uid === process.getuid?.() && (st.mode & 0o022) === 0);
    if (own) enableCompileCache(dir);
  } catch {
    // No cache: the command runs all the same.
  }
}
