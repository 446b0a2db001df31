/** The updater glue with a fake electron-updater: the Settings switch, development runs, the feed and the messages. */
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createUpdateCheck, UPDATE_MESSAGES, type Updater } from '../../../src/main/updater';

function fakeUpdater(answer: (u: FakeUpdater) => Promise<unknown>) {
  const u = Object.assign(new EventEmitter(), {
    autoDownload: false,
    setFeedURL: vi.fn(),
    checkForUpdates: vi.fn(() => answer(u)),
  });
  return u;
}
type FakeUpdater = ReturnType<typeof fakeUpdater>;

function setup(opts: {
  packaged?: boolean;
  enabled?: boolean;
  feedUrl?: string;
  answer?: (u: FakeUpdater) => Promise<unknown>;
}) {
  const updater = fakeUpdater(opts.answer ?? (async () => ({})));
  const said: string[] = [];
  const loadUpdater = vi.fn(async () => updater as unknown as Updater);
  let enabled = opts.enabled ?? true;
  const check = createUpdateCheck({
    loadUpdater,
    isPackaged: opts.packaged ?? true,
    enabled: async () => enabled,
    feedUrl: opts.feedUrl,
    say: (m) => said.push(m),
  });
  return { updater, said, loadUpdater, check, setEnabled: (v: boolean) => (enabled = v) };
}

describe('update checks', () => {
  it('switched off in Settings: electron-updater is not even loaded and the feed is never asked', async () => {
    const t = setup({ enabled: false });
    expect(await t.check()).toBe('off');
    expect(t.loadUpdater).not.toHaveBeenCalled();
    expect(t.said).toEqual([UPDATE_MESSAGES.off]);
  });

  it('a development run never checks', async () => {
    const t = setup({ packaged: false });
    expect(await t.check()).toBe('not-installed');
    expect(t.loadUpdater).not.toHaveBeenCalled();
    expect(t.said).toEqual([UPDATE_MESSAGES.notInstalled]);
  });

  it('switched on: asks the built-in feed once set up, and says what it found', async () => {
    const t = setup({
      answer: async (u) => {
        u.emit('update-available', { version: '1.2.0' });
        return {
          downloadPromise: Promise.resolve().then(
            () => void u.emit('update-downloaded', { version: '1.2.0' }),
          ),
        };
      },
    });
    expect(await t.check()).toBe('ready');
    expect(t.updater.autoDownload).toBe(true);
    expect(t.said).toEqual([
      UPDATE_MESSAGES.checking,
      UPDATE_MESSAGES.available('1.2.0'),
      UPDATE_MESSAGES.downloaded('1.2.0'),
    ]);
    expect(UPDATE_MESSAGES.downloaded('1.2.0')).toBe(
      'Version 1.2.0 is downloaded and is installed when the app quits.',
    );
  });

  it('the switch is read before every check: turned off later, no further request', async () => {
    const t = setup({
      answer: async (u) => {
        u.emit('update-not-available');
        return {};
      },
    });
    await t.check();
    t.setEnabled(false);
    expect(await t.check()).toBe('off');
    expect(t.updater.checkForUpdates).toHaveBeenCalledTimes(1);
    expect(t.loadUpdater).toHaveBeenCalledTimes(1);
    expect(t.said).toEqual([UPDATE_MESSAGES.checking, UPDATE_MESSAGES.none, UPDATE_MESSAGES.off]);
  });

  it('without a feed override the installer’s own feed is used; a failing feed is said in words, not thrown', async () => {
    const t = setup({
      answer: async () => {
        throw new Error('net::ERR_NAME_NOT_RESOLVED');
      },
    });
    expect(await t.check()).toBe('failed');
    expect(t.updater.setFeedURL).not.toHaveBeenCalled();
    expect(t.said.at(-1)).toBe(
      'Could not look for updates (net::ERR_NAME_NOT_RESOLVED). The app works as before; it tries again later.',
    );
  });

  it('a failure during a check is said once; one outside a check (installing at quit) is said too', async () => {
    const t = setup({
      answer: async (u) => {
        // electron-updater both emits the error and rejects the check with it.
        const err = new Error('net::ERR_CONNECTION_REFUSED');
        u.emit('error', err);
        throw err;
      },
    });
    expect(await t.check()).toBe('failed');
    expect(t.said).toEqual([UPDATE_MESSAGES.checking, UPDATE_MESSAGES.failed('net::ERR_CONNECTION_REFUSED')]);
    t.updater.emit('error', new Error('EACCES: permission denied'));
    expect(t.said.at(-1)).toBe(
      'The downloaded update could not be installed (EACCES: permission denied). Nothing was changed; download the release by hand.',
    );
  });

  it('a run-time feed (WORKBENCH_UPDATE_URL) cannot redirect an installed app: ignored, and said so', async () => {
    for (const feedUrl of ['http://evil.example/feed', 'https://updates.example.org/workbench']) {
      const t = setup({ feedUrl });
      expect(await t.check()).toBe('up-to-date');
      expect(t.updater.setFeedURL).not.toHaveBeenCalled();
      expect(t.said).toEqual([UPDATE_MESSAGES.feedIgnored, UPDATE_MESSAGES.checking]);
    }
  });
});
