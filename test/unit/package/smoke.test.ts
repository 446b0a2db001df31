/**
 * The smoke test of packaged apps (scripts/package/smoke.ts), in the parts that run without
 * Electron's binary: its command line, the fuse comparison (against a made-up executable holding a
 * fuse wire, read and written with @electron/fuses as on a real one), and that it exits non-zero
 * with a clear message and stops the app, children included, when the app never opens its window.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { FuseV1Options, FuseVersion, flipFuses } from '@electron/fuses';
import { FuseState, SENTINEL } from '@electron/fuses/dist/constants';
import { describe, expect, it } from 'vitest';
import {
  checkFuses,
  compareFuses,
  configuredFuses,
  fuseName,
  REQUIRED_ON,
} from '../../../scripts/package/fuseCheck';
import { parseSmokeArgs } from '../../../scripts/package/smokeApp';
import { tempDir } from '../../helpers/tempDir';

const root = join(import.meta.dirname, '..', '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  build: { electronFuses: Record<string, boolean> };
};
const require = createRequire(import.meta.url);

/** A file shaped like Electron's binary where the fuses live: the sentinel, version 1, 8 fuses. */
function fakeExecutable(dir: string, states: number[] = Array(8).fill(FuseState.INHERIT)): string {
  const path = join(dir, 'fake-electron');
  writeFileSync(
    path,
    Buffer.concat([
      Buffer.from('\u0000ELF…'),
      Buffer.from(SENTINEL),
      Buffer.from([1, states.length, ...states]),
    ]),
  );
  return path;
}

/** A wire as @electron/fuses reads it, from the configuration. */
function wireFrom(config: Record<string, boolean>, overrides: Record<number, number> = {}) {
  const wire: Record<string, unknown> = { version: FuseVersion.V1 };
  for (let i = 0; i < 8; i++) wire[i] = FuseState.INHERIT;
  for (const [option, on] of Object.entries(config))
    wire[(FuseV1Options as unknown as Record<string, number>)[fuseName(option)]!] = on
      ? FuseState.ENABLE
      : FuseState.DISABLE;
  return { ...wire, ...overrides };
}

describe('smoke.ts command line', () => {
  it('takes the executable, resolved against the working folder, with defaults', () => {
    const parsed = parseSmokeArgs(['dist/linux-unpacked/participant-workbench'], '/work/x');
    expect(parsed).toEqual({
      kind: 'run',
      options: {
        executable: '/work/x/dist/linux-unpacked/participant-workbench',
        config: join(root, 'package.json'),
        timeoutMs: 90_000,
      },
    });
  });

  it('takes a path with spaces, --config, --timeout and --screenshot', () => {
    const parsed = parseSmokeArgs(
      [
        '--timeout',
        '30',
        'dist/mac-arm64/Participant Workbench.app/Contents/MacOS/Participant Workbench',
        '--config',
        'other/package.json',
        '--screenshot',
        'test-artifacts/smoke.png',
      ],
      '/r',
    );
    expect(parsed).toEqual({
      kind: 'run',
      options: {
        executable: '/r/dist/mac-arm64/Participant Workbench.app/Contents/MacOS/Participant Workbench',
        config: '/r/other/package.json',
        timeoutMs: 30_000,
        screenshot: '/r/test-artifacts/smoke.png',
      },
    });
  });

  it.each([
    [[], /executable is missing/],
    [['a', 'b'], /one executable only, got 2: a, b/],
    [['a', '--timeout', 'soon'], /--timeout takes seconds/],
    [['a', '--timeout', '0'], /--timeout takes seconds/],
    [['a', '--timeout', '-5'], /--timeout/],
    [['a', '--screenshot', 'shot.jpg'], /--screenshot takes a \.png file/],
    [['a', '--verbose'], /Unknown option '--verbose'/],
    [['a', '--config'], /--config/],
  ])('%j is a usage error, in words', (argv, message) => {
    const parsed = parseSmokeArgs(argv as string[]);
    expect(parsed.kind).toBe('error');
    expect(parsed.kind === 'error' && parsed.message).toMatch(message);
  });

  it('--help is help', () => {
    expect(parseSmokeArgs(['--help'])).toEqual({ kind: 'help' });
  });
});

