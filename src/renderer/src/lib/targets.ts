/** Which competitions an editor's text can be submitted to, and the one picked by default. */
import type { CompetitionSummary } from '../../../shared/api';

export const STAGE1_ID = 'mathematics-distillation-challenge-equational-theories-stage1';
export const STAGE2_ID = 'mathematics-distillation-challenge-equational-theories-stage2';

export type EditableKind = 'cheatsheet' | 'solver-template';

export const SUBMISSION_KIND_FOR: Record<EditableKind, string> = {
  cheatsheet: 'cheatsheet',
  'solver-template': 'solver-participation',
};

export const DEFAULT_TARGET: Record<EditableKind, string> = {
  cheatsheet: STAGE1_ID,
  'solver-template': STAGE2_ID,
};

export function targetsFor(
  kind: EditableKind,
  list: readonly CompetitionSummary[] | null,
): CompetitionSummary[] {
  return (list ?? []).filter((c) => c.submissionKind === SUBMISSION_KIND_FOR[kind] && c.status !== 'closed');
}

export function defaultTarget(kind: EditableKind, list: readonly CompetitionSummary[] | null): string {
  const targets = targetsFor(kind, list);
  if (targets.length === 0 || targets.some((c) => c.id === DEFAULT_TARGET[kind])) return DEFAULT_TARGET[kind];
  return targets[0]!.id;
}

export const KIND_WORDS: Record<
  EditableKind,
  { one: string; list: string; listPath: string; stage: string }
> = {
  cheatsheet: { one: 'cheatsheet', list: 'Cheatsheets', listPath: '/library/cheatsheets', stage: 'Stage 1' },
  'solver-template': {
    one: 'solver template',
    list: 'Solver templates',
    listPath: '/library/solver-templates',
    stage: 'Stage 2',
  },
};
