/**
 * The workbench core in child processes (crash.child.ts), for the tests that kill them: each one
 * started is remembered, so `stopAll()` can kill and await what a failed trial left running.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface CoreChild {
  proc: ChildProcess;
  /** Everything it printed (stdout and stderr), once it has exited. */
  output: Promise<string>;
  exited: Promise<number | null>;
}

export interface ChildCores {
  start(mode: 'seed' | 'run', planFile?: string): CoreChild;
  stopAll(): Promise<void>;
}

/** Cores on one data folder and platform; `env` reaches the child (e.g. its write deadline). */
export function childCores(
  dataDir: string,
  target: () => { baseUrl: string; apiKey: string },
  env: Record<string, string> = {},
): ChildCores {
  const running: CoreChild[] = [];
  return {
    start(mode, planFile = '') {
      const { baseUrl, apiKey } = target();
      const proc = spawn(
        process.execPath,
        ['--import', 'tsx', 'test/outbox/crash.child.ts', mode, dataDir, baseUrl, apiKey, planFile],
        { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
      );
      let out = '';
      for (const stream of [proc.stdout!, proc.stderr!])
        stream.on('data', (c: Buffer) => {
          out += c.toString();
        });
      const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
      const child = { proc, output: exited.then(() => out), exited };
      running.push(child);
      return child;
    },
    async stopAll() {
      for (const { proc, exited } of running) {
        if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** Resolves once the child printed `text` on stdout; rejects if it exits first. */
export function waitForLine(proc: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let buf = '';
    const onData = (c: Buffer) => {
      buf += c.toString();
      if (buf.includes(text)) {
        proc.stdout!.off('data', onData);
        resolve();
      }
    };
    proc.stdout!.on('data', onData);
    proc.once('exit', () => reject(new Error(`child exited before "${text}": ${buf}`)));
  });
}
