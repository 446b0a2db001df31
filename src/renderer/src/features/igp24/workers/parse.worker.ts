/// <reference lib="webworker" />
/**
 * Reads the whole polynomial file off the UI thread: the size limits first from one linear scan
 * (precheckLimits), so a file over limits.maxBytes or maxPolynomials is refused at once without
 * parsing a line; otherwise every line (parseFile: format errors, duplicates, hints) and the
 * limits of the parsed file. The page shows the answer as the editor's markers and status.
 */
import { limitsCheck, parseFile, precheckLimits } from '../../../../../shared/igp24';
import { EMPTY_FILE, type ParseAnswer, type ParseRequest } from '../parseTypes';

export function answer({ text, meta, limits }: ParseRequest): ParseAnswer {
  const early = precheckLimits(text, limits);
  if (early.length > 0) return { file: EMPTY_FILE, violations: early, refused: true };
  const file = parseFile(text, { meta });
  return { file, violations: limitsCheck(file, limits), refused: false };
}

// Only inside a worker (the unit tests import `answer` directly).
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  scope.onmessage = (e: MessageEvent<ParseRequest>) => scope.postMessage(answer(e.data));
}