describe('fuse comparison', () => {
  const configured = configuredFuses(pkg.build.electronFuses);

  it('reads package.json build.electronFuses as fuse names, as electron-builder flips them', async () => {
    // The same translation electron-builder applies before signing (app-builder-lib).
    process.env.JITI_FS_CACHE = 'false';
    const { PlatformPackager } = require('app-builder-lib') as {
      PlatformPackager: { prototype: { generateFuseConfig(f: unknown): Promise<Record<string, unknown>> } };
    };
    const wire = await PlatformPackager.prototype.generateFuseConfig.call({}, pkg.build.electronFuses);
    const fromBuilder = Object.entries(FuseV1Options)
      .filter(([, index]) => typeof index === 'number' && typeof wire[index] === 'boolean')
      .map(([name, index]) => [name, wire[index as number]]);
    expect([...configured].sort()).toEqual(fromBuilder.sort());
    for (const name of REQUIRED_ON) expect(configured.get(name)).toBe(true);
  });

  it('passes a wire that matches the configuration', () => {
    const result = compareFuses(configured, wireFrom(pkg.build.electronFuses));
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.lines).toContain('RunAsNode: off (configured off)');
    expect(result.lines).toContain('EnableEmbeddedAsarIntegrityValidation: on (configured on)');
  });

  it.each([
    [
      FuseV1Options.RunAsNode,
      FuseState.ENABLE,
      'fuse RunAsNode reads on, but build.electronFuses sets it off',
    ],
    [
      FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
      FuseState.DISABLE,
      'fuse EnableEmbeddedAsarIntegrityValidation reads off, but build.electronFuses sets it on',
    ],
    [
      FuseV1Options.OnlyLoadAppFromAsar,
      FuseState.INHERIT,
      'fuse OnlyLoadAppFromAsar reads inherited, but build.electronFuses sets it on',
    ],
    [
      FuseV1Options.EnableNodeCliInspectArguments,
      FuseState.REMOVED,
      'fuse EnableNodeCliInspectArguments reads removed, but build.electronFuses sets it off',
    ],
  ])('fails when fuse %i reads %i, naming it', (index, state, message) => {
    const result = compareFuses(configured, wireFrom(pkg.build.electronFuses, { [index]: state }));
    expect(result.ok).toBe(false);
    expect(result.failures).toEqual([message]);
  });

  it('requires the asar integrity fuses on even when the configuration leaves them out or turns them off', () => {
    const none = compareFuses(configuredFuses({ runAsNode: false }), wireFrom({ runAsNode: false }));
    expect(none.failures).toEqual([
      'fuse EnableEmbeddedAsarIntegrityValidation reads inherited: the asar integrity check must be on',
      'fuse OnlyLoadAppFromAsar reads inherited: the asar integrity check must be on',
    ]);
    const off = { enableEmbeddedAsarIntegrityValidation: false, onlyLoadAppFromAsar: true };
    expect(compareFuses(configuredFuses(off), wireFrom(off)).failures).toEqual([
      'build.electronFuses turns EnableEmbeddedAsarIntegrityValidation off: the asar integrity check must stay on (docs/security.md)',
    ]);
  });

  it('fails on a wire of another version', () => {
    const result = compareFuses(configured, { ...wireFrom(pkg.build.electronFuses), version: '2' });
    expect(result.failures).toEqual(['the fuse wire has version 2, not 1: update @electron/fuses']);
  });

  it('refuses a configuration it cannot compare', () => {
    expect(() => configuredFuses({ runAsNod: false })).toThrow('build.electronFuses.runAsNod is not a fuse');
    expect(() => configuredFuses({ runAsNode: 'no' })).toThrow('is not true or false');
    expect(configuredFuses({ resetAdHocDarwinSignature: true }).size).toBe(0);
  });
});

