/** The Contributor Network's vocabulary in words for screens (spec 2.7, 4.4). */
import { formatInteger } from '../../lib/format';
import type { ItemKind, Scope, Sort } from './filters';

export const KIND_LABEL: Record<ItemKind, { one: string; many: string }> = {
  cheatsheet: { one: 'Cheatsheet', many: 'Cheatsheets' },
  'solver-template': { one: 'Solver template', many: 'Solver templates' },
  'model-reference': { one: 'Model reference', many: 'Model references' },
  'lean-kernel-package': { one: 'Lean kernel package', many: 'Lean kernel packages' },
};

export function kindLabel(kind: string): string {
  return (KIND_LABEL as Record<string, { one: string }>)[kind]?.one ?? kind;
}

export const SCOPE_LABEL: Record<Scope, string> = {
  all: 'Everyone’s items',
  mine: 'My items',
  favorites: 'My favorites',
};

export const SORT_LABEL: Record<Sort, string> = {
  newest: 'Newest first',
  earliest: 'Earliest first',
};

/**
 * "1 comment", "1,234 favorites". Drawn for every row of a list while it streams in, so the number
 * goes through one shared formatter (formatInteger), never a toLocaleString that builds one per call.
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatInteger(n)} ${n === 1 ? one : many}`;
}
