/**
 * Serve mode's core: the workbench and the built-in Sandbox, opened for the host. Built as a file
 * of its own (out/serve/core.js, scripts/serve/build.mjs), apart from the host (host.js): the
 * host's few hundred lines are all a start reads before it listens, and the core's 4 MB are read
 * and run only when the host opens it, while the browser runs the page (coreOpening.ts).
 */
import { join } from 'node:path';
import { createDispatcher, openWorkbench, type Workbench } from '../core';
import { secretStoreOnFirstUse } from '../core/secrets';
import type { startSandbox } from '../sandbox';
import { deriveApiKey } from '../sandbox/apiKeys';
import type { ServeCore } from './host';

export interface ServeCoreOptions {
  dataDir: string;
  version: string;
  heartbeatMs?: number;
  probeMs?: number;
  /** WORKBENCH_KEYCHAIN_SERVICE: the tests keep their keys apart from the user's. */
  keychainService?: string;
  /** A Sandbox that runs elsewhere (the tests stop and restart it); left out, one starts in-process. */
  externalSandbox?: { baseUrl: string; apiKey: string };
}

export interface OpenedServeCore extends ServeCore {
  /** Closes the workbench, then the built-in Sandbox if it started (also one on its way). */
  close(): Promise<void>;
}

export async function openServeCore(opts: ServeCoreOptions): Promise<OpenedServeCore> {
  let sandbox: Awaited<ReturnType<typeof startSandbox>> | null = null;
  // The built-in Sandbox starts with the first request sent to it, not before: the first screen is
  // drawn at once and says the Sandbox is starting.
  const builtinSandbox = opts.externalSandbox ?? {
    apiKey: deriveApiKey('participant'),
    start: async () => {
      // Its server and database are set up only when first needed.
      const { startSandbox } = await import('../sandbox');
      sandbox = await startSandbox({ dataDir: join(opts.dataDir, 'sandbox') });
      const participant = sandbox.keys.find((k) => k.name === 'participant')!;
      return { baseUrl: sandbox.baseUrl, apiKey: participant.apiKey };
    },
  };
  const secrets = secretStoreOnFirstUse(opts.keychainService);
  const workbench: Workbench = await openWorkbench({
    dataDir: opts.dataDir,
    version: opts.version,
    builtinSandbox,
    secrets,
    heartbeatMs: opts.heartbeatMs,
    probeMs: opts.probeMs,
    driveSweeps: true,
  });
  // The keychain is asked after the calls that waited for the core are answered (setImmediate
  // runs after this turn's requests), not before them: a Secret Service's first answer holds the
  // thread for 15–75 ms, longer than the rest of the first screen's reads. A keychain library
  // that does not load fails each key read and write with its own error.
  setImmediate(() => void secrets.open().catch(() => undefined));
  return {
    dispatch: createDispatcher(workbench.handlers),
    workbench,
    close: async () => {
      // The workbench waits for a Sandbox start on its way, so the one read below is the one to stop.
      await workbench.close();
      await (sandbox as { close(): Promise<void> } | null)?.close();
    },
  };
}
