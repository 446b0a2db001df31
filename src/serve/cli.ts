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
import { defaultDataDir } from '../core/dataDir';
import { startServeHost } from './host';
import type { OpenedServeCore } from './openCore';

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
const { WORKBENCH_SANDBOX_URL: sandboxUrl, WORKBENCH_SANDBOX_KEY: sandboxKey } = process.env;

// Only the default folder takes over the data serve mode kept in its own folder before (said
// before the address); a folder the user names is used as it is.
if (!given) {
  const { carryOverOldData, oldServeDataDir } = await import('./dataDir');
  const carried = carryOverOldData(oldServeDataDir(), dataDir);
  if (carried) process.stdout.write(`${carried}\n`);
}

let core: OpenedServeCore | null = null;
/**
 * The core, loaded and opened by the host while the browser runs the page (coreOpening.ts): the
 * host listens at once. Built apart from the host (out/serve/core.js), so a start reads only the
 * host before it listens.
 */
async function openCore(): Promise<OpenedServeCore> {
  const { openServeCore } = await import('./openCore');
  core = await openServeCore({
    dataDir,
    version,
    heartbeatMs: num(values['heartbeat-ms']),
    probeMs: num(values['probe-ms']),
    keychainService: process.env.WORKBENCH_KEYCHAIN_SERVICE || undefined,
    externalSandbox: sandboxUrl && sandboxKey ? { baseUrl: sandboxUrl, apiKey: sandboxKey } : undefined,
  });
  return core;
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
  // Waits for the core's opening, so the one read below is the one to stop.
  await opening?.catch(() => undefined);
  await (core as OpenedServeCore | null)?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
