import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireScope } from '../auth';
import type { SandboxContext } from '../context';
import { decodeCursor, encodeCursor } from '../cursor';
import { getSubmission } from '../db/submissions';
import { fieldInvalid, malformed, notFound } from '../errors';
import { allowedR, isLabelT, LABEL_COUNT, LABEL_RE, labelOf } from '../igp24/labels';
import type { Igp24Result } from '../igp24/types';
import { cursorBinding, keyAs, parseLimit } from '../pagination';
import { entryOwner } from '../participation';
import { queryParams, singleParam } from '../query';
import { competitionOr404 } from './competitions';

/** Spec 8: label progress and remaining pairs pages hold 1..5000 rows, default 100. */
const AGG_LIMITS = { limit: 100, max: 5000 };
/** Spec 8: responses may be cached up to 120 s per distinct query. */
const CACHE_CONTROL = 'private, max-age=120';

function boolParam(params: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = singleParam(params, name);
  if (raw === null) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw malformed(`Parameter "${name}" must be true or false.`);
}

/** The `label` (repeatable) and `labels` (comma-separated) filters as sorted unique t values. */
function labelFilter(params: URLSearchParams): number[] | null {
  const raw = [...params.getAll('label'), ...params.getAll('labels').flatMap((v) => v.split(','))];
  if (raw.length === 0) return null;
  const ts = new Set<number>();
  for (const value of raw) {
    const m = LABEL_RE.exec(value.trim());
    if (!m)
      throw fieldInvalid(
        params.has('label') ? '/label' : '/labels',
        `"${value}" is not a label of the form 24T<t>.`,
      );
    ts.add(Number(m[1]));
  }
  return [...ts].sort((a, b) => a - b);
}

function aggMeta(ctx: SandboxContext) {
  return {
    published: ctx.igp24.published,
    publishedAt: ctx.igp24.published ? new Date(ctx.startedAt).toISOString() : null,
  };
}

function afterKey(req: FastifyRequest, binding: string, types: ('number' | 'string')[]) {
  const cursor = singleParam(queryParams(req), 'cursor');
  return keyAs<number[]>(cursor === null ? null : decodeCursor(cursor, binding), types);
}

/** IGP24-only: batch status read, label progress and remaining pairs (spec 4.1, 4.3). */
export async function igp24Routes(app: FastifyInstance, ctx: SandboxContext) {
  app.get<{ Params: { competitionId: string; batchId: string } }>(
    '/competitions/:competitionId/submissions/batch/:batchId',
    async (req) => {
      const caller = requireScope(req, 'competition.read');
      const c = competitionOr404(ctx, req.params.competitionId);
      if (c.kind !== 'igp24-polynomial') throw notFound(`Competition "${c.id}" has no batches.`);
      const m = /^batch_([0-9a-z_]+)$/.exec(req.params.batchId);
      const row = m ? getSubmission(ctx.db, `sub_${m[1]}`) : null;
      if (!row || row.competitionId !== c.id || row.ownerKey !== entryOwner(ctx, caller.accountId)) {
        throw notFound(`Batch "${req.params.batchId}" not found.`);
      }
      const result = row.result as Igp24Result;
      return {
        ok: true,
        data: { batchId: result.batchId, submissionId: row.id, status: result.status, items: result.items },
      };
    },
  );

  app.get('/competitions/igp24/labels/progress', async (req, reply: FastifyReply) => {
    const caller = requireScope(req, 'competition.read');
    competitionOr404(ctx, 'igp24');
    const params = queryParams(req);
    const limit = parseLimit(params, AGG_LIMITS);
    const includeEmpty = boolParam(params, 'includeEmpty', true);
    const filter = labelFilter(params);
    reply.header('cache-control', CACHE_CONTROL);
    const generatedAt = new Date(ctx.now()).toISOString();
    if (!ctx.igp24.published) {
      return { ok: true, data: { generatedAt, labels: [], nextCursor: null, meta: aggMeta(ctx) } };
    }
    const binding = cursorBinding(req, caller);
    const after = afterKey(req, binding, ['number'])?.[0] ?? 0;
    const agg = ctx.igp24.aggregate();
    const out: number[] = [];
    const take = (t: number) => {
      if (t <= after || !isLabelT(t)) return true;
      if (!includeEmpty && !agg.isDiscovered(t)) return true;
      out.push(t);
      return out.length <= limit;
    };
    if (filter) {
      for (const t of filter) if (!take(t)) break;
    } else if (!includeEmpty) {
      for (const t of agg.discoveredTs()) if (!take(t)) break;
    } else {
      for (let t = after + 1; t <= LABEL_COUNT; t++) if (!take(t)) break;
    }
    const more = out.length > limit;
    const page = more ? out.slice(0, limit) : out;
    return {
      ok: true,
      data: {
        generatedAt,
        labels: page.map((t) => agg.record(t)),
        nextCursor: more ? encodeCursor(binding, [page[page.length - 1]!]) : null,
        meta: aggMeta(ctx),
      },
    };
  });

  app.get('/competitions/igp24/remaining-pairs', async (req, reply: FastifyReply) => {
    const caller = requireScope(req, 'competition.read');
    competitionOr404(ctx, 'igp24');
    const params = queryParams(req);
    const limit = parseLimit(params, AGG_LIMITS);
    reply.header('cache-control', CACHE_CONTROL);
    const generatedAt = new Date(ctx.now()).toISOString();
    if (!ctx.igp24.published) {
      return { ok: true, data: { generatedAt, items: [], nextCursor: null, meta: aggMeta(ctx) } };
    }
    const binding = cursorBinding(req, caller);
    const after = afterKey(req, binding, ['number', 'number']) ?? [0, 24];
    const agg = ctx.igp24.aggregate();
    const items: { label: string; t: number; r: number }[] = [];
    outer: for (let t = after[0]!; t <= LABEL_COUNT; t++) {
      if (t < 1) continue;
      for (const r of allowedR(t)) {
        if (t === after[0] && r <= after[1]!) continue;
        if (agg.pairDiscovered(t, r)) continue;
        items.push({ label: labelOf(t), t, r });
        if (items.length > limit) break outer;
      }
    }
    const more = items.length > limit;
    const page = more ? items.slice(0, limit) : items;
    const last = page[page.length - 1];
    return {
      ok: true,
      data: {
        generatedAt,
        items: page,
        nextCursor: more && last ? encodeCursor(binding, [last.t, last.r]) : null,
        meta: aggMeta(ctx),
      },
    };
  });
}
