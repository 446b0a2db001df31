/**
 * A keychain asked after the core opened (serve mode: src/serve/openCore.ts) may turn out absent:
 * the core then says so in a connection.status event, whatever else happens meanwhile. The store
 * here finds its backend when told to, as secretStoreOnFirstUse does with the real keychain.
 */
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { MemorySecretStore, type SecretStore } from '../../../src/core/secrets';
import { openWorkbench, type Workbench } from '../../../src/core/workbench';
import { tempDir } from '../../helpers/tempDir';

/** Says 'keychain' until `find()`, then what it found: memory, as on a machine with none. */
function storeFoundLater(): SecretStore & { find(): void } {
  const memory = new MemorySecretStore();
  let found = false;
  const listeners: (() => void)[] = [];
  return {
    get backend() {
      return found ? memory.backend : 'keychain';
    },
    get: (a) => memory.get(a),
    set: (a, s) => memory.set(a, s),
    delete: (a) => memory.delete(a),
    accounts: (p) => memory.accounts(p),
    onOpened: (listener) => listeners.push(listener),
    find() {
      found = true;
      for (const listener of listeners) listener();
    },
  };
}

let wb: Workbench | undefined;
afterEach(async () => {
  await wb?.close();
  wb = undefined;
});

it('a keychain found missing after the core opened is told in a connection.status event', async () => {
  const secrets = storeFoundLater();
  wb = await openWorkbench({
    dataDir: join(tempDir('wb-secrets-later-'), 'data'),
    version: '0.0.0-test',
    builtinSandbox: { baseUrl: 'http://127.0.0.1:9', apiKey: 'sandbox-key' },
    secrets,
    // Nothing else emits a status here: no check at open, no heartbeat within the test.
    checkAtOnce: false,
    heartbeatMs: 600_000,
    probeMs: 600_000,
  });
  const heard: boolean[] = [];
  wb.on('connection.status', (s) => heard.push(s.keychainAvailable));
  secrets.find();
  expect(heard).toEqual([false]);
});
