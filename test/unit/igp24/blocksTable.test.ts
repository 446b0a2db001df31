/**
 * The block table (data/galois/blocks.txt.gz, made with GAP by scripts/galois/blocks.sh): its
 * checksum as the README records it, every group of degrees 2–24 in it, textbook facts about a
 * few groups, and the plans the search makes from it (which groups the constructions reach).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE, loadTable } from '../../../src/cli/igp24Galois';
import { DEFAULT_BLOCKS, loadBlocks } from '../../../src/cli/igp24Search';
import {
  BlocksFormatError,
  groupCounts,
  parseBlocks,
  plans,
} from '../../../src/shared/igp24/discover/blocksTable';
import { expandTarget, narrowTargets } from '../../../src/shared/igp24/discover/targets';

const blocks = loadBlocks(DEFAULT_BLOCKS);
const planned = plans(blocks);

describe('the block table', () => {
  it('is the file its README describes (SHA-256)', () => {
    const sha = createHash('sha256').update(readFileSync(DEFAULT_BLOCKS)).digest('hex');
    expect(readFileSync(join(process.cwd(), 'data', 'galois', 'README.md'), 'utf8')).toContain(sha);
  });

  it('holds every transitive group of degrees 2, 3, 4, 6, 8, 12 and 24', () => {
    expect(Object.fromEntries(groupCounts(blocks))).toEqual({
      2: 1,
      3: 2,
      4: 5,
      6: 16,
      8: 50,
      12: 301,
      24: 25_000,
    });
    expect(blocks.size).toBe(25_375);
  });

  it('says what the textbooks say of a few groups', () => {
    // D4 = 4T3 is the wreath product S2 wr S2; V4 = 4T2 the direct product C2 x C2; S4 primitive.
    expect(blocks.get('4T3')!.wreaths).toContainEqual({ a: 2, k: 1, h: 1, full: true });
    expect(blocks.get('4T2')!.products).toContainEqual({ a: 2, i: 1, b: 2, j: 1, direct: true });
    expect(blocks.get('4T5')!.wreaths).toEqual([]);
    // S2 wr S12 = 24T24979: blocks of size 2, the block group S2 = 2T1 and S12 = 12T301 on the blocks.
    expect(blocks.get('24T24979')!.wreaths).toContainEqual({ a: 2, k: 1, h: 301, full: true });
    // A24 and S24 are primitive; C24 = 24T1 is solvable, S24 is not.
    expect(blocks.get('24T24999')!.wreaths).toEqual([]);
    expect(blocks.get('24T25000')!.wreaths).toEqual([]);
    expect(blocks.get('24T1')!.solvable).toBe(true);
    expect(blocks.get('24T25000')!.solvable).toBe(false);
  });

  it('plans: S_n generic, cyclotomic fields, the whole wreath products over generic inners, the direct products', () => {
    expect(planned.get('24T25000')).toEqual({ kind: 'generic', n: 24 });
    // C4 = 4T1 is Q(zeta_5), V4 = 4T2 is Q(zeta_8), C3 = 3T1 is Q(2cos(2 pi/7)): the smallest conductors.
    expect(planned.get('4T1')).toEqual({ kind: 'cyclotomic', n: 5 });
    expect(planned.get('4T2')).toEqual({ kind: 'cyclotomic', n: 8 });
    expect(planned.get('3T1')).toEqual({ kind: 'real', n: 7 });
    expect(planned.get('4T3')).toEqual({ kind: 'wreath', a: 2, outer: '2T1' });
    // S3 x C2 = 6T3: a compositum of a quadratic and a cubic field.
    const d6 = planned.get('6T3')!;
    expect(d6.kind).toBe('direct');
    if (d6.kind === 'direct') expect(new Set([d6.left, d6.right])).toEqual(new Set(['2T1', '3T2']));
    expect(planned.get('24T24979')).toEqual({ kind: 'wreath', a: 2, outer: '12T301' });
    // A24 is neither a product nor S24: no plan.
    expect(planned.has('24T24999')).toBe(false);
    // Every plan names groups planned at smaller degrees.
    for (const [label, plan] of planned) {
      const n = Number(label.split('T')[0]);
      const parts =
        plan.kind === 'wreath' ? [plan.outer] : plan.kind === 'direct' ? [plan.left, plan.right] : [];
      for (const part of parts) {
        expect(planned.has(part), `${label} names ${part}`).toBe(true);
        expect(Number(part.split('T')[0])).toBeLessThan(n);
      }
    }
  });

  it('refuses a line it cannot read', () => {
    expect(() => parseBlocks('24 1 W2:1:1:1\n24 2 Q5\n')).toThrow(BlocksFormatError);
    expect(parseBlocks('# a comment\n4 3 S W2:1:1:1\n').get('4T3')).toEqual({
      n: 4,
      t: 3,
      solvable: true,
      wreaths: [{ a: 2, k: 1, h: 1, full: true }],
      products: [],
    });
  });
});

describe('targets', () => {
  const table = loadTable(DEFAULT_TABLE);

  it('a label alone stands for the r its group allows; a pair for itself; nonsense for nothing', () => {
    // S24 has every cycle type: every even r from 0 to 24.
    expect(expandTarget('24T25000', table)).toHaveLength(13);
    // C24 has one involution, a product of 12 transpositions: r = 0 or 24 (the identity).
    expect(expandTarget('24T1', table)).toEqual(['24T1:0', '24T1:24']);
    expect(expandTarget('24T7:4', table)).toEqual(['24T7:4']);
    expect(expandTarget('24T25001', table)).toBeNull();
    expect(expandTarget('5T1', table)).toBeNull();
  });

  it('narrowed by r, block size, solvability and reach', () => {
    const pairs = ['24T1:0', '24T1:24', '24T24979:4', '24T24999:0', '24T25000:2'];
    expect(narrowTargets(pairs, blocks, planned, { r: 0 })).toEqual(['24T1:0', '24T24999:0']);
    expect(narrowTargets(pairs, blocks, planned, { solvable: true })).toEqual(['24T1:0', '24T1:24']);
    expect(narrowTargets(pairs, blocks, planned, { blockSize: 2 })).toContain('24T24979:4');
    expect(narrowTargets(pairs, blocks, planned, { reachable: true })).not.toContain('24T24999:0');
    expect(narrowTargets(pairs, blocks, planned, { reachable: true })).toContain('24T25000:2');
  });
});
