/** The lineage layout: parents above their children, every node placed, dangling edges dropped. */
import { describe, expect, it } from 'vitest';
import {
  layoutLineage,
  titleLines,
} from '../../../src/renderer/src/features/contributorNetwork/lineageLayout';

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

describe('titleLines', () => {
  it('keeps a short title on one line', () => {
    expect(titleLines('Magma implication heuristics')).toEqual(['Magma implication heuristics']);
  });
  it('wraps words onto a second line, so titles sharing their start still differ', () => {
    const a = titleLines('Lineage cheatsheet, generation 2');
    const b = titleLines('Lineage cheatsheet, generation 3 (branch)');
    expect(a).toEqual(['Lineage cheatsheet,', 'generation 2']);
    expect(b).toEqual(['Lineage cheatsheet,', 'generation 3 (branch)']);
    expect(a.join(' ')).not.toBe(b.join(' '));
  });
  it('a title longer than two lines keeps its start and its end', () => {
    const lines = titleLines(
      'A very long title about magmas whose distinguishing words come at the very end: v7',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('A very long title about');
    expect(lines[1]!.startsWith('…')).toBe(true);
    expect(lines[1]!.endsWith('end: v7')).toBe(true);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(28);
  });
  it('cuts inside a word longer than a line', () => {
    const lines = titleLines('x'.repeat(40));
    expect(lines[0]).toHaveLength(28);
    expect(lines.join('')).toHaveLength(40);
  });
});
