/** Public API of the IGP24 local checks (pure TypeScript; runs in Node, Web Workers and the sandbox). */

export { utf8Length } from '../utf8';
export { isProbablePrime } from './arith/millerRabin';
export type { Poly } from './arith/poly';
export * as poly from './arith/poly';
export { type CheckOptions, type CheckResult, checkLine, MAX_CHECK_DIGITS, uncheckedResult } from './check';
export { type Analysis, analyze } from './disc/analyze';
export {
  discriminant,
  discriminantModular,
  discriminantSubresultant,
  isqrt,
  isSquare,
  PRODUCTION_METHOD,
  signConsistent,
} from './disc/discriminant';
export { countRealRoots, countRealRootsDescartes } from './disc/realRoots';
export { ddf, ddfPattern, factorModP, squarefreeModP, subsetSums } from './factor/factorModP';
export { type FactorZ, factorOverZ, squarefreeDecomposition } from './factor/factorZ';
export {
  type IrreducibilityResult,
  type IrreducibilityStatus,
  irreducibility,
} from './factor/irreducibility';
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
export {
  DEFAULT_RHO_ITERATIONS,
  type FactorOptions,
  type FactorResult,
  factorSmall,
  hintComment,
  MAX_COFACTOR_BITS,
  withHint,
} from './primes/primes';
