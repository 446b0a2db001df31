import type { FastifyInstance } from 'fastify';
import { requireScope } from '../auth';
import type { SandboxContext } from '../context';
import { type CompetitionRow, getPublicCompetition, listPublicCompetitions } from '../db/competitions';
import { notFound } from '../errors';
import { keyAs, pageRequest, toPage } from '../pagination';
import { participation } from '../participation';
import { competitionDetail, competitionSummary } from '../spec/competitionView';

/** A public competition or 404 NOT_FOUND (missing and draft look the same). */
export function competitionOr404(ctx: SandboxContext, id: string): CompetitionRow {
  const c = getPublicCompetition(ctx.db, id);
  if (!c) throw notFound(`Competition "${id}" not found.`);
  return c;
}

/** Spec 4.1: competition list, detail and participation. */
export async function competitionRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get('/competitions', async (req) => {
    const caller = requireScope(req, 'competition.read');
    const page = pageRequest(req, caller);
    const after = keyAs<[string]>(page.after, ['string']);
    const rows = listPublicCompetitions(ctx.db, after?.[0] ?? null, page.limit + 1);
    return { ok: true, data: toPage(rows, page, (c) => [c.id], competitionSummary) };
  });

  app.get<{ Params: { competitionId: string } }>('/competitions/:competitionId', async (req, reply) => {
    requireScope(req, 'competition.read');
    const c = competitionOr404(ctx, req.params.competitionId);
    reply.header('cache-control', 'private, no-store');
    return { ok: true, data: competitionDetail(c, ctx.startedAt) };
  });

  app.get<{ Params: { competitionId: string } }>('/competitions/:competitionId/me', async (req) => {
    const caller = requireScope(req, 'competition.read');
    const c = competitionOr404(ctx, req.params.competitionId);
    return { ok: true, data: participation(ctx, caller.accountId, c) };
  });
}
