/**
 * The 1,575 partitions of 24 (the possible cycle types of a permutation of 24 points), in one fixed
 * order: parts in descending order, partitions sorted lexicographically descending, so index 0 is
 * [24] (a 24-cycle) and the last index is [1,1,…,1] (the identity). The shipped table refers to cycle
 * types by this index.
 */
export const DEGREE = 24;

/**
 * All partitions of n in that order, each from the one before (the next in descending lexicographic
 * order: lower the last part above 1 by one and refill the tail greedily with parts no larger).
 * Iterative: the recursive enumeration re-listed every tail and cost tens of milliseconds at the
 * start of every process that loads this module, `igp24 check` included.
 */
function generate(n: number): number[][] {
  const out: number[][] = [];
  const parts = [n];
  for (;;) {
    out.push(parts.slice());
    let i = parts.length - 1;
    let rest = 0;
    while (i >= 0 && parts[i] === 1) {
      rest++;
      i--;
    }
    if (i < 0) return out;
    const k = --parts[i]!;
    rest++;
    parts.length = i + 1;
    for (; rest >= k; rest -= k) parts.push(k);
    if (rest > 0) parts.push(rest);
  }
}

export const PARTITIONS: readonly (readonly number[])[] = generate(DEGREE);

/** Key of a partition: its parts in descending order joined by commas. */
export function partitionKey(parts: readonly number[]): string {
  return [...parts].sort((a, b) => b - a).join(',');
}

const INDEX: ReadonlyMap<string, number> = new Map(PARTITIONS.map((p, i) => [p.join(','), i]));

/** Index of a cycle type (parts in any order); throws when the parts do not sum to 24. */
export function partitionIndex(parts: readonly number[]): number {
  const i = INDEX.get(partitionKey(parts));
  if (i === undefined) throw new RangeError(`not a partition of ${DEGREE}: ${parts.join(',')}`);
  return i;
}

/**
 * cum[r·(D+1) + k] = Σ_{j=1..min(k, r)} (partitions of r − j into parts ≤ j), i.e. the partitions
 * of r whose largest part is at most k: the partitions after a prefix are counted from it.
 */
const CUM = (() => {
  const D = DEGREE;
  // upTo[s][k]: partitions of s into parts ≤ k.
  const upTo = Array.from({ length: D + 1 }, () => new Float64Array(D + 1));
  for (let k = 0; k <= D; k++) upTo[0]![k] = 1;
  for (let s = 1; s <= D; s++)
    for (let k = 1; k <= D; k++) upTo[s]![k] = upTo[s]![k - 1]! + (k <= s ? upTo[s - k]![k]! : 0);
  const cum = new Int32Array((D + 1) * (D + 1));
  for (let r = 0; r <= D; r++)
    for (let k = 1; k <= D; k++)
      cum[r * (D + 1) + k] = cum[r * (D + 1) + k - 1]! + (k <= r ? upTo[r - k]![k]! : 0);
  return cum;
})();

/**
 * Index of a cycle type given as `count` parts in ascending order (as the distinct-degree
 * factorization finds them), with no key text and no allocation: the partitions before it in the
 * order of PARTITIONS are those with the same largest parts up to some place and a larger part
 * there. Same answer as partitionIndex for every partition of 24.
 */
export function partitionIndexAscending(parts: ArrayLike<number>, count: number): number {
  const w = DEGREE + 1;
  let index = 0;
  let rest = DEGREE;
  let cap = DEGREE;
  for (let i = count - 1; i >= 0; i--) {
    const part = parts[i]!;
    const top = cap < rest ? cap : rest;
    if (top > part) index += CUM[rest * w + top]! - CUM[rest * w + part]!;
    rest -= part;
    cap = part;
  }
  if (rest !== 0) throw new RangeError(`not a partition of ${DEGREE}`);
  return index;
}

/** Cycle type of complex conjugation when f has r real roots: 2^((24−r)/2) 1^r. */
export function conjugationType(r: number): number {
  const parts: number[] = [];
  for (let i = 0; i < (DEGREE - r) / 2; i++) parts.push(2);
  for (let i = 0; i < r; i++) parts.push(1);
  return partitionIndex(parts);
}

/** Whether a permutation of this cycle type is even: Σ (part − 1) is even. */
export function isEvenType(index: number): boolean {
  let s = 0;
  for (const k of PARTITIONS[index]!) s += k - 1;
  return s % 2 === 0;
}

/** Number of permutations of 24 points with this cycle type: 24! / Π k^{m_k} m_k!. */
export function symmetricClassSize(index: number): bigint {
  const mult = new Map<number, number>();
  for (const k of PARTITIONS[index]!) mult.set(k, (mult.get(k) ?? 0) + 1);
  let denom = 1n;
  for (const [k, m] of mult) denom *= BigInt(k) ** BigInt(m) * factorial(m);
  return factorial(DEGREE) / denom;
}

export function factorial(n: number): bigint {
  let f = 1n;
  for (let i = 2; i <= n; i++) f *= BigInt(i);
  return f;
}

/** Compact text form of a cycle type, e.g. 2^11.1^2 (the GAP generator's notation). */
export function typeText(index: number): string {
  const parts = PARTITIONS[index]!;
  const out: string[] = [];
  for (let i = 0; i < parts.length; ) {
    let j = i;
    while (j < parts.length && parts[j] === parts[i]) j++;
    out.push(`${parts[i]}^${j - i}`);
    i = j;
  }
  return out.join('.');
}

/** Inverse of typeText. */
export function parseTypeText(text: string): number {
  const parts: number[] = [];
  for (const piece of text.split('.')) {
    const m = /^([0-9]+)\^([0-9]+)$/.exec(piece);
    if (!m) throw new RangeError(`bad cycle type ${text}`);
    for (let i = 0; i < Number(m[2]); i++) parts.push(Number(m[1]));
  }
  return partitionIndex(parts);
}
