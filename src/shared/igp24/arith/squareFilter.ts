/**
 * A quick necessary condition for a perfect square: its residues mod 64, 63, 65 and 11 are squares
 * there. Fewer than 1% of non-squares pass, so the exact test (an integer square root by Newton's
 * method, ~100 µs on a 5,000-bit discriminant) runs almost only on actual squares.
 */
const MODULI = [64, 63, 65, 11];
/** 64·63·65·11: one BigInt remainder gives all four residues as Numbers. */
const PRODUCT = 2_882_880n;
let squaresMod: Uint8Array[] | null = null;

/** false when n is certainly not a perfect square; true when it may be one. */
export function maybeSquare(n: bigint): boolean {
  if (n < 0n) return false;
  squaresMod ??= MODULI.map((m) => {
    const table = new Uint8Array(m);
    for (let i = 0; i < m; i++) table[(i * i) % m] = 1;
    return table;
  });
  const r = Number(n % PRODUCT);
  for (let i = 0; i < MODULI.length; i++) if (squaresMod[i]![r % MODULI[i]!] === 0) return false;
  return true;
}
