/**
 * The Stage 2 (`solver-participation`) run form as data. The solver comes from a library template
 * or is pasted; either way the run keeps a copy (spec 4.5), so later edits do not change it.
 */
import type { FieldErrors } from './stage1Form';

export interface Stage2Draft {
  source: 'template' | 'paste';
  templateId: string | null;
  /** The template's code once read, or the pasted code. */
  solverCode: string;
  solverName: string;
  problemIds: string[];
  /** Empty: every listed model (the field is left out). */
  allowedModels: string[];
}

export const emptyStage2: Stage2Draft = {
  source: 'template',
  templateId: null,
  solverCode: '',
  solverName: '',
  problemIds: [],
  allowedModels: [],
};

export interface Stage2Body {
  solverCode: string;
  solverName?: string;
  problemIds: string[];
  allowedModels?: string[];
}

export type Stage2Field = 'solverCode' | 'solverName' | 'problemIds' | 'allowedModels';

export interface Stage2Check {
  errors: FieldErrors<Stage2Field>;
  /** Spec 2.10: Stage 2 is priced per problem. */
  cells: number;
  body: Stage2Body | null;
}

export function checkStage2(d: Stage2Draft): Stage2Check {
  const errors: FieldErrors<Stage2Field> = {};
  if (d.solverCode.trim() === '')
    errors.solverCode =
      d.source === 'template' ? 'Pick a solver template from your library.' : 'Paste the solver’s Lean code.';
  if (d.problemIds.length === 0) errors.problemIds = 'Pick at least one problem.';
  const name = d.solverName.trim();
  const ok = Object.keys(errors).length === 0;
  return {
    errors,
    cells: d.problemIds.length,
    body: ok
      ? {
          solverCode: d.solverCode,
          ...(name ? { solverName: name } : {}),
          problemIds: [...d.problemIds],
          ...(d.allowedModels.length > 0 ? { allowedModels: [...d.allowedModels] } : {}),
        }
      : null,
  };
}
