/** The text an item carries (cheatsheet body or solver source) and how to show it. */
import type { NetworkItem } from './types';

export interface ItemText {
  text: string;
  /** Monaco language: the library editor's cheatsheet grammar or Lean 4. */
  language: 'cheatsheet' | 'lean4';
  label: string;
}

export function itemText(item: Pick<NetworkItem, 'kind' | 'content' | 'solverCode'>): ItemText | null {
  if (item.kind === 'cheatsheet' && typeof item.content === 'string')
    return { text: item.content, language: 'cheatsheet', label: 'Cheatsheet text' };
  if (item.kind === 'solver-template' && typeof item.solverCode === 'string')
    return { text: item.solverCode, language: 'lean4', label: 'Solver source (Lean 4)' };
  return null;
}

/** Which library an item forks into; only cheatsheets and solver templates have one. */
export function forkKind(kind: string): 'cheatsheet' | 'solver-template' | null {
  return kind === 'cheatsheet' || kind === 'solver-template' ? kind : null;
}
