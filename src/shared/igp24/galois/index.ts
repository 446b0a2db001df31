export {
  type AdaptiveRanking,
  decided,
  type PolynomialFacts,
  rankAdaptive,
  rankWithSource,
  STOP_RULE,
  type StopRule,
} from './adaptive';
export {
  type BestLine,
  bestLines,
  type Closeness,
  closeness,
  compareCloseness,
  type PairLine,
  pairKey,
} from './closest';
export { type FrobeniusSample, FrobeniusSampler, frobeniusTypes, samplePrefix } from './frobenius';
export {
  DEFAULT_GALOIS_PRIMES,
  GALOIS_TOP,
  type GaloisDetail,
  type GaloisForLine,
  galoisDetail,
  galoisForLine,
  galoisFromCheck,
  MAX_GALOIS_PRIMES,
  noGroupReason,
} from './line';
export {
  conjugationType,
  DEGREE,
  factorial,
  isEvenType,
  PARTITIONS,
  parseTypeText,
  partitionIndex,
  partitionIndexAscending,
  symmetricClassSize,
  typeText,
} from './partitions';
export {
  type QuadraticBound,
  type QuadraticPrep,
  quadraticBound,
  quadraticBoundFrom,
  quadraticPrep,
} from './quadratic';
export { GroupRanker, type RankedGroup, type RankInput, type Ranking, rankGroups } from './rank';
export {
  type LabelProgressLike,
  type PairOutlook,
  type PairProgressLike,
  type PairStatus,
  type ScoreOutlook,
  scoreOutlook,
} from './score';
export {
  allowedRFromData,
  allowedRFromTypes,
  type GaloisTable,
  parseTable,
  parseTableData,
  type TableData,
  TableFormatError,
  tableFromData,
  tableText,
  typePosition,
} from './table';
export { decodeTable, encodeTable, isBinaryTable, tableFromBytes } from './tableBinary';
export {
  type CheckedLike,
  GROUP_CERTAIN,
  howMuch,
  log10Ratio,
  percent,
  type ScoreVerdict,
  sci,
  scoreVerdict,
  type VerdictKind,
} from './verdict';
