/**
 * The cycle-type table of the 25,000 transitive groups of degree 24 (TransGrp numbering). Two forms
 * carry the same data (data/galois/README.md):
 * - the binary form, the one committed and shipped (data/galois/transitive24.bin.gz, tableBinary.ts),
 *   whose arrays are used in place, so loading it costs a file read instead of a quarter of a second
 *   of parsing (the command line, the sandbox and the app's likely-group worker read it; the worker
 *   gunzips it with DecompressionStream);
 * - the text, the readable form GAP's output was converted to (scripts/galois/convert.ts), one line
 *   per group
 *     t order inA24 type:count type:count …
 *   where `type` is an index into PARTITIONS and `count` the number of elements of that cycle type;
 *   lines starting with `#` are comments; read by parseTable (the command line's --table takes it
 *   too). tableText writes it from the binary form, byte for byte the text the binary was built from.
 * Both give the same flat arrays (TableData) and so the same GaloisTable, float for float: a
 * frequency ln(count/order) is always ln(count) − ln(order), each from lnDecimal of its text.
 */

import { QUADRATIC_DATA } from '../tables/quadraticData';
import { PARTITIONS } from './partitions';

/** The table as flat arrays: what the binary form stores, and what a parse of the text builds. */
export interface TableData {
  /** TransGrp number t of each group (ascending). */
  t: Int32Array;
  inA24: Uint8Array;
  /** Per group: index of |G| in `orders`. */
  orderIndex: Uint16Array;
  /** The distinct group orders as decimal text (up to 24!, beyond float precision). */
  orders: string[];
  /** Per group g: its entries are entryStart[g] .. entryStart[g + 1] − 1 (length groups + 1). */
  entryStart: Int32Array;
  /** Per entry: the cycle type, ascending within a group. */
  entryType: Uint16Array;
  /** Per entry: index of its element count in `counts`. */
  entryCount: Uint16Array;
  /** The distinct element counts as decimal text. */
  counts: string[];
  /** Per cycle type: its groups are typeGroups[typeStart[type] .. typeStart[type + 1] − 1]. */
  typeStart: Int32Array;
  /** Per cycle type, the groups (indices) with an element of that type, ascending. */
  typeGroups: Uint16Array;
}

export interface GaloisTable {
  /** Number of groups in the table. */
  size: number;
  /** TransGrp number t of each group (ascending). */
  t: Int32Array;
  /** |G| as decimal text (up to 24!, beyond float precision). */
  order: string[];
  inA24: Uint8Array;
  /** Per group g: its entries (below) are entryStart[g] .. entryStart[g + 1] − 1. */
  entryStart: Int32Array;
  /** Per entry: its cycle type, ascending within a group. */
  entryType: Uint16Array;
  /** Per entry: index into lnCount of its element count. */
  entryCount: Uint16Array;
  /** ln of each distinct element count: an entry's frequency is lnCount[entryCount[e]] − lnOrder[g]. */
  lnCount: Float64Array;
  /** Per group: ln |G|. */
  lnOrder: Float64Array;
  /** Per group: its cycle types, ascending (views of entryType, made on first use). */
  readonly types: Uint16Array[];
  /** Per group: ln(|elements of that type| / |G|), parallel to `types` (made on first use). */
  readonly logFreq: Float64Array[];
  /** Per cycle type: the groups (indices into the arrays above) with an element of that type. */
  groupsWithType: Uint16Array[];
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
  /** Exact element counts per cycle type of one group (for checks). */
  classSizes(group: number): Map<number, bigint>;
}

export class TableFormatError extends Error {}

/** ln of a positive decimal integer given as text (no BigInt: the table has ~940,000 of them). */
function lnDecimal(s: string): number {
  if (s.length <= 15) return Math.log(Number(s));
  return Math.log(Number(s.slice(0, 15))) + (s.length - 15) * Math.LN10;
}

