import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth';
import { decodeCursor, encodeCursor } from '../cursor';
import type { Db } from '../db/open';
import { allRuns } from '../db/playground';
import { ApiError, fieldInvalid } from '../errors';
import { cursorBinding } from '../pagination';
import { queryParams } from '../query';
import { LEAN_KERNEL } from './catalog';
import { runView } from './view';

const FILTERS = ['all', 'active', 'accepted', 'rejected', 'failed'];
const PARAMS = ['problem', 'filter', 'cursor', 'limit'];

/** Spec 4.5 Lean kernel run list, with its own error codes. */
export function leanKernelRuns(db: Db, req: FastifyRequest, caller: Caller) {
  const params = queryParams(req);
  for (const k of new Set(params.keys())) {
    if (!PARAMS.includes(k)) throw fieldInvalid(`/${k}`, `Unknown parameter "${k}".`);
    if (params.getAll(k).length > 1) throw fieldInvalid(`/${k}`, `Parameter "${k}" may appear only once.`);
  }
  const problem = params.get('problem');
  if (problem !== null && (problem.trim() === '' || problem.trim() !== problem)) {
    throw fieldInvalid('/problem', '"problem" must not be blank or padded with spaces.');
  }
  const filter = params.get('filter') ?? 'all';
  if (!FILTERS.includes(filter))
    throw new ApiError(400, 'INVALID_FILTER', `"filter" must be one of ${FILTERS.join(', ')}.`);
  const rawLimit = params.get('limit');
  let limit = 25;
  if (rawLimit !== null) {
    if (!/^[0-9]{1,6}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > 100) {
      throw new ApiError(400, 'INVALID_LIMIT', '"limit" must be an integer between 1 and 100.');
    }
    limit = Number(rawLimit);
  }
  const binding = cursorBinding(req, caller);
  const rawCursor = params.get('cursor');
  let after: [string, string] | null = null;
  if (rawCursor !== null) {
    try {
      const k = decodeCursor(rawCursor, binding);
      if (k.length !== 2 || typeof k[0] !== 'string' || typeof k[1] !== 'string') throw new Error('layout');
      after = [k[0], k[1]];
    } catch {
      throw new ApiError(400, 'INVALID_CURSOR', 'Cursor is invalid or belongs to another request context.');
    }
  }
  const rows = allRuns(db, caller.accountId, LEAN_KERNEL).filter((r) => {
    const view: Record<string, unknown> = runView(r);
    if (problem !== null && view.problemId !== problem) return false;
    if (filter !== 'all' && view.historyCategory !== filter) return false;
    if (after && !(r.createdAt < after[0] || (r.createdAt === after[0] && r.id < after[1]))) return false;
    return true;
  });
  const slice = rows.slice(0, limit);
  const last = slice[slice.length - 1];
  return {
    items: slice.map(runView),
    nextCursor: rows.length > limit && last ? encodeCursor(binding, [last.createdAt, last.id]) : null,
  };
}
