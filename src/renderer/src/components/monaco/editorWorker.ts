/**
 * Monaco's editor worker (a bundled file, allowed by `worker-src 'self'`). This module is tiny and
 * sits in the main script: `startWorkerEarly` can start the worker while the page is idle, before
 * Monaco itself is loaded, so its script is fetched and run on its own thread by the time the
 * first editor asks for it.
 */
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

let spare: Worker | null = null;

/** Starts one worker ahead of the first editor (no-op when one is already waiting). */
export function startWorkerEarly(): void {
  spare ??= new EditorWorker();
}

/** For MonacoEnvironment.getWorker: the worker started early, once; after that a new one. */
export function editorWorker(): Worker {
  const worker = spare ?? new EditorWorker();
  spare = null;
  return worker;
}
