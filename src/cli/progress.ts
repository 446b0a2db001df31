/**
 * Progress on long work: a live bar on a terminal (cli-progress), plain lines when piped — and
 * nothing at all under --json, so a script's stdout and stderr stay quiet.
 */
import { SingleBar } from 'cli-progress';

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

export function progress(label: string, quiet: boolean): Progress {
  if (quiet) return { update() {}, stop() {} };
  if (process.stderr.isTTY) {
    const bar = new SingleBar({
      format: `${label} [{bar}] {value}/{total}`,
      stream: process.stderr,
      hideCursor: true,
      clearOnComplete: false,
    });
    let started = false;
    return {
      update(done, total) {
        if (!started) bar.start(total, done);
        else bar.setTotal(total);
        started = true;
        bar.update(done);
      },
      stop: () => started && bar.stop(),
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
