/**
 * Default Pollard–Brent budget (iterations of x ↦ x² + c, summed over all cofactors): none. Rho
 * finds a prime p after about √p iterations, so it only adds primes beyond the trial bound of
 * 10^5 with budgets of thousands of iterations (20,000 reaches ~4·10^8), which cost more than the
 * rest of the check (2,000 made the app's check of 1,000 lines 1.5× slower for primes below
 * 4·10^6 only); the app and the command line both use this default, and the CLI has a flag for more.
 * Apart from primes.ts so the command line can show these defaults in its help without the prime table.
 */
export const DEFAULT_RHO_ITERATIONS = 0;

/**
 * Default ECM budget of the check (curves at B1 = 2,000, on a composite part of at most 39 digits
 * only, ecm.ts): on the LMFDB baseline it makes d_K exact on 1,374 rows instead of 1,181, at no
 * measurable cost (a random line's cofactor is larger, and ECM leaves it alone); a factor of up
 * to about 15 digits is found within these curves.
 */
export const DEFAULT_ECM_CURVES = 25;
