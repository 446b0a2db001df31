import type { FastifyInstance } from 'fastify';
import { requireScope } from '../auth';
import type { SandboxContext } from '../context';
import type { CompetitionRow } from '../db/competitions';
import { pageTeamPlacements, searchPlacements } from '../db/igp24';
import { getLeaderboardEntry, pageLeaderboard } from '../db/leaderboard';
import { getMembership, getTeam } from '../db/teams';
import { fieldInvalid, notFound } from '../errors';
import { keyAs, pageRequest, toPage } from '../pagination';
import { intParam, queryParams } from '../query';
import { emptyStanding, leaderboardRow, placementRow, searchRow } from '../spec/leaderboardView';
import { competitionOr404 } from './competitions';

type CompetitionParams = { Params: { competitionId: string } };

/** A public competition whose leaderboard is published, or 404. */
function leaderboardCompetition(ctx: SandboxContext, id: string): CompetitionRow {
  const c = competitionOr404(ctx, id);
  if (!c.capabilities.leaderboard) throw notFound(`Competition "${id}" has no published leaderboard.`);
  return c;
}

/** IGP24-only leaderboard reads answer 404 for every other competition. */
function igp24Competition(ctx: SandboxContext, id: string): CompetitionRow {
  const c = leaderboardCompetition(ctx, id);
  if (c.kind !== 'igp24-polynomial') throw notFound(`Competition "${id}" has no placements.`);
  return c;
}

/** Spec 4.1: leaderboard, standing, IGP24 team placements and placement search. */
export async function leaderboardRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get<CompetitionParams>('/competitions/:competitionId/leaderboard', async (req) => {
    const caller = requireScope(req, 'competition.read');
    const c = leaderboardCompetition(ctx, req.params.competitionId);
    const page = pageRequest(req, caller);
    const after = keyAs<[number, string]>(page.after, ['number', 'string']);
    const rows = pageLeaderboard(ctx.db, c.id, after, page.limit + 1);
    return {
      ok: true,
      data: toPage(
        rows,
        page,
        (e) => [e.rank, e.teamId],
        (e) => leaderboardRow(c.kind, e),
      ),
    };
  });

  app.get<CompetitionParams>('/competitions/:competitionId/leaderboard/me', async (req) => {
    const caller = requireScope(req, 'competition.read');
    const c = leaderboardCompetition(ctx, req.params.competitionId);
    const team = getMembership(ctx.db, caller.accountId);
    const entry = team ? getLeaderboardEntry(ctx.db, c.id, team.teamId) : null;
    return { ok: true, data: entry ? leaderboardRow(c.kind, entry) : emptyStanding(c.kind, team) };
  });

  app.get<{ Params: { competitionId: string; teamId: string } }>(
    '/competitions/:competitionId/leaderboard/teams/:teamId/placements',
    async (req) => {
      const caller = requireScope(req, 'competition.read');
      igp24Competition(ctx, req.params.competitionId);
      const team = getTeam(ctx.db, req.params.teamId);
      if (!team) throw notFound(`Team "${req.params.teamId}" not found.`);
      const page = pageRequest(req, caller);
      const after = keyAs<[number, number]>(page.after, ['number', 'number']);
      const rows = pageTeamPlacements(ctx.db, team.id, after, page.limit + 1);
      return { ok: true, data: toPage(rows, page, (p) => [p.t, p.r], placementRow) };
    },
  );

  app.get<CompetitionParams>('/competitions/:competitionId/leaderboard/search', async (req) => {
    const caller = requireScope(req, 'competition.read');
    igp24Competition(ctx, req.params.competitionId);
    const params = queryParams(req);
    const t = intParam(params, 't');
    const r = intParam(params, 'r');
    if (t === null && r === null) throw fieldInvalid('/t', 'Give at least one of "t" and "r".');
    const page = pageRequest(req, caller);
    const after = keyAs<[number, number, number, string]>(page.after, [
      'number',
      'number',
      'number',
      'string',
    ]);
    const rows = searchPlacements(ctx.db, { t, r }, after, page.limit + 1);
    return { ok: true, data: toPage(rows, page, (p) => [p.t, p.r, p.rank, p.teamId], searchRow) };
  });
}
