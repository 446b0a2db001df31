/**
 * The update check with the real electron-updater (the AppImageUpdater an installed Linux app
 * gets) against a generic feed on a loopback server: `latest-linux.yml` and an AppImage-named
 * artifact with its real sha512 and size. The feed is found the way an installed app finds it,
 * through `app-update.yml` in the resources folder; only what needs the Electron binary is faked
 * (the app's version, paths and quit, `net.request` carried by node:http, notifications).
 */
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request as httpRequest, type RequestOptions, type Server } from 'node:http';
import Module, { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CheckOutcome,
  createUpdateCheck,
  UPDATE_MESSAGES,
  type Updater,
} from '../../../src/main/updater';

const require = createRequire(import.meta.url);
const CACHE_DIR_NAME = 'participant-workbench-updater';
const ARTIFACT = 'Participant-Workbench-2.0.0.AppImage';

/** The Electron module as electron-updater uses it; `current` is set up fresh by each test. */
const current = {
  version: '1.0.0',
  dir: '',
  quit: vi.fn(),
  notifications: [] as unknown[],
};
const fakeElectron = {
  app: Object.assign(new EventEmitter(), {
    getVersion: () => current.version,
    getName: () => 'Participant Workbench',
    isPackaged: true,
    getAppPath: () => join(current.dir, 'app'),
    getPath: (name: string) => join(current.dir, name),
    whenReady: async () => {},
    quit: (...args: unknown[]) => current.quit(...args),
    relaunch: () => current.quit('relaunch'),
  }),
  // Electron's net.request takes node-style request options plus a session; node:http carries them.
  net: {
    request: ({
      session: _session,
      redirect: _redirect,
      ...options
    }: RequestOptions & Record<string, unknown>) => httpRequest(options),
  },
  session: { fromPartition: () => ({}) },
  Notification: class {
    constructor(content: unknown) {
      current.notifications.push(content);
    }
    show() {}
  },
  autoUpdater: new EventEmitter(),
};

/** electron-updater requires `electron` lazily; the module cache answers with the fake. */
const electronPath = require.resolve('electron');
let realElectron: NodeJS.Module | undefined;
beforeAll(() => {
  realElectron = require.cache[electronPath];
  const fake = new Module(electronPath);
  fake.filename = electronPath;
  fake.exports = fakeElectron;
  fake.loaded = true;
  require.cache[electronPath] = fake;
});
afterAll(() => {
  if (realElectron) require.cache[electronPath] = realElectron;
  else delete require.cache[electronPath];
});

/** The feed: what it serves, and every request it saw. */
interface Feed {
  url: string;
  requests: string[];
  publish: (version: string, artifact: Buffer, listedSha512?: string) => void;
}

let server: Server | null = null;
let dir = '';
const savedEnv = { APPIMAGE: process.env.APPIMAGE, XDG_CACHE_HOME: process.env.XDG_CACHE_HOME };
const savedResourcesPath = process.resourcesPath;

function restoreEnv(name: keyof typeof savedEnv) {
  if (savedEnv[name] === undefined) delete process.env[name];
  else process.env[name] = savedEnv[name];
}

afterEach(async () => {
  const s = server;
  server = null;
  if (s) {
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
  restoreEnv('APPIMAGE');
  restoreEnv('XDG_CACHE_HOME');
  (process as { resourcesPath?: string }).resourcesPath = savedResourcesPath;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

const sha512 = (data: Buffer) => createHash('sha512').update(data).digest('base64');

async function startFeed(): Promise<Feed> {
  const files = new Map<string, Buffer>();
  const requests: string[] = [];
  const s = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://feed').pathname;
    requests.push(path);
    const body = files.get(path);
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-length': body.length }).end(body);
  });
  server = s;
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    publish(version, artifact, listedSha512 = sha512(artifact)) {
      files.set(`/${ARTIFACT}`, artifact);
      files.set(
        '/latest-linux.yml',
        Buffer.from(
          [
            `version: ${version}`,
            'files:',
            `  - url: ${ARTIFACT}`,
            `    sha512: ${listedSha512}`,
            `    size: ${artifact.length}`,
            `path: ${ARTIFACT}`,
            `sha512: ${listedSha512}`,
            "releaseDate: '2025-01-01T00:00:00.000Z'",
            '',
          ].join('\n'),
        ),
      );
    },
  };
}

