/** Which library items have versions, where their text is, and the read that lists them. */
import type { LibraryKind } from '../../shared/api';
import { cacheKey } from '../../shared/contract';
import type { VersionKind } from '../../shared/contracts/experiments';

/** Where a library item keeps the text that is versioned. */
export const BODY_FIELD: Record<VersionKind, 'content' | 'solverCode'> = {
  cheatsheet: 'content',
  'solver-template': 'solverCode',
};

export function isVersionKind(kind: LibraryKind | string): kind is VersionKind {
  return kind === 'cheatsheet' || kind === 'solver-template';
}

/** Who saves through this core: the desktop or serve mode ('app') or the command line ('cli'). */
export type SaveOrigin = 'app' | 'cli';

export const historyKey = (kind: VersionKind, id: string) => cacheKey('library.history', { kind, id });
