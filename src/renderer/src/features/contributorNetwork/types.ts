/** Spec 2.7 / 2.8 shapes as the screens read them (types only: nothing of zod reaches the renderer). */
import type {
  BenchmarkSummary as ApiBenchmarkSummary,
  BenchmarkPerModel,
  CnAuthor,
  CnComment,
  CnItem,
  CnSummary,
} from '../../../../shared/api/contributorNetwork';

export type NetworkAuthor = CnAuthor;
export type NetworkSummary = CnSummary;
export type NetworkItem = CnItem;
export type NetworkComment = CnComment;
export type BenchmarkSummary = ApiBenchmarkSummary;
export type BenchmarkModelResult = BenchmarkPerModel;
