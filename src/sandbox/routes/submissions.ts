import type { FastifyInstance } from 'fastify';
import { type Caller, requireScope } from '../auth';
import type { SandboxContext } from '../context';
import type { CompetitionRow } from '../db/competitions';
import { getCurrentAt, getSubmission, pageCurrent, pageHistory, type SubmissionRow } from '../db/submissions';
import { ApiError, fieldInvalid, notFound } from '../errors';
import { keyAs, pageRequest, toPage } from '../pagination';
import { entryOwner } from '../participation';
import { queryParams } from '../query';
import { downloadText, submissionDto } from '../spec/submissionView';
import { submit } from '../submissions/submit';
import { competitionOr404 } from './competitions';

type CompetitionParams = { Params: { competitionId: string } };
type SubmissionParams = { Params: { competitionId: string; submissionId: string } };

/** A submission of this competition visible to the caller (their team's, current), or 404. */
function visibleSubmission(
  ctx: SandboxContext,
  caller: Caller,
  c: CompetitionRow,
  id: string,
): SubmissionRow {
  const row = getSubmission(ctx.db, id);
  if (
    !row ||
    row.competitionId !== c.id ||
    row.ownerKey !== entryOwner(ctx, caller.accountId) ||
    !row.current
  ) {
    throw notFound(`Submission "${id}" not found.`);
  }
  return row;
}

/** Spec 4.1, 4.2: POST submissions and the submission reads. */
export async function submissionRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post<CompetitionParams>('/competitions/:competitionId/submissions', async (req, reply) => {
    const caller = requireScope(req, 'competition.write');
    const c = competitionOr404(ctx, req.params.competitionId);
    return submit(ctx, caller, c, req.body, reply);
  });

  app.get<CompetitionParams>('/competitions/:competitionId/submissions/mine', async (req) => {
    const caller = requireScope(req, 'competition.read');
    const c = competitionOr404(ctx, req.params.competitionId);
    return { ok: true, data: listEntries(ctx, caller, c, req) };
  });

  app.get<CompetitionParams>('/competitions/:competitionId/submissions/me', async (req) => {
    const caller = requireScope(req, 'competition.read');
    const c = competitionOr404(ctx, req.params.competitionId);
    if (c.kind === 'igp24-polynomial') return { ok: true, data: listEntries(ctx, caller, c, req) };
    let position = 1;
    if (c.kind === 'solver-participation') {
      const values = queryParams(req).getAll('track');
      if (values.length > 1) throw fieldInvalid('/track', 'Parameter "track" may appear only once.');
      const track = values[0];
      const tracks = (c.catalog?.tracks ?? []).map((t) => t.id);
      if (track === undefined)
        throw fieldInvalid('/track', `"track" is required; use one of ${tracks.join(', ')}.`);
      if (!tracks.includes(track))
        throw fieldInvalid('/track', `Unknown track "${track}"; use one of ${tracks.join(', ')}.`);
      position = tracks.indexOf(track) + 1;
    }
    const row = getCurrentAt(ctx.db, c.id, entryOwner(ctx, caller.accountId), position);
    if (!row) throw notFound('No current submission.');
    return { ok: true, data: submissionDto(row) };
  });

  app.get<SubmissionParams>('/competitions/:competitionId/submissions/:submissionId', async (req) => {
    const caller = requireScope(req, 'competition.read');
    const c = competitionOr404(ctx, req.params.competitionId);
    return { ok: true, data: submissionDto(visibleSubmission(ctx, caller, c, req.params.submissionId)) };
  });

  app.get<SubmissionParams>(
    '/competitions/:competitionId/submissions/:submissionId/download',
    async (req, reply) => {
      const caller = requireScope(req, 'competition.read');
      const c = competitionOr404(ctx, req.params.competitionId);
      const row = visibleSubmission(ctx, caller, c, req.params.submissionId);
      const text = downloadText(row);
      if (text === null) {
        throw new ApiError(
          404,
          'NO_DOWNLOAD_FOR_KIND',
          `Submissions of kind "${row.kind}" have no text body.`,
        );
      }
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );
}

/** `/submissions/mine` (and IGP24 `/submissions/me`): current entries, or IGP24 history. */
function listEntries(
  ctx: SandboxContext,
  caller: Caller,
  c: CompetitionRow,
  req: Parameters<typeof pageRequest>[0],
) {
  const page = pageRequest(req, caller);
  const owner = entryOwner(ctx, caller.accountId);
  if (c.kind === 'igp24-polynomial') {
    const after = keyAs<[number]>(page.after, ['number']);
    const rows = pageHistory(ctx.db, c.id, owner, after?.[0] ?? null, page.limit + 1);
    return toPage(rows, page, (r) => [r.seq], submissionDto);
  }
  const after = keyAs<[number, number]>(page.after, ['number', 'number']);
  const rows = pageCurrent(ctx.db, c.id, owner, after, page.limit + 1);
  return toPage(rows, page, (r) => [r.position, r.seq], submissionDto);
}
