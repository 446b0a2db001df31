/**
 * Serve mode asks the keychain after its first answers, not before (src/serve/openCore.ts). On a
 * machine where no keychain answers, the page still hears that keys are kept in memory: the event
 * stream carries a connection.status that says so. The real serve process, on a session bus
 * address where nothing listens.
 */
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ServeProc, startServe } from '../e2e/harness';
import { tempDir } from '../helpers/tempDir';

let serve: ServeProc | undefined;
let dir: string;

beforeAll(async () => {
  dir = tempDir('wb-serve-no-keychain-');
  serve = await startServe({
    dataDir: join(dir, 'data'),
    // Nothing listens there: the connection is offline, which this test does not look at.
    sandboxUrl: 'http://127.0.0.1:9',
    sandboxKey: 'cp_test_sandbox_key_not_used_here_000',
    env: { DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(dir, 'no-bus')}` },
  });
});
afterAll(async () => {
  await serve?.stop();
});

it('without a keychain, the event stream says keys are kept in memory', async () => {
  const { origin, url } = serve!;
  const token = new URL(url).searchParams.get('token')!;
  const statuses: { keychainAvailable: boolean }[] = [];
  let text = '';
  const req = request(`${origin}/events`, { headers: { 'x-workbench-token': token } }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      text += chunk;
      const blocks = text.split('\n\n');
      text = blocks.pop()!;
      for (const block of blocks) {
        const data = /^event: connection\.status\ndata: (.*)$/m.exec(block)?.[1];
        if (data) statuses.push(JSON.parse(data));
      }
    });
  });
  req.on('error', () => undefined);
  req.end();
  try {
    await expect
      .poll(() => statuses.some((s) => s.keychainAvailable === false), { timeout: 20_000 })
      .toBe(true);
  } finally {
    req.destroy();
  }
});
