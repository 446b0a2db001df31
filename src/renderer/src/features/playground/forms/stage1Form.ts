/**
 * The Stage 1 (`cheatsheet`) run form as data: what was typed, what is wrong with it in words,
 * and the body spec 4.5 expects. The form keeps every typed value; only `check` decides.
 */
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
  cheatsheets: string[];
  baseline: boolean;
  /** As typed, so "" or "7" stays visible with its error. */
  repeat: string;
}

export const emptyStage1: Stage1Draft = {
  models: [],
  problemSetId: null,
  indices: [],
  custom: [],
  cheatsheets: [],
  baseline: true,
  repeat: '1',
};

export type Stage1Problem =
  | { problemSet: string; index: number }
  | { custom: { equation1: string; equation2: string; goldAnswer: boolean } };

/** Spec 4.5. A baseline next to cheatsheets is `{ cheatsheet: null }` (docs/spec-gaps.md). */
export interface Stage1Body {
  models: string[];
  problems: Stage1Problem[];
  configurations?: { cheatsheet: string | null }[];
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

  const configurations = [...d.cheatsheets.map((id) => ({ cheatsheet: id as string | null }))];
  if (d.baseline && configurations.length > 0) configurations.unshift({ cheatsheet: null });
  const configCount = d.cheatsheets.length + (d.baseline ? 1 : 0);
  if (configCount === 0)
    errors.configurations = 'Pick a cheatsheet or the baseline (no cheatsheet); with neither, nothing runs.';

  const repeat = parseRepeat(d.repeat);
  if (typeof repeat === 'string') errors.repeat = repeat;

  const cells = d.models.length * problems.length * configCount * (typeof repeat === 'number' ? repeat : 1);
  const ok = Object.keys(errors).length === 0 && typeof repeat === 'number';
  return {
    errors,
    cells,
    body: ok
      ? {
          models: [...d.models],
          problems,
          // The baseline alone: the field is left out (spec 4.5), never sent as [] or [{}].
          ...(d.cheatsheets.length > 0 ? { configurations } : {}),
          repeat,
        }
      : null,
  };
}
