/** Seeded random polynomials for the IGP24 tests (no external data). */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Uniform-ish integer in [-bound, bound]. */
export function randBig(rand: () => number, bound: bigint): bigint {
  const digits = bound.toString().length + 2;
  let x = 0n;
  for (let i = 0; i < digits; i += 9) x = x * 1_000_000_000n + BigInt(Math.floor(rand() * 1e9));
  x %= 2n * bound + 1n;
  return x - bound;
}

/** Monic polynomial of the given degree with a nonzero constant term. */
export function randMonic(rand: () => number, degree: number, bound: bigint): bigint[] {
  const f: bigint[] = [];
  for (let i = 0; i < degree; i++) f.push(randBig(rand, bound));
  if (f[0] === 0n) f[0] = 1n;
  f.push(1n);
  return f;
}

export const toLine = (f: bigint[]): string => f.map(String).join(',');
