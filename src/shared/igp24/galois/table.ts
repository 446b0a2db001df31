/**
 * The cycle-type table of the 25,000 transitive groups of degree 24 (TransGrp numbering), parsed
 * from the shipped text (the caller gunzips it: Node zlib in the CLI and the sandbox,
 * DecompressionStream in the renderer's worker). One line per group:
 *   t order inA24(0|1) type:count type:count …
 * where `type` is an index into PARTITIONS and `count` the number of elements of that cycle type.
 * Lines starting with `#` are comments. Parsing precomputes, per cycle type, the ascending list of
 * groups containing it, and per group its sorted types with ln(count/order), so that a ranking only
 * touches the groups that survive the cheapest filter.
 */
import { PARTITIONS } from './partitions';
import { QUADRATIC_DATA } from './quadraticData';

export interface GaloisTable {
  /** Number of groups in the table. */
  size: number;
  /** TransGrp number t of each group (ascending). */
  t: Int32Array;
  /** |G| as decimal text (up to 24!, beyond float precision). */
  order: string[];
  inA24: Uint8Array;
  /** Per group: its cycle types, ascending. */
  types: Uint16Array[];
  /** Per group: ln(|elements of that type| / |G|), parallel to `types`. */
  logFreq: Float64Array[];
  /** Per cycle type: the groups (indices into the arrays above) with an element of that type. */
  groupsWithType: Int32Array[];
  /** Per group: its number of quadratic subfields as log2(number + 1) (0..3; data/galois/README.md). */
  quadraticRank: Uint8Array;
  /** Per group: 1 when Q(√disc f) is a subfield of K (G not in A24, point stabilizer in A24). */
  discSubfield: Uint8Array;
  /** Per cycle type: a bit set over the groups with that type (built on first use, then kept). */
  typeBits(type: number): Uint32Array;
  /**
   * Per cycle type: ln(|elements of that type| / |G|) for every group G, indexed like the arrays
   * above (0 for groups without the type), so a ranking looks a term up instead of searching the
   * group's types. Built on first use; only the most recently used ones are kept.
   */
  logFreqOfType(type: number): Float64Array;
  /** Index of a t in the arrays above, or -1. */
  indexOfT(t: number): number;
  /** Exact element counts per cycle type of one group (for checks; re-reads its line). */
  classSizes(group: number): Map<number, bigint>;
}

export class TableFormatError extends Error {}

/** ln of a positive decimal integer given as text (no BigInt: the table has ~600,000 of them). */
function lnDecimal(s: string): number {
  if (s.length <= 15) return Math.log(Number(s));
  return Math.log(Number(s.slice(0, 15))) + (s.length - 15) * Math.LN10;
}

/**
 * Dense per-type tables kept (200 KB each for 25,000 groups): the 1,000 first LMFDB polynomials
 * observe 43 types in all, while a file of random S24 polynomials may observe hundreds.
 */
const DENSE_TYPES_KEPT = 128;

const DIGITS = /^[1-9][0-9]*$/;

