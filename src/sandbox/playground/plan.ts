/** What a run will execute, fixed at creation and stored with the run (`plan_json`). */

export interface Stage1Problem {
  position: number;
  source: { type: 'problem-set'; problemSetId: string; index: number } | { type: 'custom' };
  equation1: string;
  equation2: string;
  goldAnswer: boolean;
}

export interface Stage1Configuration {
  position: number;
  cheatsheetId: string | null;
  /** A copy of the cheatsheet content at creation (later edits do not change the run). */
  content: string;
}

export interface Stage1Plan {
  kind: 'cheatsheet';
  modelIds: string[];
  problemSets: string[];
  problems: Stage1Problem[];
  configurations: Stage1Configuration[];
  repeat: number;
}

export interface Stage2Plan {
  kind: 'solver-participation';
  modelIds: string[];
  problemSets: string[];
  problems: { position: number; problemId: string }[];
  track: 'solo' | 'marathon';
  /** The solver "crashes" half way (its code contains `panic!`): the run fails with fewer rows. */
  crashes: boolean;
  codeKey: string;
}

export interface ModelRefPlan {
  kind: 'model-reference';
  modelIds: string[];
  problemSets: string[];
  tiers: { tierId: string; cases: number }[];
  modelName: string;
  commitHash: string;
}

export type RunPlan = Stage1Plan | Stage2Plan | ModelRefPlan;

/** Number of units of work (rows for Stage 1 and model reference, problems for Stage 2). */
export function planTotal(plan: RunPlan): number {
  if (plan.kind === 'cheatsheet') {
    return plan.modelIds.length * plan.problems.length * plan.configurations.length * plan.repeat;
  }
  if (plan.kind === 'solver-participation') return plan.problems.length;
  return plan.tiers.reduce((n, t) => n + t.cases, 0);
}
