import type { FastifyInstance } from 'fastify';
import { requireScope } from '../auth';
import { FieldErrors, objectBody, rejectUnknownFields } from '../body';
import type { SandboxContext } from '../context';
import { listBenchmarks } from '../contributorNetwork/benchmarks';
import { CN_LIMITS, NO_STORE } from '../contributorNetwork/constants';
import { cnState } from '../contributorNetwork/controls';
import { lineageGraph } from '../contributorNetwork/lineage';
import { cnCompetition, listItems } from '../contributorNetwork/listing';
import { strictPage, strictQuery } from '../contributorNetwork/params';
import { publishItem } from '../contributorNetwork/publish';
import { commentView, fullView, packageMeta } from '../contributorNetwork/views';
import {
  type CnListedItem,
  favoriteCount,
  findCnItem,
  getComment,
  insertComment,
  listActiveCnItems,
  pageComments,
  setFavorite,
  setLibraryPublished,
  softDeleteComment,
  withdrawCnItem,
} from '../db/cnNetwork';
import type { Db } from '../db/open';
import { ApiError, notFound } from '../errors';
import { newId } from '../ids';
import { keyAs, toPage } from '../pagination';

type ItemParams = { Params: { itemId: string } };

/** An active item of a visible competition, as the caller sees it, or 404 (withdrawn included). */
function visibleItem(db: Db, accountId: string, id: string): CnListedItem {
  const item = listActiveCnItems(db, accountId, { ids: [id] })[0];
  if (!item) throw notFound(`Contributor Network item "${id}" not found.`);
  cnCompetition(db, item.competitionId);
  return item;
}

function parentLink(db: Db, item: CnListedItem) {
  if (item.parentId === null) return null;
  const parent = findCnItem(db, item.parentId);
  return parent?.status === 'active' ? { id: parent.id, publicCode: parent.publicCode } : null;
}

