import type { CompetitionRow } from '../db/competitions';
import { submissionSpec } from './submissionSpec';

/** List item of GET /competitions (guess: the spec shows only `submissionKind`). */
export function competitionSummary(c: CompetitionRow) {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    status: c.status,
    submissionKind: c.kind,
    capabilities: c.capabilities,
  };
}

/** Competition detail (spec 2.2). */
export function competitionDetail(c: CompetitionRow, startedAt: number) {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    status: c.status,
    submissionKind: c.kind,
    capabilities: c.capabilities,
    leaderboardPublished: c.capabilities.leaderboard,
    leaderboardTeamDetailsEnabled: c.teamDetailsEnabled,
    submissionSpec: submissionSpec(c, startedAt),
  };
}
