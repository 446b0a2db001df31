/**
 * Public API of the IGP24 local checks (pure TypeScript; runs in Node, Web Workers and the sandbox).
 * The code is in one folder per step (docs/igp24.md has the map): line/ (line and file format, hint,
 * daily cap), disc/ (r and disc), primes/ (small primes of disc), factor/ (over F_p and over Z),
 * arith/ (integer and modular arithmetic), tables/ (generated data), and check.ts runs them on a line.
 *
 * The likely Galois group has its own entry, galois/index.ts: a check never loads the group data
 * (the command line's `igp24 check` would pay for it at every start). Two small modules are also
 * imported directly, each for its reason stated at the import: primes/factorBudget.ts (the command
 * line's help, without the prime table) and line/dailyCap.ts (the main process, without the maths).
 */

export { utf8Length } from '../utf8';
export { isProbablePrime } from './arith/millerRabin';
export type { Poly } from './arith/poly';
export * as poly from './arith/poly';
export { type CheckOptions, type CheckResult, checkLine, MAX_CHECK_DIGITS, uncheckedResult } from './check';
export { type Analysis, analyze } from './disc/analyze';
export { discriminant, discriminantSubresultant, isqrt, isSquare, signConsistent } from './disc/discriminant';
export { enableDdfKernel } from './factor/ddfKernel';
export { type FactorZ, factorOverZ, squarefreeDecomposition, subsetSums } from './factor/factorZ';
export {
  type IrreducibilityResult,
  type IrreducibilityStatus,
  irreducibility,
} from './factor/irreducibility';
export type { DiscSource, FieldDiscriminant } from './field/types';
export { type DailyCap, dailyCap, PAIRS_FOR_RAISED_CAP } from './line/dailyCap';
export {
  DEFAULT_LIMITS,
  type FileLine,
  type FileParseOptions,
  type FileSize,
  type Limits,
  type LimitViolation,
  limitsCheck,
  measurePolynomials,
  type ParsedFile,
  parseFile,
  polynomialLines,
  precheckLimits,
} from './line/fileFormat';
export { checkHint, type HintCheck, hintWords } from './line/hintCheck';
export {
  COEFFICIENT_COUNT,
  DEFAULT_MAX_LINE_BYTES,
  type Hint,
  type LineError,
  type LineParseOptions,
  type LineParseResult,
  parseHint,
  parseLine,
} from './line/lineFormat';
export { DEFAULT_ECM_CURVES } from './primes/factorBudget';
export {
  DEFAULT_RHO_ITERATIONS,
  type FactorOptions,
  type FactorResult,
  factorSmall,
  hintComment,
  MAX_COFACTOR_BITS,
  withHint,
} from './primes/primes';
