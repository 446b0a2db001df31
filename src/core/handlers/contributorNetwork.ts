/**
 * Contributor Network handlers (issue 11): one per entry of contracts/contributorNetwork.ts.
 * Reads are cache-first; every item a read shows is also kept by ID with its full-text index, so
 * searches and lookups still answer from the cache when the platform cannot be reached. Writes go
 * through the outbox (outbox/cnOps.ts reconciles repeats).
 */

import { isUnreachable } from '../../shared/api';
import {
  CN_LEAN_COMPETITION,
  CN_LEAN_KIND,
  type CnItem,
  type CnSummary,
  normalizePublicCode,
} from '../../shared/api/contributorNetwork';
import type { Cached, CnListPage } from '../../shared/contract';
import { cacheKey } from '../../shared/contract';
import type { CnListInput } from '../../shared/contracts/contributorNetwork';
import {
  downloadPackage,
  getGraph,
  getItem,
  type ListQuery,
  listBenchmarks,
  listComments,
  listItems,
} from '../api/contributorNetwork';
import { ApiError } from '../api/errors';
import type { ActiveConnection } from '../connections';
import { keepFile, safeFilename, verifyPackage } from '../contributorNetwork/download';
import { buildLineage } from '../contributorNetwork/lineage';
import type { HandlerDeps, Handlers } from './types';

type M = Extract<keyof Handlers, `cn.${string}`>;

/** How many cached items an offline listing answers with (one page, no cursor). */
const OFFLINE_LIMIT = 200;

