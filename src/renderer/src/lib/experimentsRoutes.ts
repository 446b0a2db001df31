/**
 * Where the Experiments screens live in the hash router: the runs and versions, and the
 * Playground sweeps (their list, a new one, one sweep). Shared by the experiments and sweeps
 * features, which link to each other's routes rather than importing each other.
 */
import type { CompetitionDetail } from '../../../shared/api';

const enc = encodeURIComponent;

/** Whether the competition's cheatsheets can be swept: Stage 1 (`cheatsheet`) with a Playground. */
export function offersSweeps(competition: CompetitionDetail): boolean {
  const kind = String(competition.submissionKind ?? competition.submissionSpec?.kind ?? '');
  return Boolean(competition.capabilities?.playground) && kind === 'cheatsheet';
}

/** Every run of mine in this competition, tied to its version. */
export function experimentsPath(competitionId: string): string {
  return `/competitions/${enc(competitionId)}/experiments`;
}

/** The sweeps of this competition. */
export function sweepsPath(competitionId: string): string {
  return `${experimentsPath(competitionId)}/sweeps`;
}

/** The form that plans and starts a sweep. */
export function newSweepPath(competitionId: string): string {
  return `${sweepsPath(competitionId)}/new`;
}

/** One sweep: its race, rounds and winner. */
export function sweepPath(competitionId: string, sweepId: string): string {
  return `${sweepsPath(competitionId)}/${enc(sweepId)}`;
}
