import { createHash } from 'node:crypto';
import { allowedRFromData, conjugationType } from '../../shared/igp24/galois/index';
import { SANDBOX_SEED } from '../config';
import { Prng } from '../seed/prng';
import { galoisTableData } from './galoisTable';

/**
 * The sandbox's label universe: 25,000 labels 24T1..24T25000. With the transitive-groups table
 * (galoisTable.ts) `allowedR` of 24T<t> is the real one: the r for which the group has an element of
 * type 2^((24−r)/2) 1^r (complex conjugation). Without it, a seeded stand-in: a non-empty sorted
 * subset of the even numbers 0..24 from a PRNG (about 60% of the labels allow every r, 25% 4..12
 * values, 15% 1..3 values). Always the same for a given seed and table.
 */
export const LABEL_COUNT = 25_000;
export const ALL_R: readonly number[] = Array.from({ length: 13 }, (_, i) => i * 2);
export const LABEL_RE = /^24T([1-9][0-9]{0,8})$/;

/** allowedR from the table: the groups of each conjugation type, no walk over every group. */
function fromTable(): number[][] | null {
  const data = galoisTableData();
  if (data === null) return null;
  const out = allowedRFromData(data, ALL_R.map(conjugationType));
  // Only a complete table (a sample, as in tests, keeps the seeded stand-in for allowedR).
  for (let t = 1; t <= LABEL_COUNT; t++) if (out[t] === undefined) return null;
  return out;
}

function generate(): number[][] {
  const rng = new Prng(`${SANDBOX_SEED}:igp24-labels`);
  const out: number[][] = [[]];
  for (let t = 1; t <= LABEL_COUNT; t++) {
    const roll = rng.next();
    if (roll < 0.6) {
      out.push([...ALL_R]);
      continue;
    }
    const size = roll < 0.85 ? rng.int(4, 12) : rng.int(1, 3);
    const pool = [...ALL_R];
    const chosen: number[] = [];
    for (let i = 0; i < size; i++) chosen.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
    out.push(chosen.sort((a, b) => a - b));
  }
  return out;
}

/** allowedR by t (index 0 unused); built on first use (the table is parsed then). */
let allowedByT: readonly (readonly number[])[] | null = null;
const allowed = (): readonly (readonly number[])[] => {
  allowedByT ??= fromTable() ?? generate();
  return allowedByT;
};

/** Labels allowing each r: the pool the seeded stand-in label draws from (no table). */
let byR: ReadonlyMap<number, readonly number[]> | null = null;
const pools = (): ReadonlyMap<number, readonly number[]> => {
  if (byR === null) {
    const m = new Map<number, number[]>(ALL_R.map((r) => [r, []]));
    for (let t = 1; t <= LABEL_COUNT; t++) for (const r of allowed()[t]!) m.get(r)!.push(t);
    byR = m;
  }
  return byR;
};

export function allowedR(t: number): readonly number[] {
  return allowed()[t] ?? [];
}

export function isLabelT(t: number): boolean {
  return Number.isInteger(t) && t >= 1 && t <= LABEL_COUNT;
}

export function labelOf(t: number): string {
  return `24T${t}`;
}

/**
 * Seeded stand-in label of a verified polynomial when there is no group table: the label at index
 * SHA-256(canonical coefficient string) mod |pool| in the ascending list of labels whose
 * `allowedR` contains r. (With the table, verify.ts credits the top-ranked group instead.)
 */
export function standInLabel(canonical: string, r: number): number {
  const pool = pools().get(r) ?? pools().get(0)!;
  const h = createHash('sha256').update(canonical).digest();
  return pool[Number(h.readBigUInt64BE(0) % BigInt(pool.length))]!;
}

/**
 * Reference-baseline stand-in: pairs with t divisible by 7 are "in the baseline", with a
 * deterministic baseline |disc| of 30..50 digits.
 */
export function baselineOf(t: number, r: number): { inBaseline: boolean; baselineDiscAbs?: string } {
  if (t % 7 !== 0) return { inBaseline: false };
  const h = createHash('sha256').update(`${SANDBOX_SEED}:baseline:${t}:${r}`).digest();
  const digits = 30 + (h[0]! % 21);
  let s = String(1 + (h[1]! % 9));
  for (let i = 0; s.length < digits; i++) s += String(h[(i % 30) + 2]! % 10);
  return { inBaseline: true, baselineDiscAbs: s };
}
