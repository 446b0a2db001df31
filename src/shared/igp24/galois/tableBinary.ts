/**
 * The binary form of the group table (data/galois/transitive24.bin.gz): the flat arrays of TableData
 * written one after another, little-endian, each at an 8-byte boundary, so a reader uses them in
 * place as typed arrays (no parse, no copy). The one form committed and shipped; built from the text
 * table GAP's output was converted to (scripts/galois/convert.ts, convertBinary.ts), byte-for-byte
 * reproducible, and written back to that text by scripts/galois/toText.ts.
 *
 *   header (48 bytes): MAGIC (8 bytes), then u32: groups, entries, cycle types, distinct orders,
 *                      distinct counts, bytes of the orders text, bytes of the counts text, 0, 0, 0
 *   t            Int32  × groups
 *   entryStart   Int32  × (groups + 1)
 *   typeStart    Int32  × (cycle types + 1)
 *   orderIndex   Uint16 × groups
 *   entryType    Uint16 × entries
 *   entryCount   Uint16 × entries
 *   typeGroups   Uint16 × entries
 *   inA24        Uint8  × groups
 *   orders       ASCII, the distinct orders joined by "\n"
 *   counts       ASCII, the distinct counts joined by "\n"
 *
 * A reader checks the sizes and the structure a ranking walks (offsets ascending and within the
 * arrays, types, counts and groups in range), so a damaged or foreign file is refused in words
 * rather than read out of bounds.
 */
import { PARTITIONS } from './partitions';
import { type GaloisTable, parseTable, type TableData, TableFormatError, tableFromData } from './table';

/** "IGP24GT" and the format's version; a new layout takes a new version byte. */
export const MAGIC = 'IGP24GT1';
const HEADER_BYTES = 48;
const DIGITS = /^[1-9][0-9]*$/;
const align8 = (x: number) => (x + 7) & ~7;

const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

interface Layout {
  offsets: number[];
  total: number;
}

function layout(
  groups: number,
  entries: number,
  types: number,
  ordersBytes: number,
  countsBytes: number,
): Layout {
  const sizes = [
    4 * groups,
    4 * (groups + 1),
    4 * (types + 1),
    2 * groups,
    2 * entries,
    2 * entries,
    2 * entries,
    groups,
    ordersBytes,
    countsBytes,
  ];
  const offsets: number[] = [];
  let at = HEADER_BYTES;
  for (const size of sizes) {
    offsets.push(at);
    at = align8(at + size);
  }
  return { offsets, total: at };
}

const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

/** The binary form of `data` (deterministic: the same data give the same bytes). */
export function encodeTable(data: TableData): Uint8Array {
  if (!littleEndian)
    throw new TableFormatError('the binary group table is written on little-endian machines only');
  const groups = data.t.length;
  const entries = data.entryType.length;
  const orders = ascii(data.orders.join('\n'));
  const counts = ascii(data.counts.join('\n'));
  const { offsets, total } = layout(groups, entries, PARTITIONS.length, orders.length, counts.length);
  const out = new Uint8Array(total);
  out.set(ascii(MAGIC), 0);
  new Uint32Array(out.buffer, 8, 10).set([
    groups,
    entries,
    PARTITIONS.length,
    data.orders.length,
    data.counts.length,
    orders.length,
    counts.length,
  ]);
  const parts: ArrayBufferView[] = [
    data.t,
    data.entryStart,
    data.typeStart,
    data.orderIndex,
    data.entryType,
    data.entryCount,
    data.typeGroups,
    data.inA24,
    orders,
    counts,
  ];
  parts.forEach((p, i) => {
    out.set(new Uint8Array(p.buffer, p.byteOffset, p.byteLength), offsets[i]!);
  });
  return out;
}

/** Whether `bytes` start like a binary table (any version), as opposed to the gzipped text. */
export function isBinaryTable(bytes: Uint8Array): boolean {
  return bytes.length >= 7 && String.fromCharCode(...bytes.subarray(0, 7)) === MAGIC.slice(0, 7);
}

function fail(what: string): never {
  throw new TableFormatError(
    `not a valid binary group table (${what}); rebuild it with scripts/galois/convertBinary.ts`,
  );
}

