/**
 * Places the lineage graph's nodes with dagre (@dagrejs/dagre): a plain synchronous layout with no
 * eval and no workers, so it runs under the app's CSP (script-src 'self'); React draws the result
 * as SVG. Parents above children; withdrawn items are not in the graph at all.
 */
import dagre from '@dagrejs/dagre';

export interface LineageNodeIn {
  id: string;
  label: string;
}
export interface LineageEdgeIn {
  parentId: string;
  childId: string;
}
export interface PlacedNode extends LineageNodeIn {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PlacedEdge extends LineageEdgeIn {
  points: { x: number; y: number }[];
}
export interface LineageLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
}

export const NODE_WIDTH = 210;
/** Two lines of title and one of public code and author. */
export const NODE_HEIGHT = 62;
/** Characters of a title line that fit in a box (12 px, bold). */
export const TITLE_LINE = 28;

/**
 * A title on at most two lines of a box. Titles in one family often share their start ("Lineage
 * cheatsheet, generation 2", "…, generation 3 (branch)"): cut after one line, every box read the
 * same. So the words wrap onto a second line, and a title longer than two lines keeps its start on
 * the first and its end on the second, where the words that tell the items apart are.
 */
export function titleLines(title: string, max = TITLE_LINE): string[] {
  const text = title.trim().replace(/\s+/g, ' ');
  if (text.length <= max) return [text];
  const words = text.split(' ');
  let first = '';
  while (words.length > 0 && (first ? first.length + 1 : 0) + words[0]!.length <= max) {
    first = first ? `${first} ${words.shift()}` : words.shift()!;
  }
  let rest = words.join(' ');
  // One word longer than a line: cut inside it.
  if (first === '') {
    first = text.slice(0, max);
    rest = text.slice(max);
  }
  if (rest.length > max) rest = `…${rest.slice(rest.length - (max - 1)).trimStart()}`;
  return [first, rest];
}

export function layoutLineage(
  nodes: readonly LineageNodeIn[],
  edges: readonly LineageEdgeIn[],
): LineageLayout {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 48, marginx: 12, marginy: 12 });
  g.setDefaultEdgeLabel(() => ({}));
  const known = new Set(nodes.map((n) => n.id));
  for (const n of nodes) g.setNode(n.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  // An edge to a node outside the graph (a withdrawn parent) is left out rather than invented.
  const kept = edges.filter((e) => known.has(e.parentId) && known.has(e.childId));
  for (const e of kept) g.setEdge(e.parentId, e.childId);
  dagre.layout(g);
  const graph = g.graph();
  return {
    nodes: nodes.map((n) => {
      const p = g.node(n.id);
      return { ...n, x: p.x, y: p.y, width: NODE_WIDTH, height: NODE_HEIGHT };
    }),
    edges: kept.map((e) => ({ ...e, points: g.edge(e.parentId, e.childId).points ?? [] })),
    width: graph.width ?? 0,
    height: graph.height ?? 0,
  };
}
