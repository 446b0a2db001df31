/**
 * Names every reader of the store agrees on, kept free of the API client and its schemas so a
 * read answered from the cache alone (cachePeek.ts) loads none of them.
 */
import { sha256Hex } from './sha256';

/** The built-in Sandbox's connection id. */
export const SANDBOX_ID = 'sandbox';

/** The settings row holding the active connection's id. */
export const ACTIVE_SETTING = 'activeConnectionId';

/** Cache partition: the connection and a hash of its key (never the key itself). */
export function partitionOf(connectionId: string, apiKey: string | null): string {
  const hash = sha256Hex(`${connectionId}\0${apiKey ?? ''}`).slice(0, 16);
  return `${connectionId}:${hash}`;
}
