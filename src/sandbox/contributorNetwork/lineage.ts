import { activeParentEdges, listActiveCnItems } from '../db/cnNetwork';
import type { Db } from '../db/open';
import { ApiError } from '../errors';

/**
 * Lineage graph of an active item (sandbox guess for a path the spec does not show): the item,
 * its ancestors (following `parent`) and all its descendants, active items only. A withdrawn item
 * vanishes from graphs, so the walk stops at it. More than `maxNodes` nodes gives 413
 * GRAPH_TOO_LARGE (spec 8: 2000).
 */
export function lineageGraph(db: Db, viewerAccountId: string, rootId: string, maxNodes: number) {
  const edges = activeParentEdges(db);
  const parentOf = new Map(edges.map((e) => [e.id, e.parentId]));
  const childrenOf = new Map<string, string[]>();
  for (const e of edges) {
    if (e.parentId === null || !parentOf.has(e.parentId)) continue;
    const list = childrenOf.get(e.parentId) ?? [];
    list.push(e.id);
    childrenOf.set(e.parentId, list);
  }
  const ids = new Set<string>([rootId]);
  const tooLarge = () =>
    new ApiError(413, 'GRAPH_TOO_LARGE', `The lineage graph has more than ${maxNodes} nodes.`, { maxNodes });
  for (
    let p = parentOf.get(rootId) ?? null;
    p !== null && parentOf.has(p) && !ids.has(p);
    p = parentOf.get(p) ?? null
  ) {
    ids.add(p);
    if (ids.size > maxNodes) throw tooLarge();
  }
  const queue = [rootId];
  while (queue.length > 0) {
    for (const child of childrenOf.get(queue.shift()!) ?? []) {
      if (ids.has(child)) continue;
      ids.add(child);
      if (ids.size > maxNodes) throw tooLarge();
      queue.push(child);
    }
  }
  const items = listActiveCnItems(db, viewerAccountId, { ids: [...ids] });
  items.sort((a, b) =>
    a.publishedAt < b.publishedAt ? -1 : a.publishedAt > b.publishedAt ? 1 : a.id < b.id ? -1 : 1,
  );
  return {
    rootId,
    nodes: items.map((i) => ({
      id: i.id,
      publicCode: i.publicCode,
      competitionId: i.competitionId,
      kind: i.kind,
      title: i.title,
      author: {
        platformId: i.authorAccountId,
        displayName: i.authorDisplayName,
        avatarUrl: i.authorAvatarUrl,
      },
      parentId: i.parentId !== null && ids.has(i.parentId) ? i.parentId : null,
      favoriteCount: i.favoriteCount,
      publishedAt: i.publishedAt,
    })),
    edges: items
      .filter((i) => i.parentId !== null && ids.has(i.parentId))
      .map((i) => ({ parentId: i.parentId as string, childId: i.id })),
  };
}
