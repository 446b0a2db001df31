/**
 * `npm run serve`: the workbench in a browser tab, for remote or headless machines and for the
 * end-to-end tests. Prints the tokened URL to open.
 *
 *   --port N           listen on 127.0.0.1:N (default: a free port)
 *   --data DIR         the data folder (also --data-dir; default: WORKBENCH_DATA_DIR, else the
 *                      desktop app's, which the `workbench` command uses too: src/core/dataDir.ts)
 *   --heartbeat-ms N   how often the active connection is checked while online
 *   --probe-ms N       ... and while offline
 *
 * The built-in Sandbox is started in-process unless WORKBENCH_SANDBOX_URL and
 * WORKBENCH_SANDBOX_KEY name one that runs elsewhere (the tests stop and restart it). Keys are in
 * the OS keychain under the app's service name, or WORKBENCH_KEYCHAIN_SERVICE's (as for the
 * command line: tests keep theirs apart from the user's).
 *
 * Nothing here locks the data folder: the desktop app and `workbench` commands may use it at the
 * same time (SQLite in WAL mode, outbox entries claimed before they are sent).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Workbench } from '../core';
import { defaultDataDir } from '../core/dataDir';
import type { startSandbox } from '../sandbox';
import { deriveApiKey } from '../sandbox/apiKeys';
import { type ServeCore, startServeHost } from './host';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    data: { type: 'string' },
    'data-dir': { type: 'string' },
    'heartbeat-ms': { type: 'string' },
    'probe-ms': { type: 'string' },
  },
});
const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const given = values.data ?? values['data-dir'] ?? process.env.WORKBENCH_DATA_DIR;
const dataDir = given || defaultDataDir();
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

const external = process.env.WORKBENCH_SANDBOX_URL && process.env.WORKBENCH_SANDBOX_KEY;
let sandbox: Awaited<ReturnType<typeof startSandbox>> | null = null;
// The built-in Sandbox starts with the first request sent to it, not before the address is
// printed: the first screen is drawn at once and says the Sandbox is starting.
const builtinSandbox = external
  ? { baseUrl: process.env.WORKBENCH_SANDBOX_URL!, apiKey: process.env.WORKBENCH_SANDBOX_KEY! }
  : {
      apiKey: deriveApiKey('participant'),
      start: async () => {
        // Started here, not at start: the Sandbox's server and database are set up only when it
        // is first needed.
        const { startSandbox } = await import('../sandbox');
        sandbox = await startSandbox({ dataDir: join(dataDir, 'sandbox') });
        const participant = sandbox.keys.find((k) => k.name === 'participant')!;
        return { baseUrl: sandbox.baseUrl, apiKey: participant.apiKey };
      },
    };

// Only the default folder takes over the data serve mode kept in its own folder before (said
// before the address); a folder the user names is used as it is.
if (!given) {
  const { carryOverOldData, oldServeDataDir } = await import('./dataDir');
  const carried = carryOverOldData(oldServeDataDir(), dataDir);
  if (carried) process.stdout.write(`${carried}\n`);
}

let workbench: Workbench | null = null;
/**
 * The core, loaded and opened by the host while the browser runs the page (coreOpening.ts): the
 * host listens at once.
 */
async function openCore(): Promise<ServeCore> {
  const [{ createDispatcher, openWorkbench }, { openSecretStore }] = await Promise.all([
    import('../core'),
    import('../core/secrets'),
  ]);
  workbench = await openWorkbench({
    dataDir,
    version,
    builtinSandbox,
    secrets: await openSecretStore(process.env.WORKBENCH_KEYCHAIN_SERVICE || undefined),
    heartbeatMs: num(values['heartbeat-ms']),
    probeMs: num(values['probe-ms']),
  });
  return { dispatch: createDispatcher(workbench.handlers), workbench };
}

const host = await startServeHost({
  core: () =>
    openCore().catch(async (err: unknown) => {
      process.stderr.write(
        `Serve mode could not open the workbench: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
      await host.close();
      process.exit(1);
    }),
  rendererDir: join(root, 'out', 'renderer'),
  port: num(values.port),
});
process.stdout.write(
  `Participant Workbench (serve mode) is running on the data folder ${dataDir}. Open:\n  ${host.url}\n`,
);

const stop = async () => {
  const opening = host.opened();
  await host.close();
  // Waits for the core's opening and for a Sandbox start on its way, so the ones read below are
  // the ones to stop.
  await opening?.catch(() => undefined);
  await (workbench as Workbench | null)?.close();
  await (sandbox as { close(): Promise<void> } | null)?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