/**
 * Dense per-type tables kept (200 KB each for 25,000 groups): the 1,000 first LMFDB polynomials
 * observe 43 types in all, while a file of random S24 polynomials may observe hundreds.
 */
const DENSE_TYPES_KEPT = 128;

/** Groups, distinct orders and distinct counts are indexed by 16-bit numbers in TableData. */
export const MAX_INDEXED = 65_536;

const DIGITS = /^[1-9][0-9]*$/;

/** Index of `s` in `list`, appending it when new (first appearance order, so deterministic). */
function intern(s: string, list: string[], index: Map<string, number>, what: string, line: number): number {
  let i = index.get(s);
  if (i === undefined) {
    i = list.length;
    if (i >= MAX_INDEXED)
      throw new TableFormatError(`table line ${line}: more than ${MAX_INDEXED} distinct ${what}`);
    list.push(s);
    index.set(s, i);
  }
  return i;
}

/** The flat arrays of the text form (see the top of this file). */
export function parseTableData(text: string): TableData {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    lines.push(line);
  }
  const n = lines.length;
  if (n > MAX_INDEXED)
    throw new TableFormatError(`the table has ${n} groups; at most ${MAX_INDEXED} are supported`);
  const t = new Int32Array(n);
  const inA24 = new Uint8Array(n);
  const orderIndex = new Uint16Array(n);
  const orders: string[] = [];
  const orderIds = new Map<string, number>();
  const counts: string[] = [];
  const countIds = new Map<string, number>();
  const entryStart = new Int32Array(n + 1);
  const typesOut: number[] = [];
  const countsOut: number[] = [];
  const perType = new Int32Array(PARTITIONS.length);
  for (let g = 0; g < n; g++) {
    const fields = lines[g]!.split(' ');
    if (fields.length < 4 || !DIGITS.test(fields[0]!) || !DIGITS.test(fields[1]!))
      throw new TableFormatError(`table line ${g + 1}: expected "t order inA24 type:count …"`);
    t[g] = Number(fields[0]);
    if (g > 0 && t[g]! <= t[g - 1]!) throw new TableFormatError(`table line ${g + 1}: t not ascending`);
    orderIndex[g] = intern(fields[1]!, orders, orderIds, 'orders', g + 1);
    inA24[g] = fields[2] === '1' ? 1 : 0;
    entryStart[g] = typesOut.length;
    for (let i = 3; i < fields.length; i++) {
      const f = fields[i]!;
      const colon = f.indexOf(':');
      const idx = Number(f.slice(0, colon));
      const count = f.slice(colon + 1);
      if (colon < 1 || !Number.isInteger(idx) || idx < 0 || idx >= PARTITIONS.length || !DIGITS.test(count))
        throw new TableFormatError(`table line ${g + 1}: bad entry ${f}`);
      if (i > 3 && idx <= typesOut[typesOut.length - 1]!)
        throw new TableFormatError(`table line ${g + 1}: types not ascending`);
      typesOut.push(idx);
      countsOut.push(intern(count, counts, countIds, 'element counts', g + 1));
      perType[idx]!++;
    }
  }
  entryStart[n] = typesOut.length;
  const typeStart = new Int32Array(PARTITIONS.length + 1);
  for (let i = 0; i < PARTITIONS.length; i++) typeStart[i + 1] = typeStart[i]! + perType[i]!;
  const typeGroups = new Uint16Array(typesOut.length);
  const fill = typeStart.slice(0, PARTITIONS.length);
  for (let g = 0; g < n; g++)
    for (let e = entryStart[g]!; e < entryStart[g + 1]!; e++) typeGroups[fill[typesOut[e]!]!++] = g;
  return {
    t,
    inA24,
    orderIndex,
    orders,
    entryStart,
    entryType: Uint16Array.from(typesOut),
    entryCount: Uint16Array.from(countsOut),
    counts,
    typeStart,
    typeGroups,
  };
}

export function parseTable(text: string): GaloisTable {
  return tableFromData(parseTableData(text));
}

