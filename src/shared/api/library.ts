/** Spec 2.9 / 4.6: the caller's private libraries. */
import * as z from 'zod';
import { listPage } from './envelope';

import { LIBRARY_KINDS, type LibraryKind } from './libraryKinds';

export { LIBRARY_KINDS, type LibraryKind };

const common = {
  id: z.string(),
  title: z.string(),
  sourceContributorNetworkItemId: z.string().nullable(),
  publishedContributorNetworkItemId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const cheatsheetSummary = z.looseObject(common);
export const cheatsheet = z.looseObject({ ...common, content: z.string() });
export const solverTemplateSummary = z.looseObject({ ...common, track: z.string() });
export const solverTemplate = z.looseObject({ ...common, track: z.string(), solverCode: z.string() });
export const customLeanProblem = z.looseObject({
  id: z.string(),
  lhsName: z.string(),
  lhsText: z.string(),
  rhsName: z.string(),
  rhsText: z.string(),
  isCustom: z.boolean(),
});

export type CheatsheetSummary = z.infer<typeof cheatsheetSummary>;
export type Cheatsheet = z.infer<typeof cheatsheet>;
export type SolverTemplateSummary = z.infer<typeof solverTemplateSummary>;
export type SolverTemplate = z.infer<typeof solverTemplate>;
export type CustomLeanProblem = z.infer<typeof customLeanProblem>;

export const cheatsheetPage = listPage(cheatsheetSummary);
export const solverTemplatePage = listPage(solverTemplateSummary);
export const customLeanProblemPage = listPage(customLeanProblem);

/** What a library list row is, whatever its kind. */
export type LibrarySummary = CheatsheetSummary | SolverTemplateSummary | CustomLeanProblem;
/** What a full library item is, whatever its kind. */
export type LibraryItem = Cheatsheet | SolverTemplate | CustomLeanProblem;
