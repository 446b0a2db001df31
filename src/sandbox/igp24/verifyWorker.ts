/**
 * worker_threads entry: verifies IGP24 lines off the sandbox's main thread (the built-in sandbox
 * runs inside the app's main process, so a hostile batch must never block it).
 * Message in: { id, lines }; message out: { id, verdicts }.
 */
import { parentPort } from 'node:worker_threads';
import { verifyBatch } from './verify';

parentPort?.on('message', (m: { id: number; lines: string[] }) => {
  parentPort?.postMessage({ id: m.id, verdicts: verifyBatch(m.lines) });
});
