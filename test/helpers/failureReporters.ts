/**
 * What to print when a test fails, registered by helpers that know something a timeout does not say
 * (test/setup/failureReports.ts calls them). A plain list, free of vitest, so that a module using it
 * also loads in a benchmark process.
 */
export const failureReporters: Array<(testName: string) => Promise<void>> = [];
