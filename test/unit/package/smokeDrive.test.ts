/**
 * The smoke test's driving part (scripts/package/smokeApp.ts) against a stand-in for the packaged
 * app: a shell script that starts Debian's Chromium (headless, like the end-to-end tests) on serve
 * mode, which draws the same renderer over the same core and built-in Sandbox. It proves the
 * start, the DevTools connection, the three checks, the failure messages and that every process
 * ends and the temporary folder goes; what only Electron has (app://, the fuses, quitting when the
 * window closes) is left to the release workflow. Needs `npm run build` (out/renderer).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSmoke } from '../../../scripts/package/smokeApp';
import { tempDir } from '../../helpers/tempDir';

const root = join(import.meta.dirname, '..', '..', '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let serve: ChildProcess | undefined;
let url = '';
let standIn = '';

beforeAll(async () => {
  if (!existsSync(join(root, 'out', 'renderer', 'index.html')))
    throw new Error('out/renderer/index.html is missing: run `npm run build` before this test.');
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`);
  const dir = tempDir('wb-smoke-drive-');
  standIn = join(dir, 'participant-workbench');
  // What smoke.ts passes (--remote-debugging-port=0, --user-data-dir) goes to Chromium. Its own
  // temporary folder lies inside this test's: a stopped Chromium leaves org.chromium.* files there.
  const chromeTmp = join(dir, 'chromium-tmp');
  writeFileSync(
    standIn,
    `#!/bin/sh\nmkdir -p "${chromeTmp}"\nexport TMPDIR="${chromeTmp}"\nexec "${chromiumPath}" --headless=new --no-sandbox --disable-gpu --no-first-run "$@" "$WB_SMOKE_URL"\n`,
  );
  chmodSync(standIn, 0o755);
  // One process (no tsx wrapper), so SIGKILL in afterAll ends it.
  serve = spawn(process.execPath, ['--import', 'tsx', 'src/serve/cli.ts', '--data', join(dir, 'data')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve mode did not start:\n${out}`)), 30_000);
    serve!.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    serve!.stderr!.on('data', (c: Buffer) => {
      out += c.toString();
    });
    serve!.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve mode exited ${code}:\n${out}`));
    });
  });
}, 60_000);

afterAll(async () => {
  if (serve && serve.exitCode === null && serve.signalCode === null) {
    const gone = new Promise((r) => serve!.once('exit', r));
    serve.kill('SIGKILL');
    await gone;
  }
});

/** Processes of a process group that still run (zombies are not running). */
function runningInGroup(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') pids.push(Number(entry));
    } catch {
      // Ended while we looked.
    }
  }
  return pids;
}

async function smokeWith(pageUrl: string, appUrl: string, timeoutMs: number) {
  const lines: string[] = [];
  process.env.WB_SMOKE_URL = pageUrl;
  try {
    const result = await runSmoke(
      {
        executable: standIn,
        config: join(root, 'package.json'),
        timeoutMs,
        fuses: false,
        appUrl,
        quitsWhenWindowCloses: false,
      },
      (line) => lines.push(line),
    );
    const pid = Number(/the app started \(pid (\d+)\)/.exec(lines.join('\n'))?.[1]);
    const dataDir = /data folder: (\S+)/.exec(lines.join('\n'))?.[1];
    return { result, lines, pid, dataDir };
  } finally {
    delete process.env.WB_SMOKE_URL;
  }
}

describe('smoke test driving a stand-in app', () => {
  it('passes on the app: window, Sandbox online, competitions; then nothing of it runs', async () => {
    const origin = new URL(url).origin;
    const { result, lines, pid, dataDir } = await smokeWith(url, `${origin}/`, 45_000);
    expect(result).toEqual({ ok: true, failures: [] });
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^✓ the app started \(pid \d+\)$/),
        // The app may have moved on to its first route (/#/competitions) by then.
        expect.stringMatching(new RegExp(`^✓ the window opened and drew the app \\(${origin}/(#/\\S*)?\\)$`)),
        '✓ the built-in Sandbox answers: the header shows "Sandbox" online',
        expect.stringMatching(/^✓ the competitions list is drawn \(\d+ rows\)$/),
      ]),
    );
    expect(pid).toBeGreaterThan(0);
    await expect.poll(() => runningInGroup(pid), { timeout: 5000 }).toEqual([]);
    expect(dataDir && existsSync(dataDir)).toBe(false);
  }, 90_000);

  it('fails, in words, on a window that is not the app, and still stops it', async () => {
    const page = 'data:text/html,<title>other</title><div id="root"><p>not the workbench</p></div>';
    const { result, pid, dataDir } = await smokeWith(page, 'data:', 3000);
    expect(result.ok).toBe(false);
    expect(result.failures).toEqual([
      expect.stringMatching(/^the Sandbox connection is not online \(indicator: absent\): .*Timeout 3000ms/s),
      expect.stringMatching(/^the competitions list is not drawn: .*Timeout 3000ms/s),
    ]);
    await expect.poll(() => runningInGroup(pid), { timeout: 5000 }).toEqual([]);
    expect(dataDir && existsSync(dataDir)).toBe(false);
  }, 60_000);

  it('fails when no window shows the app', async () => {
    const { result, pid } = await smokeWith('about:blank', 'app://workbench/', 2000);
    expect(result.failures).toEqual([
      expect.stringMatching(
        /^the window did not open: no window showed app:\/\/workbench\/ within 2 s \(pages: about:blank\)$/,
      ),
    ]);
    await expect.poll(() => runningInGroup(pid), { timeout: 5000 }).toEqual([]);
  }, 60_000);
});
