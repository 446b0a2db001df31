/**
 * Sending Contributor Network writes. A repeat (the first send may have reached the server
 * without an answer coming back) first looks for its own effect:
 * - favorites are idempotent on the server (spec 3): sent again as is;
 * - withdrawing and deleting a comment take 404 on a repeat as done;
 * - a comment looks for one with its body posted since it was queued that no finished entry made;
 * - publish has no idempotency key in the spec: it looks in `scope=mine` for an item of the same
 *   competition, kind, title (when the source fixes it), remark and parent published since it was
 *   queued that no finished entry produced (docs/spec-gaps.md, "Publishing after a crash").
 */
import {
  type CnComment,
  type CnItem,
  type PublishBody,
  publishBody,
} from '../../shared/api/contributorNetwork';
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
import { localError } from '../api/errors';
import { answered, nothing, type OpHandler, type PerformContext } from './opHandler';
import { type Check, reconcileSince } from './reconcile';

/** A comment thread is oldest first: it is read whole (up to this many pages), the newest match wins. */
const COMMENT_PAGES = 50;

export const cnFavorite: OpHandler<'cn.favorite'> = {
  send: async (req, ctx) =>
    req.on
      ? answered(await putFavorite(ctx.client, req.itemId))
      : nothing(await deleteFavorite(ctx.client, req.itemId)),
};

export const cnCommentCreate: OpHandler<'cn.comment.create'> = {
  send: async (req, ctx) => answered(await createComment(ctx.client, req.itemId, req.body.body)),
  reconcile: (req, ctx, queuedAt) => findComment(ctx, req.itemId, req.body.body, queuedAt),
};

export const cnCommentDelete: OpHandler<'cn.comment.delete'> = {
  send: async (req, ctx) => nothing(await deleteComment(ctx.client, req.itemId, req.commentId)),
  doneOnRepeat: { code: 'NOT_FOUND', result: null },
};

export const cnWithdraw: OpHandler<'cn.withdraw'> = {
  send: async (req, ctx) => nothing(await withdrawItem(ctx.client, req.itemId)),
  doneOnRepeat: { code: 'NOT_FOUND', result: null },
};

export const cnPublish: OpHandler<'cn.publish'> = {
  send: async (req, ctx) => answered(await publishItem(ctx.client, req.body)),
  reconcile: (req, ctx, queuedAt) => findPublished(ctx, publishBodyOf(req.body), queuedAt),
};

/**
 * The queued body as spec 4.4's PublishBody. The outbox checked it as one when it was queued and
 * when it was read back; a body that is not one stops the write with the reason (nothing sent).
 */
function publishBodyOf(body: Record<string, unknown>): PublishBody {
  const res = publishBody.safeParse(body);
  if (res.success) return res.data;
  throw localError('UNREADABLE_WRITE', 'The queued publish is no longer a body the platform takes.');
}

function findComment(
  ctx: PerformContext,
  itemId: string,
  text: string,
  queuedAt: string,
): Promise<Check<CnComment>> {
  return reconcileSince(
    queuedAt,
    { taken: ctx.createdIds() },
    {
      page: async (cursor) => (await listComments(ctx.client, itemId, { cursor, limit: 100 })).data,
      id: (c) => c.id,
      madeAt: (c) => c.createdAt,
      label: (c) => `Comment ${c.id}`,
      match: async (c) => (c.body === text ? { mine: c } : 'other'),
      pages: COMMENT_PAGES,
      lastMatch: true,
    },
  );
}

/** The title a publish will get when its source fixes it (spec 4.4); null when only the server knows. */
function expectedTitle(body: PublishBody): string | null {
  if (body.source.from === 'inline') return body.source.title;
  if (body.source.from === 'model-reference') return body.source.modelName;
  return null;
}

function findPublished(ctx: PerformContext, body: PublishBody, queuedAt: string): Promise<Check<CnItem>> {
  const title = expectedTitle(body);
  const parent = body.parentContributorNetworkItemId ?? null;
  return reconcileSince(
    queuedAt,
    { taken: ctx.createdIds() },
    {
      page: async (cursor) =>
        (
          await listItems(ctx.client, {
            scope: 'mine',
            competitionId: body.competitionId,
            kind: body.kind,
            sort: 'newest',
            cursor,
            limit: 100,
          })
        ).data,
      id: (s) => s.id,
      madeAt: (s) => s.publishedAt,
      label: (s) => `“${s.title}” (${s.publicCode ?? s.id})`,
      // Newest first: everything further down is older than the send.
      newestFirst: true,
      match: async (s) => {
        if (title !== null && s.title !== title) return 'other';
        if ((s.remark ?? null) !== (body.remark ?? null)) return 'other';
        if (body.track !== undefined && s.track !== body.track) return 'other';
        // The listing has no parent link: compare it on the full item.
        const full = (await getItem(ctx.client, s.id)).data;
        return (full.parent?.id ?? null) === parent ? { mine: full } : 'other';
      },
    },
  );
}
