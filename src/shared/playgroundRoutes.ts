/**
 * Where the Playground's screens live in the renderer's hash router. Kept in src/shared (pure, no
 * imports) because the main process builds the same address when a run-ended notification is
 * clicked, and the renderer's links must agree with it.
 */
const enc = encodeURIComponent;

/** The list of competitions that offer a Playground. */
export const PLAYGROUND_INDEX = '/playground';

/** One competition's Playground: models, problem sets, new run, run list. */
export function playgroundPath(competitionId: string): string {
  return `/competitions/${enc(competitionId)}/playground`;
}

/** The dashboard of one run. */
export function runPath(competitionId: string, runId: string): string {
  return `${playgroundPath(competitionId)}/runs/${enc(runId)}`;
}

/** Two runs of one competition side by side, problem by problem. */
export function comparePath(competitionId: string, runA: string, runB: string): string {
  return `${playgroundPath(competitionId)}/compare?a=${enc(runA)}&b=${enc(runB)}`;
}

/** The same addresses as a hash for `location.hash` or a window URL (`#/competitions/...`). */
export function runHash(competitionId: string, runId: string): string {
  return `#${runPath(competitionId, runId)}`;
}