/** The GaloisTable over flat arrays (from the text or the binary form); copies nothing large. */
export function tableFromData(data: TableData): GaloisTable {
  return new FlatTable(data);
}

/**
 * A class rather than an object literal: the lazy per-group views are getters on the prototype, so
 * the instance keeps plain fast properties (getters on a literal made every ranking slower).
 */
class FlatTable implements GaloisTable {
  readonly size: number;
  readonly t: Int32Array;
  readonly order: string[];
  readonly inA24: Uint8Array;
  readonly entryStart: Int32Array;
  readonly entryType: Uint16Array;
  readonly entryCount: Uint16Array;
  readonly lnCount: Float64Array;
  readonly lnOrder: Float64Array;
  readonly groupsWithType: Uint16Array[];
  readonly quadraticRank: Uint8Array;
  readonly discSubfield: Uint8Array;
  private readonly counts: string[];
  private readonly bits: (Uint32Array | undefined)[] = new Array(PARTITIONS.length);
  private readonly dense = new Map<number, Float64Array>();
  private byT: Map<number, number> | undefined;
  private typesView: Uint16Array[] | undefined;
  private logFreqView: Float64Array[] | undefined;

  constructor(data: TableData) {
    const { t, inA24, orderIndex, entryStart, typeStart, typeGroups } = data;
    const n = t.length;
    this.size = n;
    this.t = t;
    this.inA24 = inA24;
    this.entryStart = entryStart;
    this.entryType = data.entryType;
    this.entryCount = data.entryCount;
    this.counts = data.counts;
    this.lnCount = new Float64Array(data.counts.length);
    for (let i = 0; i < this.lnCount.length; i++) this.lnCount[i] = lnDecimal(data.counts[i]!);
    const lnOrders = data.orders.map(lnDecimal);
    this.lnOrder = new Float64Array(n);
    this.order = new Array(n);
    for (let g = 0; g < n; g++) {
      this.lnOrder[g] = lnOrders[orderIndex[g]!]!;
      this.order[g] = data.orders[orderIndex[g]!]!;
    }
    this.groupsWithType = Array.from({ length: PARTITIONS.length }, (_, i) =>
      typeGroups.subarray(typeStart[i]!, typeStart[i + 1]!),
    );
    // The quadratic-subfield data is indexed by t (quadraticData.ts); groups beyond it (none in the
    // shipped table) keep 0 quadratic subfields and get no help from it.
    this.quadraticRank = new Uint8Array(n);
    this.discSubfield = new Uint8Array(n);
    for (let g = 0; g < n; g++) {
      const c = QUADRATIC_DATA.charCodeAt(t[g]! - 1) - 48;
      if (!(c >= 0 && c <= 7)) continue;
      this.quadraticRank[g] = c >> 1;
      this.discSubfield[g] = inA24[g] === 0 && (c & 1) === 1 ? 1 : 0;
    }
  }

  // Per-group views only for the checks and scripts that ask: a ranking reads the flat arrays.
  get types(): Uint16Array[] {
    const { entryType, entryStart } = this;
    this.typesView ??= Array.from({ length: this.size }, (_, g) =>
      entryType.subarray(entryStart[g]!, entryStart[g + 1]!),
    );
    return this.typesView;
  }

  get logFreq(): Float64Array[] {
    this.logFreqView ??= Array.from({ length: this.size }, (_, g) => {
      const start = this.entryStart[g]!;
      const lf = new Float64Array(this.entryStart[g + 1]! - start);
      for (let i = 0; i < lf.length; i++)
        lf[i] = this.lnCount[this.entryCount[start + i]!]! - this.lnOrder[g]!;
      return lf;
    });
    return this.logFreqView;
  }

  typeBits(type: number): Uint32Array {
    let b = this.bits[type];
    if (b === undefined) {
      b = new Uint32Array((this.size + 31) >>> 5);
      for (const g of this.groupsWithType[type]!) b[g >>> 5]! |= 1 << (g & 31);
      this.bits[type] = b;
    }
    return b;
  }

