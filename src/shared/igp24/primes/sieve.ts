/** The primes up to `bound`, by the sieve of Eratosthenes (trial division tables, ECM's B2). */
export function sieve(bound: number): number[] {
  const composite = new Uint8Array(bound + 1);
  const primes: number[] = [];
  for (let i = 2; i <= bound; i++) {
    if (composite[i]) continue;
    primes.push(i);
    for (let j = i * i; j <= bound; j += i) composite[j] = 1;
  }
  return primes;
}
