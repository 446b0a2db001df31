/**
 * The first screen and what it reads, in a module of its own with no imports: main.tsx's
 * earliest module (earlyReads.ts) sends these reads before React and the app are even loaded.
 */

/** The page the app opens on. */
export const FIRST_SCREEN = '/competitions';

/**
 * What the Shell and the first screen read as they are first drawn (app.status, the connections
 * and the outbox's counts in the Shell; the competitions), with the inputs they pass.
 */
export const FIRST_SCREEN_READS = [
  ['app.status', {}],
  ['connections.list', {}],
  ['outbox.summary', {}],
  ['competitions.list', {}],
] as const;

/** Opened without a page: the address serve mode printed, the desktop window. */
export const opensWithoutPage = (hash: string) => /^#?\/?$/.test(hash);

/** Opened without a page (main.tsx then shows the first screen) or on the first screen. */
export const opensOnFirstScreen = (hash: string) => opensWithoutPage(hash) || hash === `#${FIRST_SCREEN}`;