  logFreqOfType(type: number): Float64Array {
    const dense = this.dense;
    let lf = dense.get(type);
    if (lf !== undefined) {
      // Most recently used last, so the first entry is the one to drop.
      dense.delete(type);
      dense.set(type, lf);
      return lf;
    }
    const { entryStart, entryType, entryCount, lnCount, lnOrder } = this;
    lf = new Float64Array(this.size);
    for (const g of this.groupsWithType[type]!) {
      const e = entryStart[g]! + entryPosition(entryType, entryStart[g]!, entryStart[g + 1]!, type);
      lf[g] = lnCount[entryCount[e]!]! - lnOrder[g]!;
    }
    if (dense.size >= DENSE_TYPES_KEPT) dense.delete(dense.keys().next().value!);
    dense.set(type, lf);
    return lf;
  }

  indexOfT(x: number): number {
    if (this.byT === undefined) {
      this.byT = new Map();
      for (let g = 0; g < this.size; g++) this.byT.set(this.t[g]!, g);
    }
    return this.byT.get(x) ?? -1;
  }

  classSizes(g: number): Map<number, bigint> {
    const m = new Map<number, bigint>();
    for (let e = this.entryStart[g]!; e < this.entryStart[g + 1]!; e++)
      m.set(this.entryType[e]!, BigInt(this.counts[this.entryCount[e]!]!));
    return m;
  }
}

/** Offset from `lo` of `type` in entryType[lo .. hi − 1] (ascending), or -1. */
function entryPosition(entryType: Uint16Array, lo: number, hi: number, type: number): number {
  let a = lo;
  let b = hi - 1;
  while (a <= b) {
    const mid = (a + b) >> 1;
    const v = entryType[mid]!;
    if (v === type) return mid - lo;
    if (v < type) a = mid + 1;
    else b = mid - 1;
  }
  return -1;
}

/** Position of `type` in a group's sorted types, or -1. */
export function typePosition(types: Uint16Array, type: number): number {
  return entryPosition(types, 0, types.length, type);
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
 * The r allowed for every group, from the groups of each conjugation type (typeGroups): no walk over
 * every group's entries. Index t of the result; index 0 unused. Same answer as allowedRFromTypes on
 * each group.
 */
export function allowedRFromData(data: TableData, conjugationTypes: readonly number[]): number[][] {
  const out: number[][] = [[]];
  for (const t of data.t) out[t] = [];
  conjugationTypes.forEach((type, i) => {
    for (let k = data.typeStart[type]!; k < data.typeStart[type + 1]!; k++)
      out[data.t[data.typeGroups[k]!]!]!.push(2 * i);
  });
  return out;
}

/** The comment lines that head the text form. */
export const TABLE_TEXT_HEADER = [
  '# Transitive groups of degree 24: t order inA24 type:count ...',
  '# type = index into the partitions of 24 in descending lexicographic order (0 = [24]);',
  '# count = number of elements of that cycle type. Numbering and data: GAP TransGrp (see README.md).',
];

/**
 * The text form of the table (see the top of this file), the readable one: the shipped binary form
 * written out again, byte for byte the text it was built from (scripts/galois/toText.ts;
 * test/unit/igp24/galoisShipped.test.ts checks its SHA-256).
 */
export function tableText(data: TableData): string {
  const lines = [...TABLE_TEXT_HEADER];
  for (let g = 0; g < data.t.length; g++) {
    const fields = [String(data.t[g]), data.orders[data.orderIndex[g]!]!, data.inA24[g] === 1 ? '1' : '0'];
    for (let e = data.entryStart[g]!; e < data.entryStart[g + 1]!; e++)
      fields.push(`${data.entryType[e]}:${data.counts[data.entryCount[e]!]}`);
    lines.push(fields.join(' '));
  }
  return `${lines.join('\n')}\n`;
}
