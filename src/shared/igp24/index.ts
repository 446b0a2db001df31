/** Public API of the IGP24 local checks (pure TypeScript; runs in Node, Web Workers and the sandbox). */
export { type Analysis, analyze } from './analyze';
export { type CheckOptions, type CheckResult, checkLine } from './check';
export {
  discriminant,
  discriminantModular,
  discriminantSubresultant,
  isqrt,
  isSquare,
  PRODUCTION_METHOD,
  signConsistent,
} from './discriminant';
export { ddfPattern, squarefreeModP, subsetSums } from './factorModP';
export {
  DEFAULT_LIMITS,
  type FileLine,
  type FileParseOptions,
  type Limits,
  type LimitViolation,
  limitsCheck,
  type ParsedFile,
  parseFile,
} from './fileFormat';
export {
  type IrreducibilityOptions,
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
export { type FactorOptions, type FactorResult, factorSmall, hintComment, withHint } from './primes';
export { countRealRoots, countRealRootsDescartes } from './realRoots';
export { utf8Length } from './utf8';
