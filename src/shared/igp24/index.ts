/** Public API of the IGP24 local checks (pure TypeScript; runs in Node, Web Workers and the sandbox). */

export { utf8Length } from '../utf8';
export { type Analysis, analyze } from './analyze';
export { type CheckOptions, type CheckResult, checkLine, MAX_CHECK_DIGITS, uncheckedResult } from './check';
export {
  discriminant,
  discriminantModular,
  discriminantSubresultant,
  isqrt,
  isSquare,
  PRODUCTION_METHOD,
  signConsistent,
} from './discriminant';
export { ddf, ddfPattern, factorModP, squarefreeModP, subsetSums } from './factorModP';
export { type FactorZ, factorOverZ, squarefreeDecomposition } from './factorZ';
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
} from './fileFormat';
export { checkHint, type HintCheck, hintWords } from './hintCheck';
export {
  type IrreducibilityResult,
  type IrreducibilityStatus,
  irreducibility,
} from './irreducibility';
export {
  COEFFICIENT_COUNT,
  DEFAULT_MAX_LINE_BYTES,
  type Hint,
  type LineError,
  type LineParseOptions,
  type LineParseResult,
  parseHint,
  parseLine,
} from './lineFormat';
export { isProbablePrime } from './millerRabin';
export type { Poly } from './poly';
export * as poly from './poly';
export {
  DEFAULT_RHO_ITERATIONS,
  type FactorOptions,
  type FactorResult,
  factorSmall,
  hintComment,
  MAX_COFACTOR_BITS,
  withHint,
} from './primes';
export { countRealRoots, countRealRootsDescartes } from './realRoots';
