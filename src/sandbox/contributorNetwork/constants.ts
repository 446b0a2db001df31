/**
 * Contributor Network constants. Values the spec does not show are sandbox guesses, documented in
 * docs/sandbox.md and docs/spec-gaps.md.
 */

/** Public-code prefixes per competition (spec 2.7 shows the shape, not the prefixes: guess). */
export const PUBLIC_CODE_PREFIX: Readonly<Record<string, string>> = {
  'modular-arithmetic-challenge': 'MAC',
  'mathematics-distillation-challenge-equational-theories-stage1': 'ETA',
  'mathematics-distillation-challenge-equational-theories-stage2': 'ETB',
  'lean-kernel-challenge': 'LKC',
};

/** Solver-template track letter inserted before the digits (spec 2.7). */
export const TRACK_LETTER: Readonly<Record<string, string>> = { solo: 'S', marathon: 'M' };

export const LEAN_COMPETITION = 'lean-kernel-challenge';
export const LEAN_KIND = 'lean-kernel-package';
export const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
export const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
export const MODULAR = 'modular-arithmetic-challenge';

/** The one public benchmark activity (spec 2.8). */
export const BENCHMARK_ACTIVITY = {
  id: 'CN-BMK-001',
  competitionId: STAGE1,
  kind: 'cheatsheet',
  problemSets: ['hard3'],
  models: ['gpt-oss-120b', 'qwen3-235b-a22b'],
} as const;

export const CN_LIMITS = {
  searchMaxLength: 200,
  remarkMaxLength: 500,
  titleMaxLength: 200,
  bodyMaxBytes: 262_144,
  /** Comment body length in characters (guess; spec 7 names the code, not the limit). */
  commentMaxLength: 2000,
  commentsDefaultLimit: 25,
  /** Lineage graph node limit (spec 8). */
  graphMaxNodes: 2000,
} as const;

export const NO_STORE = { 'cache-control': 'private, no-store' } as const;
