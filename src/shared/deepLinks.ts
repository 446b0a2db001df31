/**
 * `workbench://` links (issue 11, item 9): the app's protocol opens an item or a Playground run.
 * Kept in src/shared (pure, no imports beyond its siblings) because the main process turns a link
 * into a route and the renderer builds the same links for "Copy link"; both must agree.
 */
import { runPath } from './playgroundRoutes';

export const DEEP_LINK_SCHEME = 'workbench';
const enc = encodeURIComponent;

/** The page of one Contributor Network item, addressed by its public code. */
export function itemPath(publicCode: string): string {
  return `/network/items/${enc(publicCode)}`;
}

/** The Contributor Network listing filtered to one competition (the browse page's `competition`). */
export function networkPath(competitionId: string): string {
  return `/network?competition=${enc(competitionId)}`;
}

export function itemLink(publicCode: string): string {
  return `${DEEP_LINK_SCHEME}://item/${enc(publicCode)}`;
}

export function runLink(competitionId: string, runId: string): string {
  return `${DEEP_LINK_SCHEME}://run/${enc(competitionId)}/${enc(runId)}`;
}

/**
 * The app route for a link, or null for anything that is not one of ours. Also accepts the same
 * paths without the scheme (`/item/<code>`, `/run/<cid>/<runId>`), as serve mode receives them.
 */
export function deepLinkPath(link: string): string | null {
  let rest: string;
  const prefix = `${DEEP_LINK_SCHEME}://`;
  if (link.toLowerCase().startsWith(prefix)) rest = link.slice(prefix.length);
  else if (link.startsWith('/')) rest = link.slice(1);
  else return null;
  const parts = rest
    .split(/[?#]/)[0]!
    .split('/')
    .filter((p) => p !== '');
  let decoded: string[];
  try {
    decoded = parts.map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
  if (decoded.some((p) => p.trim() === '' || p.length > 200)) return null;
  if (decoded[0] === 'item' && decoded.length === 2) return itemPath(decoded[1]!.trim().toUpperCase());
  if (decoded[0] === 'run' && decoded.length === 3) return runPath(decoded[1]!, decoded[2]!);
  return null;
}

/** The first of our links in a command line (a second launch passes the link as an argument). */
export function deepLinkInArgs(argv: readonly string[]): string | null {
  return argv.find((a) => a.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}://`)) ?? null;
}
