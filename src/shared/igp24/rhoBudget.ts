/**
 * Default Pollard–Brent budget (iterations of x ↦ x² + c, summed over all cofactors): none. Rho
 * finds a prime p after about √p iterations, so it only adds primes beyond the trial bound of
 * 10^5 with budgets of thousands of iterations (20,000 reaches ~4·10^8), which cost more than the
 * rest of the check; callers that want it ask for it (the app uses 2,000, the CLI has a flag).
 * Apart from primes.ts so the command line can show it in its help without the prime table.
 */
export const DEFAULT_RHO_ITERATIONS = 0;
