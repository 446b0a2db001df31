/** Saved versions of a text in words (the editor's history and the experiments page). */
import type { VersionSource } from '../../../shared/contracts/experiments';

/** Where a version came from, as people say it. */
export const SOURCE_WORDS: Record<VersionSource, string> = {
  app: 'Saved in the app',
  cli: 'Saved from the command line',
  server: 'Seen on the server (edited on the website or elsewhere)',
  conflict: 'Kept when a conflict was resolved',
  fork: 'Made by a fork',
  restore: 'Restored from an older version',
  run: 'Sent as a run’s solver code',
};

/** The first 8 hex digits: enough to tell versions apart on screen (the whole hash on hover). */
export const shortHash = (sha256: string) => sha256.slice(0, 8);

/** A run started elsewhere whose text at that time is not known here: said, never guessed. */
export const UNKNOWN_VERSION = 'version unknown';