/**
 * An installed AppImage of `version` whose app-update.yml names the feed (as electron-builder
 * writes it), and the app's update check over a fresh AppImageUpdater.
 */
async function installedApp(feed: Feed, opts: { version: string; enabled?: () => boolean }) {
  current.version = opts.version;
  current.dir = dir;
  current.quit = vi.fn();
  current.notifications = [];
  const resources = join(dir, 'resources');
  mkdirSync(resources, { recursive: true });
  writeFileSync(
    join(resources, 'app-update.yml'),
    `provider: generic\nurl: ${feed.url}\nchannel: latest\nupdaterCacheDirName: ${CACHE_DIR_NAME}\n`,
  );
  (process as { resourcesPath?: string }).resourcesPath = resources;
  process.env.XDG_CACHE_HOME = join(dir, 'cache');
  const appImage = join(dir, `Participant-Workbench-${opts.version}.AppImage`);
  const installedBytes = Buffer.from(`installed ${opts.version}\n`);
  writeFileSync(appImage, installedBytes);
  process.env.APPIMAGE = appImage;

  const { AppImageUpdater } = (await import('electron-updater')) as typeof import('electron-updater');
  const said: string[] = [];
  const events: string[] = [];
  const loadUpdater = vi.fn(async () => {
    const u = new AppImageUpdater();
    u.logger = null; // electron-updater's own log would go to the test output
    for (const e of ['update-available', 'update-not-available', 'update-downloaded', 'error'] as const)
      u.on(e, () => events.push(e));
    return u as unknown as Updater;
  });
  const check: () => Promise<CheckOutcome> = createUpdateCheck({
    loadUpdater,
    isPackaged: true,
    enabled: async () => opts.enabled?.() ?? true,
    say: (m) => said.push(m),
    announce: (m) => said.push(`announced: ${m}`),
  });
  const pending = join(dir, 'cache', CACHE_DIR_NAME, 'pending');
  /** Files left in the updater's download folder. */
  const downloaded = () => (existsSync(pending) ? readdirSync(pending) : []);
  /** The installed AppImage is the same file as before: nothing was installed over it. */
  const untouched = () => readFileSync(appImage).equals(installedBytes);
  return { check, said, events, loadUpdater, downloaded, untouched, pending };
}

