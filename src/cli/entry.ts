/**
 * The `workbench` program's first module (built to out/cli/workbench.js): answers `--version`, and
 * `--help` into a pipe, at once, turns on Node's compile cache, then loads the command line (main.ts). It imports nothing
 * but compileCache.ts (bundled into this file: main.ts does not import it), not even the project's
 * small modules (each would be a file more to load, shared with main.ts), so what follows is
 * compiled from the cache (a command starts about 10 ms sooner).
 */
import { turnOnCompileCache } from './compileCache';

/** Set by scripts/build-cli.mjs from package.json (as run.ts's VERSION). */
declare const __WORKBENCH_VERSION__: string | undefined;

const args = process.argv.slice(2);
const only = args.length === 1 ? args[0] : undefined;
const help = only === '--help' || only === '-h' ? pipedHelp() : null;
if (only === '--version' || only === '-V') {
  print(`${typeof __WORKBENCH_VERSION__ === 'string' ? __WORKBENCH_VERSION__ : '0.0.0-dev'}\n`);
} else if (help !== null) {
  print(help);
} else {
  turnOnCompileCache('participant-workbench-cli');
  await import('./main');
}

function print(text: string): void {
  // As closedPipe.ts: `workbench --version | true` is the reader's choice, not an error.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
  process.stdout.write(text);
}

/**
 * The program's help page as the build wrote it (scripts/build-cli.mjs: the built program's own
 * `--help` into a pipe), when the output is not a terminal: there commander wraps to the
 * terminal's width, here to 80 columns, so the page is always the same. Null: commander prints it.
 */
function pipedHelp(): string | null {
  try {
    if (process.getBuiltinModule('node:tty').isatty(1)) return null;
    const { readFileSync } = process.getBuiltinModule('node:fs');
    return readFileSync(new URL('./help.txt', import.meta.url), 'utf8');
  } catch {
    return null;
  }
}
