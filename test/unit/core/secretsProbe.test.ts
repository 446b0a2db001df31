/**
 * The keychain's first read decides where keys live for the session (src/core/secrets): a
 * keychain that is not there at all means memory at once; a read that fails once, as a Secret
 * Service busy starting or a bus under load may, is asked again, so a saved key is not taken for
 * no key (NO_API_KEY) for the whole session. And a call whose Secret Service went away mid-call
 * (its daemon restarting) is made once more.
 */
import { describe, expect, it } from 'vitest';
import { openSecretStore, retryWhenGone } from '../../../src/core/secrets';

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

describe('a keychain call whose Secret Service went away', () => {
  const GONE =
    'Platform failure: DBus error: Message recipient disconnected from message bus without replying';

  /** An operation that fails with each message in turn, then answers `value`. */
  function opFailing<T>(value: T, ...messages: string[]) {
    let calls = 0;
    const op = async () => {
      const message = messages[calls++];
      if (message !== undefined) throw new Error(message);
      return value;
    };
    return { op, calls: () => calls };
  }

  it('is made again while the keychain is away, and its answer is the first one that comes', async () => {
    const once = opFailing('key', GONE);
    expect(await retryWhenGone(once.op, undefined, [1, 1, 1])).toBe('key');
    expect(once.calls()).toBe(2);
    const thrice = opFailing('key', GONE, GONE, GONE);
    expect(await retryWhenGone(thrice.op, undefined, [1, 1, 1])).toBe('key');
    expect(thrice.calls()).toBe(4);
  });

  it('fails at once for any other error', async () => {
    const { op, calls } = opFailing('key', 'No matching entry found in secure storage');
    await expect(retryWhenGone(op, undefined, [1, 1, 1])).rejects.toThrow(/No matching entry/);
    expect(calls()).toBe(1);
  });

  it('fails when every try fails, unless a later failure says an earlier try did the work', async () => {
    const always = opFailing('key', GONE, GONE, GONE, GONE);
    await expect(retryWhenGone(always.op, undefined, [1, 1, 1])).rejects.toThrow(/disconnected/);
    expect(always.calls()).toBe(4);
    // A delete that went through before the answer was lost finds no entry the next time.
    const deleted = opFailing(true, GONE, 'No matching entry found in secure storage');
    await expect(
      retryWhenGone(deleted.op, (err) => /no matching entry/i.test(String(err)), [1, 1, 1]),
    ).resolves.toBeUndefined();
    expect(deleted.calls()).toBe(2);
    // Found missing on the first try, the entry was never there: that is the delete's own answer.
    const missing = opFailing(true, 'No matching entry found in secure storage');
    await expect(
      retryWhenGone(missing.op, (err) => /no matching entry/i.test(String(err)), [1, 1, 1]),
    ).rejects.toThrow(/No matching entry/);
  });
});
