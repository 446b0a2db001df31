/**
 * `npm run serve`: the workbench in a browser tab, for remote or headless machines and for the
 * end-to-end tests. Prints the tokened URL to open.
 *
 *   --port N           listen on 127.0.0.1:N (default: a free port)
 *   --data DIR         where the local database lives (default: the per-user data folder)
 *   --heartbeat-ms N   how often the active connection is checked while online
 *   --probe-ms N       ... and while offline
 *
 * The built-in Sandbox is started in-process unless WORKBENCH_SANDBOX_URL and
 * WORKBENCH_SANDBOX_KEY name one that runs elsewhere (the tests stop and restart it).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDispatcher, openWorkbench } from '../core';
import { startSandbox } from '../sandbox';
import { defaultDataDir } from './dataDir';
import { startServeHost } from './host';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    data: { type: 'string' },
    'heartbeat-ms': { type: 'string' },
    'probe-ms': { type: 'string' },
  },
});
const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const dataDir = values.data ?? defaultDataDir();
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

const external = process.env.WORKBENCH_SANDBOX_URL && process.env.WORKBENCH_SANDBOX_KEY;
const sandbox = external ? null : await startSandbox({ dataDir: join(dataDir, 'sandbox') });
const builtinSandbox = sandbox
  ? { baseUrl: sandbox.baseUrl, apiKey: sandbox.keys.find((k) => k.name === 'participant')!.apiKey }
  : { baseUrl: process.env.WORKBENCH_SANDBOX_URL!, apiKey: process.env.WORKBENCH_SANDBOX_KEY! };

const workbench = await openWorkbench({
  dataDir,
  version,
  builtinSandbox,
  heartbeatMs: num(values['heartbeat-ms']),
  probeMs: num(values['probe-ms']),
});
const host = await startServeHost({
  dispatch: createDispatcher(workbench.handlers),
  workbench,
  rendererDir: join(root, 'out', 'renderer'),
  port: num(values.port),
});
process.stdout.write(`Participant Workbench (serve mode) is running. Open:\n  ${host.url}\n`);

const stop = async () => {
  await host.close();
  await workbench.close();
  await sandbox?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
