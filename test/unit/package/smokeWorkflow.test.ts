/**
 * The release workflow starts each packaged app it built before uploading anything: the smoke
 * step's own script, run here with bash for each runner's operating system, with sudo, npx and
 * xvfb-run replaced by stand-ins that write down how they were called.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/tempDir';

const root = join(import.meta.dirname, '..', '..', '..');
// js-yaml comes with electron-updater; it has no types.
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
}
const workflow = yaml.load(readFileSync(join(root, '.github/workflows/release.yml'), 'utf8')) as {
  jobs: Record<string, { steps: Step[]; strategy?: { matrix: { include: Array<{ os: string }> } } }>;
};
const steps = workflow.jobs.installers!.steps;
const bash = spawnSync('sh', ['-c', 'command -v bash'], { encoding: 'utf8' }).stdout.trim();
const smokeAt = steps.findIndex((s) => s.name === 'Smoke test of the packaged app');
const smoke = steps[smokeAt];

/** Runs the step's script as a runner of `runnerOs` would, in a folder holding what it built. */
function runStep(runnerOs: 'Linux' | 'macOS' | 'Windows', withXvfb = true) {
  const dir = tempDir('wb-smoke-step-');
  const bin = join(dir, 'bin');
  const calls = join(dir, 'calls.log');
  mkdirSync(bin);
  for (const name of ['sudo', 'npx', ...(withXvfb ? ['xvfb-run'] : [])]) {
    writeFileSync(
      join(bin, name),
      `#!/bin/sh\nprintf '%s' "${name}" >> "${calls}"\nfor a in "$@"; do printf ' [%s]' "$a" >> "${calls}"; done\necho >> "${calls}"\n`,
    );
    chmodSync(join(bin, name), 0o755);
  }
  mkdirSync(join(dir, 'dist', 'mac-arm64', 'Participant Workbench.app', 'Contents', 'MacOS'), {
    recursive: true,
  });
  // Linux's branch needs nothing but the stand-ins (so an xvfb-run installed here is not found).
  const res = spawnSync(bash, ['-e', '-c', smoke!.run!], {
    cwd: dir,
    env: { PATH: runnerOs === 'Linux' ? bin : `${bin}:/usr/bin:/bin`, RUNNER_OS: runnerOs },
    encoding: 'utf8',
  });
  let log = '';
  try {
    log = readFileSync(calls, 'utf8');
  } catch {
    // Nothing was called.
  }
  return { status: res.status, out: res.stdout + res.stderr, calls: log.trim().split('\n') };
}

describe('release workflow: smoke test of the packaged app', () => {
  it('runs on every platform after the installers are built and before anything is uploaded', () => {
    expect(smoke).toBeDefined();
    expect(smoke).not.toHaveProperty('if');
    const built = steps.findIndex((s) => s.run?.includes('electron-builder'));
    const uploads = steps
      .map((s, i) => [s, i] as const)
      .filter(
        ([s]) => s.uses?.startsWith('actions/upload-artifact') && s.with?.name?.startsWith('installers-'),
      );
    expect(built).toBeGreaterThan(0);
    expect(smokeAt).toBeGreaterThan(built);
    expect(uploads.length).toBe(1);
    expect(uploads[0]![1]).toBeGreaterThan(smokeAt);
    // Its screenshot is kept also when it fails.
    const shot = steps.find((s) => s.with?.path === 'test-artifacts/smoke-*.png');
    expect(shot?.if).toBe('always()');
  });

  it('Linux: the setuid sandbox helper, the fuses read, and the smoke test under xvfb-run', () => {
    const { status, calls, out } = runStep('Linux');
    expect(status, out).toBe(0);
    expect(calls).toEqual([
      'sudo [chown] [root:root] [dist/linux-unpacked/chrome-sandbox]',
      'sudo [chmod] [4755] [dist/linux-unpacked/chrome-sandbox]',
      'npx [@electron/fuses] [read] [--app] [dist/linux-unpacked/participant-workbench]',
      'xvfb-run [--auto-servernum] [--server-args=-screen 0 1280x900x24] [npx] [tsx] [scripts/package/smoke.ts] [dist/linux-unpacked/participant-workbench] [--screenshot] [test-artifacts/smoke-Linux.png]',
    ]);
  });

  it('Linux without xvfb-run installs it first', () => {
    const { calls } = runStep('Linux', false);
    expect(calls).toContain('sudo [apt-get] [install] [-y] [xvfb]');
  });

  it('macOS: the executable inside the .app, whatever its architecture folder', () => {
    const { status, calls, out } = runStep('macOS');
    expect(status, out).toBe(0);
    const exe = 'dist/mac-arm64/Participant Workbench.app/Contents/MacOS/Participant Workbench';
    expect(calls).toEqual([
      `npx [@electron/fuses] [read] [--app] [${exe}]`,
      `npx [tsx] [scripts/package/smoke.ts] [${exe}] [--screenshot] [test-artifacts/smoke-macOS.png]`,
    ]);
  });

  it('Windows: the .exe of win-unpacked', () => {
    const { status, calls, out } = runStep('Windows');
    expect(status, out).toBe(0);
    const exe = 'dist/win-unpacked/Participant Workbench.exe';
    expect(calls).toEqual([
      `npx [@electron/fuses] [read] [--app] [${exe}]`,
      `npx [tsx] [scripts/package/smoke.ts] [${exe}] [--screenshot] [test-artifacts/smoke-Windows.png]`,
    ]);
  });

  it('a failing smoke test fails the step', () => {
    const dir = tempDir('wb-smoke-step-fail-');
    writeFileSync(join(dir, 'npx'), '#!/bin/sh\n[ "$1" = tsx ] && exit 1\nexit 0\n');
    chmodSync(join(dir, 'npx'), 0o755);
    const res = spawnSync(bash, ['-e', '-c', smoke!.run!], {
      cwd: dir,
      env: { PATH: `${dir}:/usr/bin:/bin`, RUNNER_OS: 'Windows' },
      encoding: 'utf8',
    });
    expect(res.status).toBe(1);
  });
});
