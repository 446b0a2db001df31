/**
 * The Stage 1 (`cheatsheet`) run form as data: what was typed, what is wrong with it in words,
 * and the body spec 4.5 expects. The form keeps every typed value; only `check` decides.
 */
import { stage1Cells } from '../../../../../shared/playgroundCost';
import { MAX_REPEAT } from './limits';

export interface CustomEquation {
  equation1: string;
  equation2: string;
  /** null until the user says which answer is right. */
  goldAnswer: boolean | null;
}

export interface Stage1Draft {
  models: string[];
  problemSetId: string | null;
  /** Problem indices picked from the set. */
  indices: number[];
  custom: CustomEquation[];
  /**
   * The baseline (no cheatsheet) or the picked cheatsheets. Spec 4.5 writes the baseline by leaving
   * `configurations` out, so one run is either; compare a baseline run with a cheatsheet run.
   */
  baseline: boolean;
  cheatsheets: string[];
  /** As typed, so "" or "7" stays visible with its error. */
  repeat: string;
}

export const emptyStage1: Stage1Draft = {
  models: [],
  problemSetId: null,
  indices: [],
  custom: [],
  baseline: true,
  cheatsheets: [],
  repeat: '1',
};

export type Stage1Problem =
  | { problemSet: string; index: number }
  | { custom: { equation1: string; equation2: string; goldAnswer: boolean } };

/** Spec 4.5; `configurations` left out means the unconditioned baseline. */
export interface Stage1Body {
  models: string[];
  problems: Stage1Problem[];
  configurations?: { cheatsheet: string }[];
  repeat: number;
}

export type Stage1Field = 'models' | 'problems' | 'custom' | 'configurations' | 'repeat';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface Stage1Check {
  errors: FieldErrors<Stage1Field>;
  /** Models × problems × configurations × repeat, counted from what is valid so far. */
  cells: number;
  body: Stage1Body | null;
}

function parseRepeat(text: string): number | string {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return `Repeat is a whole number from 1 to ${MAX_REPEAT}.`;
  const n = Number(t);
  if (n < 1 || n > MAX_REPEAT) return `Repeat is at most ${MAX_REPEAT} and at least 1 (you typed ${n}).`;
  return n;
}

export function checkStage1(d: Stage1Draft): Stage1Check {
  const errors: FieldErrors<Stage1Field> = {};
  if (d.models.length === 0) errors.models = 'Pick at least one model.';

  const badCustom = d.custom.findIndex(
    (c) => c.equation1.trim() === '' || c.equation2.trim() === '' || c.goldAnswer === null,
  );
  if (badCustom >= 0)
    errors.custom = `Custom equation ${badCustom + 1} needs both equations and its right answer (true or false).`;
  const problems: Stage1Problem[] = [
    ...(d.problemSetId === null ? [] : d.indices.map((index) => ({ problemSet: d.problemSetId!, index }))),
    ...d.custom
      .filter((c) => c.goldAnswer !== null)
      .map((c) => ({
        custom: { equation1: c.equation1.trim(), equation2: c.equation2.trim(), goldAnswer: c.goldAnswer! },
      })),
  ];
  if (problems.length === 0 && badCustom < 0)
    errors.problems = 'Pick problems from a set or add a custom equation.';

  const configCount = d.baseline ? 1 : d.cheatsheets.length;
  if (configCount === 0)
    errors.configurations = 'Pick at least one cheatsheet, or run the baseline (no cheatsheet) instead.';

  const repeat = parseRepeat(d.repeat);
  if (typeof repeat === 'string') errors.repeat = repeat;

  const cells = stage1Cells(
    d.models.length,
    problems.length,
    configCount,
    typeof repeat === 'number' ? repeat : 1,
  );
  const ok = Object.keys(errors).length === 0 && typeof repeat === 'number';
  return {
    errors,
    cells,
    body: ok
      ? {
          models: [...d.models],
          problems,
          // The baseline: the field is left out (spec 4.5), never sent as [] or [{}].
          ...(d.baseline ? {} : { configurations: d.cheatsheets.map((id) => ({ cheatsheet: id })) }),
          repeat,
        }
      : null,
  };
}
