/** The lineage layout: parents above their children, every node placed, dangling edges dropped. */
import { describe, expect, it } from 'vitest';
import { layoutLineage } from '../../../src/renderer/src/features/contributorNetwork/lineageLayout';

describe('layoutLineage', () => {
  it('puts each parent above its children and places every node apart', () => {
    const nodes = ['a', 'b', 'c', 'd'].map((id) => ({ id, label: id }));
    const edges = [
      { parentId: 'a', childId: 'b' },
      { parentId: 'b', childId: 'c' },
      { parentId: 'b', childId: 'd' },
    ];
    const out = layoutLineage(nodes, edges);
    const at = Object.fromEntries(out.nodes.map((n) => [n.id, n]));
    expect(at.a!.y).toBeLessThan(at.b!.y);
    expect(at.b!.y).toBeLessThan(at.c!.y);
    expect(at.c!.y).toBe(at.d!.y);
    expect(Math.abs(at.c!.x - at.d!.x)).toBeGreaterThanOrEqual(at.c!.width);
    expect(out.edges).toHaveLength(3);
    expect(out.edges.every((e) => e.points.length >= 2)).toBe(true);
    expect(out.width).toBeGreaterThan(0);
    expect(out.height).toBeGreaterThan(at.c!.y);
  });
  it('drops an edge whose end is not in the graph', () => {
    const out = layoutLineage([{ id: 'a', label: 'a' }], [{ parentId: 'gone', childId: 'a' }]);
    expect(out.nodes).toHaveLength(1);
    expect(out.edges).toHaveLength(0);
  });
});