describe('updates from a generic feed, with the real electron-updater', () => {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wb-update-feed-'));
  });

  it('a newer version with its right checksum is downloaded and ready to install; nothing is installed or quit', async () => {
    const feed = await startFeed();
    const artifact = Buffer.from('the AppImage of version 2.0.0\n'.repeat(200));
    feed.publish('2.0.0', artifact);
    const app = await installedApp(feed, { version: '1.0.0' });

    expect(await app.check()).toBe('ready');

    expect(app.events).toEqual(['update-available', 'update-downloaded']);
    expect(app.said).toEqual([
      UPDATE_MESSAGES.checking,
      UPDATE_MESSAGES.available('2.0.0'),
      UPDATE_MESSAGES.downloaded('2.0.0'),
      `announced: ${UPDATE_MESSAGES.downloaded('2.0.0')}`,
    ]);
    expect(feed.requests).toContain('/latest-linux.yml');
    expect(feed.requests).toContain(`/${ARTIFACT}`);
    expect(readFileSync(join(app.pending, ARTIFACT)).equals(artifact)).toBe(true);
    expect(app.untouched()).toBe(true);
    expect(current.quit).not.toHaveBeenCalled();
  });

  it('a wrong sha512 is refused and said in words; the download is discarded and nothing installed', async () => {
    const feed = await startFeed();
    const artifact = Buffer.from('the AppImage of version 2.0.0\n'.repeat(200));
    feed.publish('2.0.0', artifact, sha512(Buffer.from('some other file')));
    const app = await installedApp(feed, { version: '1.0.0' });

    expect(await app.check()).toBe('failed');

    expect(app.events).toEqual(['update-available', 'error']);
    expect(app.said).toEqual([
      UPDATE_MESSAGES.checking,
      UPDATE_MESSAGES.available('2.0.0'),
      'The downloaded update did not match its checksum and was discarded. Nothing was installed; try again later or download the release by hand.',
      `announced: ${UPDATE_MESSAGES.checksumMismatch}`,
    ]);
    expect(feed.requests).toContain(`/${ARTIFACT}`);
    expect(app.downloaded().filter((f) => f.endsWith('.AppImage'))).toEqual([]);
    expect(app.untouched()).toBe(true);
    expect(current.quit).not.toHaveBeenCalled();
    // electron-updater's own "ready to install" notification is not shown for a refused download.
    expect(current.notifications).toEqual([]);
  });

  it('switched off in Settings: no request reaches the feed, neither at first nor after it is turned off', async () => {
    const feed = await startFeed();
    feed.publish('2.0.0', Buffer.from('the AppImage of version 2.0.0\n'));
    let enabled = false;
    const app = await installedApp(feed, { version: '1.0.0', enabled: () => enabled });

    expect(await app.check()).toBe('off');
    expect(feed.requests).toEqual([]);
    expect(app.loadUpdater).not.toHaveBeenCalled();

    // On for one check, which asks the feed; off again, and the next check asks nothing.
    enabled = true;
    expect(await app.check()).toBe('ready');
    const asked = feed.requests.length;
    expect(asked).toBeGreaterThan(0);
    enabled = false;
    expect(await app.check()).toBe('off');
    expect(feed.requests).toHaveLength(asked);
    expect(app.said.at(-1)).toBe(UPDATE_MESSAGES.off);
  });

  it.each([
    ['the same version', '2.0.0'],
    ['an older version', '1.9.9'],
  ])('the feed offers %s: nothing is downloaded', async (_what, offered) => {
    const feed = await startFeed();
    feed.publish(offered, Buffer.from(`the AppImage of version ${offered}\n`));
    const app = await installedApp(feed, { version: '2.0.0' });

    expect(await app.check()).toBe('up-to-date');

    expect(app.events).toEqual(['update-not-available']);
    expect(app.said).toEqual([UPDATE_MESSAGES.checking, UPDATE_MESSAGES.none]);
    expect(feed.requests).toEqual(['/latest-linux.yml']);
    expect(app.downloaded()).toEqual([]);
    expect(app.untouched()).toBe(true);
  });

  it('a feed without the update file: said once, in words, and the app works on', async () => {
    const feed = await startFeed();
    const app = await installedApp(feed, { version: '1.0.0' });

    expect(await app.check()).toBe('failed');

    expect(app.events).toEqual(['error']);
    expect(app.said).toHaveLength(2);
    expect(app.said[1]).toMatch(
      /^Could not look for updates \(.*404.*\)\. The app works as before; it tries again later\.$/s,
    );
    expect(feed.requests).toEqual(['/latest-linux.yml']);
  });

  it('an AppImage not started as one cannot update itself: said in words, the feed is not asked', async () => {
    const feed = await startFeed();
    feed.publish('2.0.0', Buffer.from('the AppImage of version 2.0.0\n'));
    const app = await installedApp(feed, { version: '1.0.0' });
    delete process.env.APPIMAGE;

    expect(await app.check()).toBe('cannot-update');

    expect(app.said).toEqual([UPDATE_MESSAGES.checking, UPDATE_MESSAGES.cannotUpdate]);
    expect(feed.requests).toEqual([]);
  });
});
