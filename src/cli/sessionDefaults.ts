/**
 * What a command's session and its cache-only fast path (lazySession.ts) must agree on, in a
 * module small enough to load before either.
 */
import { deriveApiKey } from '../sandbox/apiKeys';

/** A copy younger than this is printed as it is; an older one is refreshed first. */
export const FRESH_MS = 60_000;

/** The Sandbox a command may be given instead of the built-in one (the tests' own). */
export function externalSandbox(): { baseUrl: string; apiKey: string } | null {
  const baseUrl = process.env.WORKBENCH_SANDBOX_URL;
  const apiKey = process.env.WORKBENCH_SANDBOX_KEY;
  return baseUrl && apiKey ? { baseUrl, apiKey } : null;
}

/**
 * The built-in Sandbox's participant key: derived from a fixed seed, so known without a start (a
 * read answered from the cache, `outbox list` or `--help` never start the Sandbox).
 */
export function builtinSandboxKey(): string {
  return externalSandbox()?.apiKey ?? deriveApiKey('participant');
}
