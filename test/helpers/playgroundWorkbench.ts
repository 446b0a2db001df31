/**
 * A workbench core on a test sandbox, tuned for the Playground contract tests: quick heartbeats,
 * one attempt per request, short outbox backoff and a fast run follower.
 */
import { openWorkbench, type Workbench } from '../../src/core';
import { MemorySecretStore, type SecretStore } from '../../src/core/secrets';
import type { TestSandbox } from './sandbox';

export function openPlaygroundWorkbench(
  sb: TestSandbox,
  opts: { dataDir: string; account: string; secrets?: SecretStore; followerMinMs?: number },
): Promise<Workbench> {
  return openWorkbench({
    dataDir: opts.dataDir,
    version: 'test',
    builtinSandbox: { baseUrl: sb.baseUrl, apiKey: sb.key(opts.account) },
    secrets: opts.secrets ?? new MemorySecretStore(),
    heartbeatMs: 300,
    probeMs: 150,
    client: { timeoutMs: 3000, maxAttempts: 1 },
    outboxBackoffMs: { base: 100, max: 400 },
    followerPollMs: { min: opts.followerMinMs ?? 20, max: 200 },
  });
}
