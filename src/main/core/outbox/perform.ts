/**
 * Sends one outbox entry. An entry that was tried before may have reached the server even though
 * no answer came back (a lost response, or a crash between send and record), so a repeat first
 * looks for its own effect:
 * - submissions carry the spec's idempotencyKey: the server answers a repeat with the original;
 * - a library create looks for an item with exactly its fields that no finished entry produced;
 * - an update compares the server copy with its own fields; a delete takes 404 as done.
 */
import type { LibraryItem, LibraryKind, LibrarySummary, Page } from '../../../shared/api';
import type { OutboxEntryView, OutboxRequest } from '../../../shared/contract';
import type { ApiClient, ApiResponse } from '../api/client';
import { ApiError, localError } from '../api/errors';
import {
  createLibraryItem,
  deleteLibraryItem,
  getLibraryItem,
  listLibrary,
  updateLibraryItem,
} from '../api/library';
import { cancelRun, createRun, listRuns } from '../api/playground';
import { submit } from '../api/submissions';
import { isOneTimeTokenRef } from '../playground/hfToken';
import type { SecretStore } from '../secrets';
import { performCn } from './performCn';

export type Outcome =
  | { kind: 'done'; response: ApiResponse<unknown> }
  | { kind: 'conflict'; server: LibraryItem };

export interface PerformContext {
  client: ApiClient;
  /** IDs of items that finished creates already produced: never adopt one of those. */
  createdIds: () => Set<string>;
  secrets?: SecretStore;
}

/** How far back a create's reconciliation looks, in list pages. */
const RECONCILE_PAGES = 4;

export async function perform(entry: OutboxEntryView, ctx: PerformContext): Promise<Outcome> {
  const req = entry.request;
  const repeat = entry.attempts > 0;
  switch (req.op) {
    case 'submission.create':
      return done(
        await submit(ctx.client, req.competitionId, { ...req.body, idempotencyKey: req.idempotencyKey }),
      );
    case 'library.create': {
      if (repeat) {
        const existing = await findCreated(ctx, req.kind, req.body, entry.createdAt);
        if (existing) return done({ data: existing, status: 200, rateLimit: null });
      }
      return done(await createLibraryItem(ctx.client, req.kind, req.body));
    }
    case 'library.update':
      return update(ctx.client, req);
    case 'library.delete':
      try {
        return done(await deleteLibraryItem(ctx.client, req.kind, req.id));
      } catch (err) {
        if (repeat && err instanceof ApiError && err.info.code === 'NOT_FOUND') {
          return done({ data: null, status: 404, rateLimit: err.info.rateLimit });
        }
        throw err;
      }
    case 'playground.run.create':
      return createPlaygroundRun(ctx, req, repeat ? entry.createdAt : null);
    case 'playground.run.cancel':
      try {
        return done(await cancelRun(ctx.client, req.competitionId, req.runId));
      } catch (err) {
        // A repeat whose first send did cancel the run finds it already cancelled.
        if (repeat && err instanceof ApiError && err.info.code === 'RUN_NOT_CANCELLABLE') {
          return done({ data: null, status: 409, rateLimit: err.info.rateLimit });
        }
        throw err;
      }
    case 'cn.favorite':
    case 'cn.comment.create':
    case 'cn.comment.delete':
    case 'cn.publish':
    case 'cn.withdraw':
      return performCn(entry, req, ctx);
  }
}

/**
 * Runs have no idempotency key (spec 4.5). A repeat (the first send may have reached the server)
 * first looks for a run of this competition created since the entry was queued whose stored
 * params equal the body and that no finished entry produced; only when none is found does it
 * send again. docs/spec-gaps.md, "Playground run creation after a crash".
 */
