import type { LeanProblemRow, LibraryItemRow } from '../db/library';

/** Spec 2.9: private library records. */
export function cheatsheetSummary(c: LibraryItemRow) {
  return {
    id: c.id,
    title: c.title,
    sourceContributorNetworkItemId: c.sourceCnItemId,
    publishedContributorNetworkItemId: c.publishedCnItemId,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

export function cheatsheetFull(c: LibraryItemRow) {
  return { ...cheatsheetSummary(c), content: c.body };
}

export function templateSummary(t: LibraryItemRow) {
  return { ...cheatsheetSummary(t), track: t.track ?? 'solo' };
}

export function templateFull(t: LibraryItemRow) {
  return { ...templateSummary(t), solverCode: t.body };
}

export function leanProblemView(p: LeanProblemRow) {
  return {
    id: p.id,
    lhsName: p.lhsName,
    lhsText: p.lhsText,
    rhsName: p.rhsName,
    rhsText: p.rhsText,
    isCustom: true as const,
  };
}