/** Every value of `a` below `bound`. */
function below(a: Uint16Array | Int32Array, bound: number): boolean {
  let max = 0;
  for (let i = 0; i < a.length; i++) if (a[i]! > max) max = a[i]!;
  return a.length === 0 || max < bound;
}

/** Ascending from 0 to `last` (each step ≥ 0). */
function offsetsFrom0To(a: Int32Array, last: number): boolean {
  if (a[0] !== 0 || a[a.length - 1] !== last) return false;
  for (let i = 1; i < a.length; i++) if (a[i]! < a[i - 1]!) return false;
  return true;
}

/** The flat arrays of a binary table, as views of `bytes` (copied once only if misaligned). */
export function decodeTable(bytes: Uint8Array): TableData {
  if (!littleEndian)
    throw new TableFormatError('the binary group table is read on little-endian machines only');
  if (bytes.length < HEADER_BYTES) fail('too short');
  let magic = '';
  for (let i = 0; i < 8; i++) magic += String.fromCharCode(bytes[i]!);
  if (magic !== MAGIC)
    fail(
      magic.startsWith('IGP24GT')
        ? `format ${magic.slice(7)}, this build reads ${MAGIC.slice(7)}`
        : 'no header',
    );
  // Typed-array views need their alignment: a buffer shared with others (small reads) may not have it.
  const b = bytes.byteOffset % 8 === 0 ? bytes : bytes.slice();
  const [groups, entries, types, nOrders, nCounts, ordersBytes, countsBytes] = new Uint32Array(
    b.buffer,
    b.byteOffset + 8,
    7,
  );
  if (types !== PARTITIONS.length) fail(`${types} cycle types, expected ${PARTITIONS.length}`);
  if (groups! > 65_536 || nOrders! > 65_536 || nCounts! > 65_536)
    fail('more than 65,536 groups, orders or counts');
  const { offsets, total } = layout(groups!, entries!, types, ordersBytes!, countsBytes!);
  if (total !== b.length) fail(`${b.length} bytes, the header says ${total}`);
  const at = (i: number) => b.byteOffset + offsets[i]!;
  const buf = b.buffer;
  const t = new Int32Array(buf, at(0), groups);
  const entryStart = new Int32Array(buf, at(1), groups! + 1);
  const typeStart = new Int32Array(buf, at(2), types + 1);
  const orderIndex = new Uint16Array(buf, at(3), groups);
  const entryType = new Uint16Array(buf, at(4), entries);
  const entryCount = new Uint16Array(buf, at(5), entries);
  const typeGroups = new Uint16Array(buf, at(6), entries);
  const inA24 = new Uint8Array(buf, at(7), groups);
  const text = (i: number, length: number) => {
    let s = '';
    // Chunks keep the argument count of fromCharCode small.
    for (let k = 0; k < length; k += 8192)
      s += String.fromCharCode(...new Uint8Array(buf, at(i) + k, Math.min(8192, length - k)));
    return s === '' ? [] : s.split('\n');
  };
  const orders = text(8, ordersBytes!);
  const counts = text(9, countsBytes!);
  if (orders.length !== nOrders || counts.length !== nCounts) fail('order or count list of the wrong length');
  if (!orders.every((s) => DIGITS.test(s)) || !counts.every((s) => DIGITS.test(s)))
    fail('an order or count is not a number');
  if (!offsetsFrom0To(entryStart, entries!) || !offsetsFrom0To(typeStart, entries!))
    fail('offsets out of order');
  for (let g = 1; g < groups!; g++) if (t[g]! <= t[g - 1]!) fail('t not ascending');
  if (
    !below(entryType, types) ||
    !below(entryCount, nCounts!) ||
    !below(typeGroups, groups!) ||
    !below(orderIndex, nOrders!)
  )
    fail('an index out of range');
  return { t, inA24, orderIndex, orders, entryStart, entryType, entryCount, counts, typeStart, typeGroups };
}

/**
 * The group table from its bytes once gunzipped: the binary form used in place (milliseconds), else
 * the text form parsed (a quarter of a second), told apart by the binary form's header. The command
 * line and the app's worker both read the table this way.
 */
export function tableFromBytes(bytes: Uint8Array): GaloisTable {
  if (isBinaryTable(bytes)) return tableFromData(decodeTable(bytes));
  return parseTable(new TextDecoder().decode(bytes));
}
