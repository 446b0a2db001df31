/**
 * `workbench://` links (registered by the installers, package.json build.protocols): a link names a
 * page of the app, e.g. `workbench://competitions/igp24/leaderboard` opens
 * `#/competitions/igp24/leaderboard`. Only plain path segments pass; anything else is ignored, so
 * a link from a web page can open a page and nothing more.
 */
export const DEEP_LINK_SCHEME = 'workbench';

const SEGMENT = /^[A-Za-z0-9._~-]{1,200}$/;
const MAX_SEGMENTS = 6;

/** The app route a link opens, as a hash (`#/…`), or null when it is not one of ours. */
export function deepLinkHash(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:`) return null;
  const segments = [url.hostname, ...url.pathname.split('/')].filter((s) => s !== '');
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return null;
  if (!segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..')) return null;
  return `#/${segments.join('/')}`;
}

/** On Windows and Linux a link arrives as a command-line argument of the (second) instance. */
export function findDeepLink(argv: readonly string[]): string | null {
  return argv.find((a) => a.startsWith(`${DEEP_LINK_SCHEME}://`)) ?? null;
}
