import { useMemo } from 'react';
import { Link } from 'react-router';
import { itemPath } from '../../../../shared/deepLinks';
import { type LineageEdgeIn, layoutLineage, titleLines } from './lineageLayout';

export interface LineageNode {
  id: string;
  publicCode: string | null;
  title: string;
  authorName: string | null;
}

interface Props {
  nodes: readonly LineageNode[];
  edges: readonly LineageEdgeIn[];
  /** The item whose page this is, drawn highlighted. */
  currentId: string;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The lineage as SVG: one box per item (a link to its page), an arrow from parent to child. */
export function LineageSvg({ nodes, edges, currentId }: Props) {
  const layout = useMemo(
    () =>
      layoutLineage(
        nodes.map((n) => ({ id: n.id, label: n.title })),
        edges,
      ),
    [nodes, edges],
  );
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return (
    <div className="cn-graph" data-testid="cn-graph">
      <svg
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-label={`Lineage: ${nodes.length} items`}
      >
        <defs>
          <marker
            id="cn-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" className="cn-graph__arrow" />
          </marker>
        </defs>
        {layout.edges.map((e) => (
          <polyline
            key={`${e.parentId}>${e.childId}`}
            className="cn-graph__edge"
            points={e.points.map((p) => `${p.x},${p.y}`).join(' ')}
            markerEnd="url(#cn-arrow)"
          />
        ))}
        {layout.nodes.map((n) => {
          const node = byId.get(n.id)!;
          const lines = titleLines(node.title);
          const box = (
            <g
              key={n.id}
              className={`cn-graph__node${n.id === currentId ? ' cn-graph__node--current' : ''}`}
              data-testid="cn-graph-node"
              data-item-id={n.id}
            >
              <rect x={n.x - n.width / 2} y={n.y - n.height / 2} width={n.width} height={n.height} rx={6} />
              <text
                x={n.x}
                y={n.y - (lines.length === 1 ? 4 : 12)}
                textAnchor="middle"
                className="cn-graph__title"
              >
                <tspan x={n.x}>{lines[0]}</tspan>
                {lines[1] !== undefined && (
                  <tspan x={n.x} dy={15}>
                    {lines[1]}
                  </tspan>
                )}
              </text>
              <text
                x={n.x}
                y={n.y + (lines.length === 1 ? 14 : 22)}
                textAnchor="middle"
                className="cn-graph__sub"
              >
                {clip(
                  [node.publicCode, node.authorName ?? 'deleted account'].filter(Boolean).join(' · '),
                  32,
                )}
              </text>
              <title>{`${node.title} (${node.publicCode ?? node.id})`}</title>
            </g>
          );
          return n.id === currentId || !node.publicCode ? (
            <g key={n.id}>{box}</g>
          ) : (
            <Link key={n.id} to={itemPath(node.publicCode)} aria-label={`Open ${node.title}`}>
              {box}
            </Link>
          );
        })}
      </svg>
    </div>
  );
}