export function contributorNetworkHandlers({ ctx }: HandlerDeps): Pick<Handlers, M> {
  const repo = ctx.contributorNetwork;
  const active = () => ctx.connections.getActive();

  /** Fetches an item and keeps it; a 404 means it was withdrawn: it leaves the cache. */
  const fetchItem = async (conn: ActiveConnection, id: string): Promise<CnItem> => {
    try {
      const item = (await getItem(conn.client, id)).data;
      repo.putFull(conn.partition, item);
      return item;
    } catch (err) {
      if (err instanceof ApiError && err.info.code === 'NOT_FOUND') repo.remove(conn.partition, id);
      throw err;
    }
  };

  /** The cache's answer to a listing the platform could not give (filters applied locally). */
  const offlinePage = (conn: ActiveConnection, q: CnListInput): CnListPage => {
    const f = { competitionId: q.competitionId, kind: q.kind, limit: OFFLINE_LIMIT };
    let items: CnSummary[];
    if (q.publicCode !== undefined) {
      const hit = repo.byPublicCode(conn.partition, q.publicCode);
      items = hit ? [hit] : [];
    } else {
      items = q.search ? repo.search(conn.partition, q.search, f) : repo.list(conn.partition, f);
    }
    items = items.filter(
      (i) =>
        (q.scope !== 'favorites' || i.viewerHasFavorited) &&
        (q.track === undefined || i.track === q.track) &&
        (q.problemId === undefined || i.problemId === q.problemId),
    );
    if (q.sort === 'earliest') items.reverse();
    return { items, nextCursor: null, fromCache: true };
  };

  const listing = async (
    method: 'cn.list' | 'cn.packages.list',
    q: CnListInput,
  ): Promise<Cached<CnListPage>> => {
    const conn = await active();
    const res = await ctx.reads.read(conn, cacheKey(method, q), async (c): Promise<CnListPage> => {
      const page = (await listItems(c.client, q as ListQuery)).data;
      repo.putSummaries(c.partition, page.items);
      return { items: page.items, nextCursor: page.nextCursor, fromCache: false };
    });
    // Never fetched and the platform is unreachable: the cache's full-text index answers.
    // `mine` needs the caller's account, which only the server knows: no offline answer.
    if (res.data === null && isUnreachable(res.error) && q.scope !== 'mine' && !q.cursor) {
      return { ...res, data: offlinePage(conn, q), stale: true };
    }
    return res;
  };

  return {
    'cn.list': (input) => listing('cn.list', input),
    'cn.packages.list': (input) =>
      listing('cn.packages.list', { ...input, competitionId: CN_LEAN_COMPETITION, kind: CN_LEAN_KIND }),

    'cn.get': async ({ id }) => {
      const conn = await active();
      const res = await ctx.reads.read(conn, cacheKey('cn.get', { id }), (c) => fetchItem(c, id));
      if (res.data === null && isUnreachable(res.error)) {
        const kept = repo.getFull(conn.partition, id);
        if (kept) return { ...res, data: kept, stale: true };
      }
      return res;
    },

    'cn.lookup': async ({ publicCode }) => {
      const code = normalizePublicCode(publicCode);
      if (code === null) return { item: null, fromCache: false };
      const conn = await active();
      const res = await ctx.reads.read(conn, cacheKey('cn.lookup', { publicCode: code }), async (c) => {
        const hit = (await listItems(c.client, { publicCode: code })).data.items[0];
        return hit ? fetchItem(c, hit.id) : null;
      });
      if (res.error && isUnreachable(res.error) && res.data === null) {
        return { item: repo.byPublicCode(conn.partition, code), fromCache: true };
      }
      if (res.error && !isUnreachable(res.error) && res.data === null) throw new ApiError(res.error);
      return { item: res.data, fromCache: res.stale };
    },

    'cn.search.offline': async ({ query, competitionId, kind, limit }) => {
      const conn = await active();
      const items = repo.search(conn.partition, query, {
        competitionId,
        kind,
        limit: limit ?? OFFLINE_LIMIT,
      });
      return { items, fromCache: true };
    },

    'cn.favorite': async ({ id, on }) =>
      ctx.outbox.enqueue(
        'cn.favorite',
        { itemId: id, on, body: {} },
        on ? `Favorite ${itemName(id)}` : `Remove favorite of ${itemName(id)}`,
      ),
    'cn.comments.list': async ({ id, cursor, limit }) => {
      const conn = await active();
      return ctx.reads.read(conn, cacheKey('cn.comments.list', { id, cursor, limit }), async (c) => {
        return (await listComments(c.client, id, { cursor, limit })).data;
      });
    },
    'cn.comments.create': async ({ id, body }) =>
      ctx.outbox.enqueue('cn.comments.create', { itemId: id, body: { body } }, `Comment on ${itemName(id)}`),
    'cn.comments.delete': async ({ id, commentId }) =>
      ctx.outbox.enqueue(
        'cn.comments.delete',
        { itemId: id, commentId, body: {} },
        `Delete a comment on ${itemName(id)}`,
      ),
    'cn.publish': async (body) =>
      ctx.outbox.enqueue('cn.publish', { body }, `Publish ${publishName(body)} to the Contributor Network`),
    'cn.withdraw': async ({ id }) =>
      ctx.outbox.enqueue('cn.withdraw', { itemId: id, body: {} }, `Withdraw ${itemName(id)}`),

    'cn.graph': async ({ id }) => {
      const conn = await active();
      return ctx.reads.read(conn, cacheKey('cn.graph', { id }), async (c) => {
        try {
          return { ...(await getGraph(c.client, id)).data, builtLocally: false };
        } catch (err) {
          const status = err instanceof ApiError ? err.info.status : null;
          if (status !== 404 && status !== 405) throw err;
          // 404 also means "withdrawn": the item read tells the two apart (and throws for it).
          const root = await fetchItem(c, id);
          return buildLineage(
            root,
            async (pid) => repo.getFull(c.partition, pid) ?? (await fetchItem(c, pid).catch(() => null)),
            (cid) => repo.children(c.partition, cid),
          );
        }
      });
    },

    'cn.benchmarks.list': async (input) => {
      const conn = await active();
      return ctx.reads.read(conn, cacheKey('cn.benchmarks.list', input), async (c) => {
        return (await listBenchmarks(c.client, input)).data;
      });
    },

    'cn.package.download': async ({ id, path, overwrite }, call) => {
      const conn = await active();
      // Always the server's current item: the hash to verify against must not come from a stale copy.
      const item = await fetchItem(conn, id);
      const filename = safeFilename(item.packageFilename, `${item.publicCode ?? id}.tar.gz`);
      // With a system dialog (desktop) the user's choice wins: the renderer never names a file on disk.
      const target = ctx.chooseSavePath ? await ctx.chooseSavePath(filename) : (path ?? null);
      if (ctx.chooseSavePath && target === null) {
        return { filename, sha256: '', sizeBytes: 0, path: null, dataBase64: null, cancelled: true };
      }
      const bytes = (await downloadPackage(conn.client, id, call.signal)).data;
      const sha256 = verifyPackage(bytes, item.packageSha256);
      // The system dialog has already asked before replacing a file; a given path never replaces one unasked.
      if (target !== null) await keepFile(target, bytes, ctx.chooseSavePath ? true : overwrite === true);
      return {
        filename,
        sha256,
        sizeBytes: bytes.length,
        path: target,
        dataBase64: target === null ? bytes.toString('base64') : null,
        cancelled: false,
      };
    },
  };
}

function itemName(id: string): string {
  return `item ${id}`;
}

function publishName(body: {
  kind: string;
  source: { from: string; title?: string; modelName?: string };
}): string {
  const title = body.source.title ?? body.source.modelName;
  const kind = body.kind.replace('-', ' ');
  return title ? `${kind} “${title}”` : `a ${kind} from a ${body.source.from.replace('-', ' ')}`;
}