async function createPlaygroundRun(
  ctx: PerformContext,
  req: Extract<OutboxRequest, { op: 'playground.run.create' }>,
  repeatSince: string | null,
): Promise<Outcome> {
  if (repeatSince !== null) {
    const taken = ctx.createdIds();
    const since = Date.parse(repeatSince) - 60_000;
    let cursor: string | null = null;
    for (let page = 0; page < RECONCILE_PAGES; page++) {
      const res = await listRuns(ctx.client, req.competitionId, { cursor, limit: 100 });
      for (const run of res.data.items) {
        if (taken.has(run.runId)) continue;
        const created = run.createdAt ? Date.parse(run.createdAt) : Number.NaN;
        if (!Number.isNaN(created) && created < since) continue;
        if (run.params && sameParams(run.params, req.body)) {
          return done({ data: { runId: run.runId, status: run.status }, status: 200, rateLimit: null });
        }
      }
      cursor = res.data.nextCursor;
      if (cursor === null) break;
    }
  }
  const body: Record<string, unknown> = { ...req.body };
  if (req.hfTokenRef) {
    const token = (await ctx.secrets?.get(req.hfTokenRef)) ?? null;
    if (token === null) {
      throw localError(
        'INVALID_INPUT',
        'The access token for this run is no longer available (the keychain lost it). Start the run again with the token.',
      );
    }
    body.hfToken = token;
  }
  const res = await createRun(ctx.client, req.competitionId, body);
  if (req.hfTokenRef && isOneTimeTokenRef(req.hfTokenRef)) await ctx.secrets?.delete(req.hfTokenRef);
  return done(res);
}

/** The server's stored params (never holding hfToken) against the queued body. */
function sameParams(params: Record<string, unknown>, body: Record<string, unknown>): boolean {
  return Object.entries(body).every(([k, v]) => JSON.stringify(params[k]) === JSON.stringify(v));
}

function done(response: ApiResponse<unknown>): Outcome {
  return { kind: 'done', response };
}

async function update(
  client: ApiClient,
  req: Extract<OutboxRequest, { op: 'library.update' }>,
): Promise<Outcome> {
  if (req.id.startsWith('local:')) {
    throw localError('INTERNAL', 'This edit belongs to an item whose creation has not reached the server.');
  }
  const server = (await getLibraryItem(client, req.kind, req.id)).data;
  if (sameFields(server, req.body)) return done({ data: server, status: 200, rateLimit: null });
  if (req.baseUpdatedAt !== null && 'updatedAt' in server && server.updatedAt !== req.baseUpdatedAt) {
    return { kind: 'conflict', server };
  }
  return done(await updateLibraryItem(client, req.kind, req.id, req.body));
}

/** An item on the server with exactly this create's fields, made after it was queued. */
async function findCreated(
  ctx: PerformContext,
  kind: LibraryKind,
  body: Record<string, unknown>,
  queuedAt: string,
): Promise<LibraryItem | null> {
  const taken = ctx.createdIds();
  // Clock skew between this machine and the server: allow a minute.
  const since = Date.parse(queuedAt) - 60_000;
  let cursor: string | null = null;
  for (let page = 0; page < RECONCILE_PAGES; page++) {
    const res: ApiResponse<Page<LibrarySummary>> = await listLibrary(ctx.client, kind, {
      cursor,
      limit: 100,
    });
    for (const summary of res.data.items) {
      if (taken.has(summary.id)) continue;
      const created = typeof summary.createdAt === 'string' ? Date.parse(summary.createdAt) : Number.NaN;
      if (!Number.isNaN(created) && created < since) continue;
      if (!sameFields(summary, body, ['content', 'solverCode'])) continue;
      // The list omits bodies: compare them on the full item.
      const full = (await getLibraryItem(ctx.client, kind, summary.id)).data;
      if (sameFields(full, body)) return full;
    }
    cursor = res.data.nextCursor;
    if (cursor === null) break;
  }
  return null;
}

function sameFields(item: object, body: Record<string, unknown>, skip: string[] = []): boolean {
  const record = item as Record<string, unknown>;
  return Object.entries(body).every(([k, v]) => skip.includes(k) || record[k] === v);
}
