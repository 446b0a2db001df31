/**
 * The real OS keychain (Secret Service on Linux: run inside dbus-run-session with an unlocked
 * gnome-keyring, as .ci/run and `npm test` do). Fails, not skips, when no keychain answers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { KeychainSecretStore, openSecretStore } from '../../src/core/secrets';

const service = `participant-workbench-test-${randomUUID()}`;
const store = new KeychainSecretStore(service);
const account = 'connection-1';

afterAll(async () => {
  await store.delete(account).catch(() => undefined);
});

it('a keychain answers here (otherwise keys would be memory-only)', async () => {
  const opened = await openSecretStore(service);
  expect(
    opened.backend,
    'No OS keychain: on Linux run the tests inside dbus-run-session with gnome-keyring',
  ).toBe('keychain');
});

it('stores, reads, replaces and deletes a key', async () => {
  expect(await store.get(account)).toBeNull();
  await store.set(account, 'cp_test_first_secret_value_0000000000');
  expect(await store.get(account)).toBe('cp_test_first_secret_value_0000000000');
  await store.set(account, 'cp_test_second_secret_value_111111111');
  expect(await store.get(account)).toBe('cp_test_second_secret_value_111111111');
  // Another service name never sees it: entries are per service + account.
  expect(await new KeychainSecretStore(`${service}-other`).get(account)).toBeNull();
  await store.delete(account);
  expect(await store.get(account)).toBeNull();
});