describe('fuses read back from an executable', () => {
  it('passes once the configuration is flipped into it, fails naming a fuse flipped back', async () => {
    const exe = fakeExecutable(tempDir('wb-fuses-'));
    const before = await checkFuses(exe, pkg.build.electronFuses);
    expect(before.ok).toBe(false);
    expect(before.failures).toContain('fuse RunAsNode reads inherited, but build.electronFuses sets it off');

    const wire: Record<string, unknown> = { version: FuseVersion.V1 };
    for (const [name, on] of configuredFuses(pkg.build.electronFuses))
      wire[(FuseV1Options as unknown as Record<string, number>)[name]!] = on;
    await flipFuses(exe, wire as never);
    expect(await checkFuses(exe, pkg.build.electronFuses)).toMatchObject({ ok: true, failures: [] });

    await flipFuses(exe, { version: FuseVersion.V1, [FuseV1Options.OnlyLoadAppFromAsar]: false });
    expect((await checkFuses(exe, pkg.build.electronFuses)).failures).toEqual([
      'fuse OnlyLoadAppFromAsar reads off, but build.electronFuses sets it on',
    ]);
  });

  it('a file that is not Electron has no fuse wire', async () => {
    const dir = tempDir('wb-fuses-');
    writeFileSync(join(dir, 'not-electron'), 'just text');
    await expect(checkFuses(join(dir, 'not-electron'), pkg.build.electronFuses)).rejects.toThrow(
      /Could not find sentinel/,
    );
  });
});

describe('smoke.ts against stand-in executables (POSIX shell scripts)', () => {
  const smoke = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/package/smoke.ts'), ...args], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
  /** Running: it exists and is no zombie (here PID 1 may never reap an orphan's exit status). */
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
    } catch {
      return false;
    }
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
    } catch {
      return true;
    }
  };

  it('bad usage exits 2 with the usage', () => {
    const res = smoke([]);
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('smoke test: the path of the packaged executable is missing');
    expect(res.stderr).toContain('Usage: tsx scripts/package/smoke.ts');
  });

  it('a missing executable exits 1, naming it', () => {
    const res = smoke(['/nonexistent/participant-workbench']);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('the packaged executable /nonexistent/participant-workbench: not found');
  });

  it('an app that exits at once: exit 1, its output and the fuse failure in the message', () => {
    const dir = tempDir('wb-smoke-stand-in-');
    const exe = join(dir, 'app');
    writeFileSync(exe, '#!/bin/sh\necho "cannot open display" >&2\nexit 3\n');
    chmodSync(exe, 0o755);
    const res = smoke([exe, '--timeout', '20']);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('smoke test FAILED (2)');
    expect(res.stderr).toMatch(/the fuses could not be read: Could not find sentinel/);
    expect(res.stderr).toMatch(
      /the app did not start: it exited \(code 3\) before opening its debugging port/,
    );
    expect(res.stdout + res.stderr).toContain('cannot open display');
  });

  it('an app that never opens its window: exit 1 after the timeout, and it and its children are stopped', async () => {
    const dir = tempDir('wb-smoke-stand-in-');
    const exe = join(dir, 'app');
    // A child in the background and the app itself, each writing its pid, both waiting forever.
    writeFileSync(
      exe,
      `#!/bin/sh\nsleep 600 &\necho $! > "${dir}/child.pid"\necho $$ > "${dir}/app.pid"\nexec sleep 600\n`,
    );
    chmodSync(exe, 0o755);
    const pids = () =>
      ['app.pid', 'child.pid']
        .filter((name) => existsSync(join(dir, name)))
        .map((name) => Number(readFileSync(join(dir, name), 'utf8')));
    try {
      const res = smoke([exe, '--timeout', '2']);
      expect(res.status).toBe(1);
      expect(res.stderr).toMatch(/the app did not start: it did not open its debugging port within 2 s/);
      expect(pids()).toHaveLength(2);
      // Killed before smoke.ts exits; the kernel may take a moment to end a process on a busy machine.
      for (const pid of pids())
        await expect
          .poll(() => alive(pid), { message: `process ${pid} still runs`, timeout: 5000 })
          .toBe(false);
    } finally {
      // Should the smoke test have left them, this test does not.
      for (const pid of pids()) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});