export function parseTable(text: string): GaloisTable {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    lines.push(line);
  }
  const n = lines.length;
  const t = new Int32Array(n);
  const order: string[] = new Array(n);
  const inA24 = new Uint8Array(n);
  const types: Uint16Array[] = new Array(n);
  const logFreq: Float64Array[] = new Array(n);
  const counts = new Int32Array(PARTITIONS.length);
  const byT = new Map<number, number>();
  for (let g = 0; g < n; g++) {
    const fields = lines[g]!.split(' ');
    if (fields.length < 4 || !DIGITS.test(fields[0]!) || !DIGITS.test(fields[1]!))
      throw new TableFormatError(`table line ${g + 1}: expected "t order inA24 type:count …"`);
    t[g] = Number(fields[0]);
    if (g > 0 && t[g]! <= t[g - 1]!) throw new TableFormatError(`table line ${g + 1}: t not ascending`);
    byT.set(t[g]!, g);
    order[g] = fields[1]!;
    inA24[g] = fields[2] === '1' ? 1 : 0;
    const lnOrder = lnDecimal(fields[1]!);
    const ty = new Uint16Array(fields.length - 3);
    const lf = new Float64Array(fields.length - 3);
    for (let i = 3; i < fields.length; i++) {
      const f = fields[i]!;
      const colon = f.indexOf(':');
      const idx = Number(f.slice(0, colon));
      const count = f.slice(colon + 1);
      if (colon < 1 || !Number.isInteger(idx) || idx < 0 || idx >= PARTITIONS.length || !DIGITS.test(count))
        throw new TableFormatError(`table line ${g + 1}: bad entry ${f}`);
      ty[i - 3] = idx;
      lf[i - 3] = lnDecimal(count) - lnOrder;
      if (i > 3 && ty[i - 3]! <= ty[i - 4]!)
        throw new TableFormatError(`table line ${g + 1}: types not ascending`);
      counts[idx]!++;
    }
    types[g] = ty;
    logFreq[g] = lf;
  }
  const groupsWithType = Array.from({ length: PARTITIONS.length }, (_, i) => new Int32Array(counts[i]!));
  const fill = new Int32Array(PARTITIONS.length);
  for (let g = 0; g < n; g++) for (const idx of types[g]!) groupsWithType[idx]![fill[idx]!++] = g;
  // The quadratic-subfield data is indexed by t (quadraticData.ts); groups beyond it (none in the
  // shipped table) keep 0 quadratic subfields and get no help from it.
  const quadraticRank = new Uint8Array(n);
  const discSubfield = new Uint8Array(n);
  for (let g = 0; g < n; g++) {
    const c = QUADRATIC_DATA.charCodeAt(t[g]! - 1) - 48;
    if (!(c >= 0 && c <= 7)) continue;
    quadraticRank[g] = c >> 1;
    discSubfield[g] = inA24[g] === 0 && (c & 1) === 1 ? 1 : 0;
  }
  const bits: (Uint32Array | undefined)[] = new Array(PARTITIONS.length);
  const dense = new Map<number, Float64Array>();
  const words = (n + 31) >>> 5;
  return {
    size: n,
    t,
    order,
    inA24,
    types,
    logFreq,
    groupsWithType,
    quadraticRank,
    discSubfield,
    typeBits(type) {
      let b = bits[type];
      if (b === undefined) {
        b = new Uint32Array(words);
        for (const g of groupsWithType[type]!) b[g >>> 5]! |= 1 << (g & 31);
        bits[type] = b;
      }
      return b;
    },
    logFreqOfType(type) {
      let lf = dense.get(type);
      if (lf !== undefined) {
        // Most recently used last, so the first entry is the one to drop.
        dense.delete(type);
        dense.set(type, lf);
        return lf;
      }
      lf = new Float64Array(n);
      for (const g of groupsWithType[type]!) lf[g] = logFreq[g]![typePosition(types[g]!, type)]!;
      if (dense.size >= DENSE_TYPES_KEPT) dense.delete(dense.keys().next().value!);
      dense.set(type, lf);
      return lf;
    },
    indexOfT: (x) => byT.get(x) ?? -1,
    classSizes(g) {
      const m = new Map<number, bigint>();
      for (const f of lines[g]!.split(' ').slice(3)) {
        const [idx, count] = f.split(':');
        m.set(Number(idx), BigInt(count!));
      }
      return m;
    },
  };
}

/** Position of `type` in a group's sorted types, or -1. */
export function typePosition(types: Uint16Array, type: number): number {
  let lo = 0;
  let hi = types.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = types[mid]!;
    if (v === type) return mid;
    if (v < type) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The r allowed for a group: those with an element of type 2^((24−r)/2) 1^r. */
export function allowedRFromTypes(types: Uint16Array, conjugationTypes: readonly number[]): number[] {
  const out: number[] = [];
  conjugationTypes.forEach((type, i) => {
    if (typePosition(types, type) >= 0) out.push(2 * i);
  });
  return out;
}

/**
 * The r allowed for every group, straight from the table text without parsing it whole: only the
 * types of complex conjugation are looked for (the sandbox needs this on its main thread, where a
 * full parse would hold the event loop for a quarter of a second). Index t of the result; index 0
 * unused. Same answer as allowedRFromTypes on the parsed table.
 */
export function allowedRFromText(text: string, conjugationTypes: readonly number[]): number[][] {
  // rOf[type] = r + 1 for a conjugation type, 0 otherwise.
  const rOf = new Int8Array(65_536);
  conjugationTypes.forEach((type, i) => {
    rOf[type] = 2 * i + 1;
  });
  const out: number[][] = [[]];
  let pos = 0;
  while (pos < text.length) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    if (end > pos && text.charCodeAt(pos) !== 35 /* # */) {
      const t = Number(text.slice(pos, text.indexOf(' ', pos)));
      // Skip t, order and inA24: the entries start after the third space.
      let i = text.indexOf(' ', text.indexOf(' ', text.indexOf(' ', pos) + 1) + 1) + 1;
      const rs: number[] = [];
      while (i > 0 && i < end) {
        let type = 0;
        for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i))
          type = type * 10 + c - 48;
        if (rOf[type]! > 0) rs.push(rOf[type]! - 1);
        i = text.indexOf(' ', i) + 1;
      }
      out[t] = rs.sort((a, b) => a - b);
    }
    pos = end + 1;
  }
  return out;
}
