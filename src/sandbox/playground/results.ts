import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth';
import { encodeCursor } from '../cursor';
import type { Db } from '../db/open';
import { pageResults, type RunRow } from '../db/playground';
import { malformed } from '../errors';
import { keyAs, pageRequest } from '../pagination';
import { paramInvalid, queryParams, singleParam } from '../query';
import type { RunPlan } from './plan';
import { isActive, progressOf } from './view';

function boolParam(params: URLSearchParams, name: string): boolean {
  const raw = singleParam(params, name);
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  throw malformed(`"${name}" must be true or false.`);
}

/**
 * Spec 4.5 results page. `nextCursor` while more stored rows follow this page; on the last page of
 * an active run `pollCursor` points after the last row returned (or at the same position when the
 * page is empty), so polling with it returns only newer rows. Both null: everything was returned.
 */
export function resultsPage(db: Db, req: FastifyRequest, caller: Caller, run: RunRow) {
  const params = queryParams(req);
  const plan = run.plan as RunPlan;
  const outputName =
    plan.kind === 'cheatsheet'
      ? 'includeOutput'
      : plan.kind === 'solver-participation'
        ? 'includeAnswer'
        : null;
  const allowed = ['cursor', 'limit', ...(outputName ? [outputName] : [])];
  // Spec 7: an unknown parameter is a field failure (422); only a bad cursor, limit or boolean is 400.
  for (const k of params.keys()) {
    if (!allowed.includes(k)) {
      throw paramInvalid(k, 'UNKNOWN_PARAMETER', `Unknown parameter "${k}"; allowed: ${allowed.join(', ')}.`);
    }
  }
  const include = outputName ? boolParam(params, outputName) : false;
  // Read the status before the rows: a run that ends between the two reads is then seen active,
  // and the next poll returns the rows it stored last.
  const active = isActive(run);
  const page = pageRequest(req, caller);
  const after = keyAs<[number, string]>(page.after, ['number', 'string']);
  const rows = pageResults(db, run.id, after, page.limit + 1);
  const more = rows.length > page.limit;
  const slice = more ? rows.slice(0, page.limit) : rows;
  const last = slice[slice.length - 1];
  const position = last ? [last.ord, last.resultId] : after;
  const items = slice.map(({ row }) => {
    if (plan.kind === 'cheatsheet') {
      const { output, ...rest } = row;
      return include ? { ...rest, output } : rest;
    }
    if (plan.kind === 'solver-participation') {
      const { answer, ...rest } = row;
      return include ? { ...rest, answer } : rest;
    }
    return row;
  });
  const pollPosition = position ?? [-1, ''];
  return {
    runId: run.id,
    runStatus: run.status,
    items,
    nextCursor: more && last ? encodeCursor(page.binding, [last.ord, last.resultId]) : null,
    pollCursor: !more && active ? encodeCursor(page.binding, pollPosition) : null,
    progress: progressOf(run),
    ...(plan.kind === 'solver-participation' ? { track: plan.track } : {}),
  };
}
