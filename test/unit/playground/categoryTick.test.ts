/** Chart labels that are always drawn: wrapped onto two short lines, cut with "…" beyond. */
import { describe, expect, it } from 'vitest';
import { wrapLabel } from '../../../src/renderer/src/features/playground/charts/CategoryTick';

describe('wrapLabel', () => {
  it('keeps a short label whole, and breaks a longer one at a space', () => {
    expect(wrapLabel('Accepted', 12)).toEqual(['Accepted']);
    expect(wrapLabel('Not attempted', 12)).toEqual(['Not', 'attempted']);
    expect(wrapLabel('GPT-OSS 120B', 12)).toEqual(['GPT-OSS 120B']);
  });

  it('cuts what two lines cannot hold, and says so with "…"', () => {
    const lines = wrapLabel('Judge rejected the proof after the time limit', 12);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(lines.every((l) => l.length <= 12)).toBe(true);
    const long = wrapLabel('Supercalifragilistic', 8);
    expect(long).toEqual(['Superca…']);
  });
});
