/**
 * The lineage graph when the platform has no graph endpoint (the path is a guess, spec 4.4): the
 * item's ancestors through `parent` links, and the descendants the app has seen (cached full
 * items naming a parent). Bounded like the server's graph (spec 8: 2000 nodes).
 */
import type { CnGraphNode, CnItem } from '../../shared/api/contributorNetwork';
import type { CnGraphResult } from '../../shared/contract';

export const GRAPH_MAX_NODES = 2000;
/** Ancestor hops: a fork chain deeper than this is cut (a cycle could never end otherwise). */
const MAX_DEPTH = 100;

export async function buildLineage(
  root: CnItem,
  getParent: (id: string) => Promise<CnItem | null>,
  childrenOf: (id: string) => CnItem[],
): Promise<CnGraphResult> {
  const byId = new Map<string, CnItem>([[root.id, root]]);
  let cur: CnItem | null = root;
  for (let depth = 0; cur?.parent && depth < MAX_DEPTH; depth++) {
    if (byId.has(cur.parent.id)) break;
    const parent: CnItem | null = await getParent(cur.parent.id);
    if (!parent) break;
    byId.set(parent.id, parent);
    cur = parent;
  }
  const queue = [root.id];
  while (queue.length && byId.size < GRAPH_MAX_NODES) {
    const id = queue.shift() as string;
    for (const child of childrenOf(id)) {
      if (byId.has(child.id)) continue;
      byId.set(child.id, child);
      queue.push(child.id);
    }
  }
  const items = [...byId.values()].sort((a, b) =>
    a.publishedAt === b.publishedAt ? (a.id < b.id ? -1 : 1) : a.publishedAt < b.publishedAt ? -1 : 1,
  );
  const nodes: CnGraphNode[] = items.map((i) => ({
    id: i.id,
    publicCode: i.publicCode,
    competitionId: i.competitionId,
    kind: i.kind,
    title: i.title,
    author: i.author,
    parentId: i.parent && byId.has(i.parent.id) ? i.parent.id : null,
    favoriteCount: i.favoriteCount,
    publishedAt: i.publishedAt,
  }));
  const edges = nodes
    .filter((n) => n.parentId !== null)
    .map((n) => ({ parentId: n.parentId as string, childId: n.id }));
  return { rootId: root.id, nodes, edges, builtLocally: true };
}
