/**
 * The keychain's first read decides where keys live for the session (src/core/secrets): a
 * keychain that is not there at all means memory at once; a read that fails once, as a Secret
 * Service busy starting or a bus under load may, is asked again, so a saved key is not taken for
 * no key (NO_API_KEY) for the whole session.
 */
import { describe, expect, it } from 'vitest';
import { openSecretStore } from '../../../src/core/secrets';

/** A probe that fails with each message in turn, then answers. */
function probeFailing(...messages: string[]) {
  const calls: string[] = [];
  const probe = async (service: string) => {
    calls.push(service);
    const message = messages[calls.length - 1];
    if (message !== undefined) throw new Error(message);
    return null;
  };
  return { probe, calls };
}

describe('the keychain probe', () => {
  it('keeps the keychain when its first read fails once and the next one answers', async () => {
    const { probe, calls } = probeFailing('Platform failure: DBus error: Did not receive a reply');
    const store = await openSecretStore('wb-probe-test', probe);
    expect(store.backend).toBe('keychain');
    expect(calls).toEqual(['wb-probe-test', 'wb-probe-test']);
  });

  it('keeps keys in memory when no session bus is there, without asking again', async () => {
    const { probe, calls } = probeFailing(
      'Platform failure: DBus error: Failed to connect to socket /run/user/0/bus: No such file or directory',
    );
    expect((await openSecretStore('wb-probe-test', probe)).backend).toBe('memory');
    expect(calls).toHaveLength(1);
  });

  it('keeps keys in memory when the keychain keeps failing, after three reads', async () => {
    const { probe, calls } = probeFailing('timeout', 'timeout', 'timeout', 'timeout');
    expect((await openSecretStore('wb-probe-test', probe)).backend).toBe('memory');
    expect(calls).toHaveLength(3);
  });
});
