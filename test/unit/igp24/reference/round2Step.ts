/**
 * Test reference (not shipped): one Round 2 step in BigInt arithmetic throughout, for any p. The
 * app and the command line step with round2Step (src/shared/igp24/field/round2.ts): word-size, or a
 * BigInt multiplication table with the radical and the multiplier ring in float64 for p < 2^13;
 * the tests compare those with this one, whose radical for p ≤ n is the kernel of a power of
 * Frobenius computed from the BigInt table's coordinates (and the trace form's for p > n, as the
 * app), and whose multiplier ring is solved in BigInt.
 */
import { leftKernel } from '../../../../src/shared/igp24/field/lattice';
import { modp } from '../../../../src/shared/igp24/field/polyModP';
import {
  bigStep,
  coords,
  multiplicationTable,
  type Order,
  type Round2Step,
  traceKernel,
} from '../../../../src/shared/igp24/field/round2';

export const referenceRound2Step: Round2Step = (f, p, order) => {
  const n = f.length - 1;
  const table = multiplicationTable(f, p, order);
  const radical =
    p <= BigInt(n)
      ? frobeniusKernel(order, table.prod, p, n)
      : traceKernel(table.fM, table.prod, p, order.e, n);
  return bigStep(table, p, order, radical);
};

/** The kernel of x ↦ x^(p^j) (p^j ≥ n) on O/pO, from the multiplication table mod p. */
function frobeniusKernel({ H }: Order, prod: bigint[][][], p: bigint, n: number): bigint[][] {
  const table = prod.map((row) => row.map((N) => coords(H, N).map((c) => modp(c, p))));
  const mult = (x: bigint[], y: bigint[]): bigint[] => {
    const out = new Array<bigint>(n).fill(0n);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const c = x[i]! * y[j]!;
        if (c !== 0n) for (let k = 0; k < n; k++) out[k] = out[k]! + c * table[i]![j]![k]!;
      }
    return out.map((v) => modp(v, p));
  };
  let q = p;
  while (q < BigInt(n)) q *= p;
  const rows: bigint[][] = [];
  for (let i = 0; i < n; i++) {
    let x: bigint[] = Array.from({ length: n }, (_, k) => (k === i ? 1n : 0n));
    // x^q by repeated squaring.
    let result: bigint[] | null = null;
    for (let m = q; m > 0n; m >>= 1n) {
      if (m & 1n) result = result === null ? x : mult(result, x);
      if (m > 1n) x = mult(x, x);
    }
    rows.push(result!);
  }
  return leftKernel(rows, p);
}
