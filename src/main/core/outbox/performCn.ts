/**
 * Sends one Contributor Network outbox entry. As in perform.ts, a repeat (the first send may have
 * reached the server without an answer coming back) first looks for its own effect:
 * - favorites are idempotent on the server (spec 3): sent again as is;
 * - withdrawing and deleting a comment take 404 on a repeat as done;
 * - a comment looks for one with its body posted since it was queued that no finished entry made;
 * - publish has no idempotency key in the spec: it looks in `scope=mine` for an item of the same
 *   competition, kind, title (when the source fixes it), remark and parent published since it was
 *   queued that no finished entry produced (docs/spec-gaps.md, "Publishing after a crash").
 */
import type { CnItem, PublishBody } from '../../../shared/api/contributorNetwork';
import type { OutboxEntryView, OutboxRequest } from '../../../shared/contract';
import type { ApiResponse } from '../api/client';
import {
  createComment,
  deleteComment,
  deleteFavorite,
  getItem,
  listComments,
  listItems,
  publishItem,
  putFavorite,
  withdrawItem,
} from '../api/contributorNetwork';
import { ApiError } from '../api/errors';
import type { Outcome, PerformContext } from './perform';

export type CnRequest = Extract<OutboxRequest, { op: `cn.${string}` }>;

/** How far back reconciliation looks, in list pages of 100. */
const RECONCILE_PAGES = 4;
/** Clock skew between this machine and the server. */
const SKEW_MS = 60_000;

export async function performCn(
  entry: OutboxEntryView,
  req: CnRequest,
  ctx: PerformContext,
): Promise<Outcome> {
  const repeat = entry.attempts > 0;
  switch (req.op) {
    case 'cn.favorite':
      return done(
        req.on ? await putFavorite(ctx.client, req.itemId) : await deleteFavorite(ctx.client, req.itemId),
      );
    case 'cn.comment.create': {
      if (repeat) {
        const found = await findComment(ctx, req.itemId, req.body.body, entry.createdAt);
        if (found) return done({ data: found, status: 200, rateLimit: null });
      }
      return done(await createComment(ctx.client, req.itemId, req.body.body));
    }
    case 'cn.comment.delete':
      return notFoundIsDone(repeat, () => deleteComment(ctx.client, req.itemId, req.commentId));
    case 'cn.withdraw':
      return notFoundIsDone(repeat, () => withdrawItem(ctx.client, req.itemId));
    case 'cn.publish': {
      const body = req.body as PublishBody;
      if (repeat) {
        const found = await findPublished(ctx, body, entry.createdAt);
        if (found) return done({ data: found, status: 200, rateLimit: null });
      }
      return done(await publishItem(ctx.client, req.body));
    }
  }
}

async function notFoundIsDone(repeat: boolean, send: () => Promise<ApiResponse<unknown>>): Promise<Outcome> {
  try {
    return done(await send());
  } catch (err) {
    if (repeat && err instanceof ApiError && err.info.code === 'NOT_FOUND') {
      return done({ data: null, status: 404, rateLimit: err.info.rateLimit });
    }
    throw err;
  }
}

async function findComment(ctx: PerformContext, itemId: string, text: string, queuedAt: string) {
  const taken = ctx.createdIds();
  const since = Date.parse(queuedAt) - SKEW_MS;
  let cursor: string | null = null;
  // Comments are oldest first: the whole thread is read (bounded), the newest match wins.
  let match = null;
  for (let page = 0; page < 50; page++) {
    const res = await listComments(ctx.client, itemId, { cursor, limit: 100 });
    for (const c of res.data.items) {
      if (taken.has(c.id) || c.body !== text) continue;
      if (Date.parse(c.createdAt) >= since) match = c;
    }
    cursor = res.data.nextCursor;
    if (cursor === null) break;
  }
  return match;
}

/** The title a publish will get when its source fixes it (spec 4.4); null when only the server knows. */
function expectedTitle(body: PublishBody): string | null {
  if (body.source.from === 'inline') return body.source.title;
  if (body.source.from === 'model-reference') return body.source.modelName;
  return null;
}

async function findPublished(
  ctx: PerformContext,
  body: PublishBody,
  queuedAt: string,
): Promise<CnItem | null> {
  const taken = ctx.createdIds();
  const since = Date.parse(queuedAt) - SKEW_MS;
  const title = expectedTitle(body);
  const parent = body.parentContributorNetworkItemId ?? null;
  let cursor: string | null = null;
  for (let page = 0; page < RECONCILE_PAGES; page++) {
    const res = await listItems(ctx.client, {
      scope: 'mine',
      competitionId: body.competitionId,
      kind: body.kind,
      sort: 'newest',
      cursor,
      limit: 100,
    });
    for (const s of res.data.items) {
      // Newest first: everything further down is older than the send.
      if (Date.parse(s.publishedAt) < since) return null;
      if (taken.has(s.id)) continue;
      if (title !== null && s.title !== title) continue;
      if ((s.remark ?? null) !== (body.remark ?? null)) continue;
      if (body.track !== undefined && s.track !== body.track) continue;
      // The listing has no parent link: compare it on the full item.
      const full = (await getItem(ctx.client, s.id)).data;
      if ((full.parent?.id ?? null) === parent) return full;
    }
    cursor = res.data.nextCursor;
    if (cursor === null) break;
  }
  return null;
}

function done(response: ApiResponse<unknown>): Outcome {
  return { kind: 'done', response };
}
