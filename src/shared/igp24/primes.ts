/**
 * Small prime factors of |disc|: trial division up to a bound, then Pollard–Brent rho on the
 * cofactor within a time budget (`deadlineMs`, measured with an injected `now()` so it works in
 * workers and the sandbox), Miller–Rabin for primality. Plus the hint comment helpers.
 */
import { HINT_KEY } from './lineFormat';
import { isProbablePrime } from './millerRabin';
import { abs, gcdInt } from './poly';

export interface FactorOptions {
  /** Trial division bound (default 100,000). */
  trialBound?: number;
  /** Time budget for Pollard–Brent in ms (default 50). 0 disables rho. */
  deadlineMs?: number;
  /** Clock in ms (default Date.now). */
  now?: () => number;
}

export interface FactorResult {
  /** Distinct prime factors found, ascending, as decimal strings (includes a prime cofactor). */
  primes: string[];
  /** 'one': fully factored; 'prime': the final cofactor was a (probable) prime, included in primes;
   * 'composite': an unfactored composite cofactor remains (`unfactored`). */
  cofactor: 'one' | 'prime' | 'composite';
  /** Product of the unfactored composite parts (decimal), or null. */
  unfactored: string | null;
}

function brent(n: bigint, c: bigint, deadline: number, now: () => number): bigint | null {
  const f = (x: bigint) => (x * x + c) % n;
  let y = 2n;
  let r = 1;
  let q = 1n;
  let g = 1n;
  let x = y;
  let ys = y;
  const m = 128;
  while (g === 1n) {
    x = y;
    for (let i = 0; i < r; i++) y = f(y);
    let k = 0;
    while (k < r && g === 1n) {
      ys = y;
      const lim = Math.min(m, r - k);
      for (let i = 0; i < lim; i++) {
        y = f(y);
        q = (q * abs(x - y)) % n;
      }
      g = gcdInt(q, n);
      k += m;
      if (now() > deadline) return null;
    }
    r *= 2;
  }
  if (g === n) {
    do {
      ys = f(ys);
      g = gcdInt(abs(x - ys), n);
    } while (g === 1n);
  }
  return g === n ? null : g;
}

export function factorSmall(n0: bigint, opts: FactorOptions = {}): FactorResult {
  const now = opts.now ?? (() => Date.now());
  const deadline = now() + (opts.deadlineMs ?? 50);
  const bound = opts.trialBound ?? 100_000;
  let n = abs(n0);
  const found = new Set<bigint>();
  if (n === 0n) return { primes: [], cofactor: 'composite', unfactored: '0' };
  for (const p of [2n, 3n]) {
    if (n % p === 0n) {
      found.add(p);
      while (n % p === 0n) n /= p;
    }
  }
  // Trial division by 6k ± 1 in float while n is small, BigInt otherwise.
  for (let d = 5; d <= bound && BigInt(d) * BigInt(d) <= n; d += 6) {
    for (const q of [d, d + 2]) {
      const Q = BigInt(q);
      if (n % Q === 0n) {
        found.add(Q);
        while (n % Q === 0n) n /= Q;
      }
    }
  }
  const composite: bigint[] = [];
  const stack = n > 1n ? [n] : [];
  while (stack.length > 0) {
    const m = stack.pop()!;
    if (m === 1n) continue;
    if (isProbablePrime(m)) {
      found.add(m);
      continue;
    }
    // Perfect squares defeat rho's gcd trick rarely; rho handles them in practice.
    let factor: bigint | null = null;
    for (let c = 1n; c < 20n && factor === null && now() <= deadline; c++)
      factor = brent(m, c, deadline, now);
    if (factor === null) {
      composite.push(m);
      continue;
    }
    stack.push(factor, m / factor);
  }
  const primes = [...found].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
  if (composite.length > 0)
    return { primes, cofactor: 'composite', unfactored: composite.reduce((a, b) => a * b, 1n).toString() };
  return { primes, cofactor: n > 1n && isProbablePrime(n) ? 'prime' : 'one', unfactored: null };
}

/** `poly_disc_primes=[p1,p2,...]` with the primes sorted ascending and de-duplicated. */
export function hintComment(primes: readonly (string | bigint)[]): string {
  const vals = [...new Set(primes.map((p) => BigInt(p)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `${HINT_KEY}=[${vals.join(',')}]`;
}

/**
 * The line with its comment replaced by the hint (`body # poly_disc_primes=[...]`). A line holds
 * one trailing comment and the hint must be the whole comment body (rule 5), so an existing comment
 * is replaced. With no primes, any existing comment is kept unchanged.
 */
export function withHint(line: string, primes: readonly (string | bigint)[]): string {
  if (primes.length === 0) return line;
  const hashAt = line.indexOf('#');
  const body = (hashAt < 0 ? line : line.slice(0, hashAt)).replace(/[ \t]+$/, '');
  return `${body} # ${hintComment(primes)}`;
}
