/**
 * Progress on long work: a live bar on a terminal (cli-progress), plain lines when piped — and
 * nothing at all under --json, so a script's stdout and stderr stay quiet.
 */
import { createRequire } from 'node:module';
import type { SingleBar as Bar } from 'cli-progress';

// Loaded when a bar is first shown, so commands that never show one start without it.
const load = () => createRequire(import.meta.url)('cli-progress') as typeof import('cli-progress');

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

export function progress(label: string, quiet: boolean): Progress {
  if (quiet) return { update() {}, stop() {} };
  if (process.stderr.isTTY) {
    let bar: Bar | null = null;
    return {
      update(done, total) {
        if (!bar) {
          bar = new (load().SingleBar)({
            format: `${label} [{bar}] {value}/{total}`,
            stream: process.stderr,
            hideCursor: true,
            clearOnComplete: false,
          });
          bar.start(total, done);
        } else bar.setTotal(total);
        bar.update(done);
      },
      stop: () => bar?.stop(),
    };
  }
  // Piped: one line per change, never a carriage-return animation.
  let last = '';
  return {
    update(done, total) {
      const line = `${label}: ${done}/${total}`;
      if (line !== last) process.stderr.write(`${line}\n`);
      last = line;
    },
    stop() {},
  };
}