/** Spec 4.4 (Contributor Network) plus the guessed comment and lineage paths (docs/sandbox.md). */
export async function contributorNetworkRoutes(app: FastifyInstance, ctx: SandboxContext) {
  const { db } = ctx;
  const base = '/contributor-network/items';
  const nowIso = () => new Date(ctx.now()).toISOString();

  app.get(base, async (req, reply) => {
    const caller = requireScope(req, 'contributor-network.read');
    reply.headers(NO_STORE);
    return { ok: true, data: listItems(db, req, caller) };
  });

  app.post(base, async (req, reply) => {
    const caller = requireScope(req, 'contributor-network.write');
    const item = publishItem(db, caller, req.body, ctx.now());
    const listed = visibleItem(db, caller.accountId, item.id);
    return reply.status(201).send({ ok: true, data: fullView(listed, parentLink(db, listed)) });
  });

  app.get<ItemParams>(`${base}/:itemId`, async (req) => {
    const caller = requireScope(req, 'contributor-network.read');
    const item = visibleItem(db, caller.accountId, req.params.itemId);
    return { ok: true, data: fullView(item, parentLink(db, item)) };
  });

  app.delete<ItemParams>(`${base}/:itemId`, async (req, reply) => {
    const caller = requireScope(req, 'contributor-network.write');
    const item = visibleItem(db, caller.accountId, req.params.itemId);
    if (item.authorAccountId !== caller.accountId) {
      throw new ApiError(403, 'ITEM_NOT_AUTHOR', 'Only the author can withdraw this item.');
    }
    // Withdrawing unlocks the private source (spec 3), in the same transaction.
    db.transaction(() => {
      withdrawCnItem(db, item.id);
      if (item.sourceLibraryId) setLibraryPublished(db, item.sourceLibraryId, null);
    })();
    return reply.status(204).send();
  });

  app.put<ItemParams>(`${base}/:itemId/favorite`, async (req) => {
    const caller = requireScope(req, 'contributor-network.write');
    const item = visibleItem(db, caller.accountId, req.params.itemId);
    setFavorite(db, item.id, caller.accountId, true, nowIso());
    return { ok: true, data: { favorited: true, favoriteCount: favoriteCount(db, item.id) } };
  });

  app.delete<ItemParams>(`${base}/:itemId/favorite`, async (req, reply) => {
    const caller = requireScope(req, 'contributor-network.write');
    const item = visibleItem(db, caller.accountId, req.params.itemId);
    setFavorite(db, item.id, caller.accountId, false, nowIso());
    return reply.status(204).send();
  });

  app.get<ItemParams>(`${base}/:itemId/comments`, async (req) => {
    const caller = requireScope(req, 'contributor-network.read');
    const q = strictQuery(req, ['cursor', 'limit']);
    const item = visibleItem(db, caller.accountId, req.params.itemId);
    const page = strictPage(q, caller, `GET ${base}/{id}/comments`, { itemId: item.id });
    const after = keyAs<[number]>(page.after, ['number']);
    const rows = pageComments(db, item.id, after?.[0] ?? null, page.limit + 1);
    return { ok: true, data: toPage(rows, page, (c) => [c.seq], commentView) };
  });

  // Guessed path and shape (spec 4.4 does not show them): POST {body} -> 201 Comment.
  app.post<ItemParams>(`${base}/:itemId/comments`, async (req, reply) => {
    const caller = requireScope(req, 'contributor-network.write');
    const item = visibleItem(db, caller.accountId, req.params.itemId);
    const body = objectBody(req.body);
    rejectUnknownFields(body, ['body']);
    const text = body.body;
    const errors = new FieldErrors();
    if (typeof text !== 'string') errors.add('/body', 'TYPE_MISMATCH', '"body" must be a string.');
    else if (text.trim() === '') errors.add('/body', 'MIN_LENGTH', 'The comment is empty.');
    else if ([...text].length > CN_LIMITS.commentMaxLength) {
      errors.add('/body', 'MAX_LENGTH', `A comment is at most ${CN_LIMITS.commentMaxLength} characters.`);
    }
    errors.throwIfAny('COMMENT_BODY_INVALID', 'Invalid comment.');
    const comment = insertComment(db, {
      id: newId('cmt'),
      itemId: item.id,
      accountId: caller.accountId,
      body: text as string,
      createdAt: nowIso(),
      deletedAt: null,
    });
    return reply.status(201).send({ ok: true, data: commentView(comment) });
  });

  // Guessed path: DELETE soft-deletes; the comment's author or the item's author may (spec 3).
  app.delete<{ Params: { itemId: string; commentId: string } }>(
    `${base}/:itemId/comments/:commentId`,
    async (req, reply) => {
      const caller = requireScope(req, 'contributor-network.write');
      const item = visibleItem(db, caller.accountId, req.params.itemId);
      const comment = getComment(db, item.id, req.params.commentId);
      if (!comment) throw notFound(`Comment "${req.params.commentId}" not found.`);
      if (comment.accountId !== caller.accountId && item.authorAccountId !== caller.accountId) {
        throw new ApiError(
          403,
          'COMMENT_NOT_AUTHOR',
          'Only the comment author or the item author can delete it.',
        );
      }
      softDeleteComment(db, comment.id, nowIso());
      return reply.status(204).send();
    },
  );

  app.get<ItemParams>(`${base}/:itemId/download`, async (req, reply) => {
    const caller = requireScope(req, 'contributor-network.read');
    const item = visibleItem(db, caller.accountId, req.params.itemId);
    const meta = packageMeta(item);
    const bytes = findCnItem(db, item.id)?.packageBytes;
    if (!meta || !bytes)
      throw new ApiError(404, 'NO_DOWNLOAD_FOR_KIND', `Items of kind ${item.kind} have no package.`);
    return reply
      .status(200)
      .headers({
        'content-type': 'application/gzip',
        'content-disposition': `attachment; filename="${meta.packageFilename}"`,
        ...NO_STORE,
      })
      .send(Buffer.from(bytes));
  });

  // Guessed path and shape: GET -> { rootId, nodes[], edges[] } (docs/sandbox.md).
  app.get<ItemParams>(`${base}/:itemId/graph`, async (req) => {
    const caller = requireScope(req, 'contributor-network.read');
    const item = visibleItem(db, caller.accountId, req.params.itemId);
    return { ok: true, data: lineageGraph(db, caller.accountId, item.id, cnState(ctx).graphMaxNodes) };
  });

  app.get('/contributor-network/benchmarks', async (req, reply) => {
    const caller = requireScope(req, 'contributor-network.read');
    reply.headers(NO_STORE);
    const state = cnState(ctx);
    if (state.benchmarksUnavailable > 0) {
      state.benchmarksUnavailable--;
      throw new ApiError(
        503,
        'BENCHMARK_RESULTS_UNAVAILABLE',
        'Benchmark results are temporarily unavailable; retry.',
        undefined,
        {
          'retry-after': '1',
        },
      );
    }
    return { ok: true, data: listBenchmarks(db, req, caller) };
  });
}
