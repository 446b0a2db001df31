/**
 * One lazily started worker thread that runs verifyLine for the sandbox (see verifyWorker.ts).
 * Built: the worker is emitted as igp24VerifyWorker.js next to the bundle (out/main by
 * electron-vite; out/serve and out/cli by esbuild). Source runs (tsx, tests): the .ts entry is
 * loaded through tsx.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Verdict } from './verify';

function workerTarget(): { url: URL; execArgv: string[] } {
  for (const rel of ['./igp24VerifyWorker.js', '../igp24VerifyWorker.js']) {
    const url = new URL(rel, import.meta.url);
    if (existsSync(fileURLToPath(url))) return { url, execArgv: [] };
  }
  return { url: new URL('./verifyWorker.ts', import.meta.url), execArgv: ['--import', 'tsx'] };
}

export class VerifyPool {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (v: Verdict[]) => void; reject: (e: Error) => void }
  >();

  private start(): Worker {
    if (this.worker) return this.worker;
    const { url, execArgv } = workerTarget();
    const w = new Worker(url, { execArgv });
    w.unref();
    w.on('message', (m: { id: number; verdicts: Verdict[] }) => {
      const p = this.pending.get(m.id);
      this.pending.delete(m.id);
      p?.resolve(m.verdicts);
    });
    const fail = (e: Error) => {
      if (this.worker === w) this.worker = null;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`verifier worker exited (${code})`)));
    this.worker = w;
    return w;
  }

  /** Verdicts for the lines, in order, computed on the worker thread. */
  verify(lines: string[]): Promise<Verdict[]> {
    const w = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      w.postMessage({ id, lines });
    });
  }

  close(): void {
    const w = this.worker;
    this.worker = null;
    void w?.terminate();
  }
}
