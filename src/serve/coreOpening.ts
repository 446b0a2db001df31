/**
 * When serve mode opens the core. Loading the core's code and opening its database take the
 * host's one thread for a while (a tenth of a second or more); done while the browser asks for
 * the page, they would hold up every file of it. So the core is opened once the page and the
 * scripts and styles it names (index.html's own list) have been sent, when the browser is busy
 * running them and has not called yet; or at once when something needs it (a call, the event
 * stream); or `latestMs` after the host started listening, whatever comes first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The paths index.html loads before its script runs (`/`, `/assets/index-….js`, …). */
export function pageFiles(rendererDir: string): Set<string> {
  let html: string;
  try {
    html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
  } catch {
    return new Set();
  }
  const files = new Set(['/']);
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\.?\/(assets\/[^"]+)"/g))
    files.add(`/${m[1]}`);
  return files;
}

export interface CoreOpening<T> {
  /** The core, opened now if it was not yet. */
  get(): Promise<T>;
  /** A file of the page has been sent. */
  sent(path: string): void;
  /** The opening under way or done, or null if it never started. */
  started(): Promise<T> | null;
  /** No more opening by itself (the host is closing). */
  cancel(): void;
}

export function coreOpening<T>(
  open: () => Promise<T>,
  files: ReadonlySet<string>,
  latestMs = 1_000,
): CoreOpening<T> {
  let opening: Promise<T> | null = null;
  const waiting = new Set(files);
  const start = () => {
    clearTimeout(timer);
    opening ??= open();
    return opening;
  };
  const timer = setTimeout(start, latestMs);
  return {
    get: start,
    sent(path) {
      if (!waiting.delete(path) || waiting.size > 0) return;
      // After the answers already asked for on other connections, not in their way.
      setImmediate(start);
    },
    started: () => opening,
    cancel: () => clearTimeout(timer),
  };
}
