/**
 * The workbench core in child processes (crash.child.ts), for the tests that kill them: each one
 * started is remembered, so `stopAll()` can kill and await what a failed trial left running.
 *
 * The child runs bundled to plain JavaScript, from the current source, as the command line ships
 * (scripts/build-cli.mjs): under a TypeScript loader each start took about 550 ms, most of it
 * compiling and loading the core file by file; bundled, about 130 ms. The tests start it dozens of
 * times, and the in-flight test's windows are sized by that start.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { NATIVE, requireBanner, requireNative } from '../../scripts/esbuild-node.mjs';
import { tempDir } from '../helpers/tempDir';

const root = join(import.meta.dirname, '..', '..');

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

/**
 * crash.child.ts bundled into a temporary folder (removed after the test file), for `childCores`.
 * The native packages stay outside and are required from this checkout, whose node_modules the
 * folder does not have.
 */
export async function bundleChild(): Promise<string> {
  const outfile = join(tempDir('wb-core-child-'), 'crash.child.mjs');
  const requireFromRoot = pathToFileURL(join(root, 'package.json')).href;
  await build({
    absWorkingDir: root,
    entryPoints: ['test/outbox/crash.child.ts'],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    external: [...NATIVE],
    banner: { js: requireBanner(JSON.stringify(requireFromRoot)) },
    plugins: [requireNative(root)],
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * Cores on one data folder and platform, run from `script` (bundleChild()); `env` reaches the child
 * (e.g. its write deadline).
 */
export function childCores(
  script: string,
  dataDir: string,
  target: () => { baseUrl: string; apiKey: string },
  env: Record<string, string> = {},
): ChildCores {
  const running: CoreChild[] = [];
  return {
    start(mode, planFile = '') {
      const { baseUrl, apiKey } = target();
      const proc = spawn(process.execPath, [script, mode, dataDir, baseUrl, apiKey, planFile], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...env },
      });
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
