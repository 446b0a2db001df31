/**
 * The release workflow (.github/workflows/release.yml) signs or stops: every installer build
 * checks its platform's signing secrets (and the update feed) before anything is built, and the
 * check's own script, run here with bash, fails with the missing names and where to set them.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
// js-yaml comes with electron-updater (which reads app-update.yml with it); it has no types.
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  env?: Record<string, string>;
  strategy?: { matrix: { include: Array<Record<string, string>> } };
  steps: Step[];
}
const workflow = yaml.load(readFileSync(join(root, '.github/workflows/release.yml'), 'utf8')) as {
  jobs: Record<string, Job>;
};

const CHECK = 'Signing secrets and the update feed are set';
/** What electron-builder 26 reads for each platform (app-builder-lib: macPackager, MacTargetHelper, winPackager). */
const SIGNING: Record<string, string[]> = {
  'macos-latest': [
    'CSC_LINK',
    'CSC_KEY_PASSWORD',
    'APPLE_ID',
    'APPLE_APP_SPECIFIC_PASSWORD',
    'APPLE_TEAM_ID',
  ],
  'windows-latest': ['WIN_CSC_LINK', 'WIN_CSC_KEY_PASSWORD'],
  'ubuntu-latest': [],
};

const builds = Object.entries(workflow.jobs).filter(([, job]) =>
  job.steps.some((s) => s.run?.includes('electron-builder')),
);
const installers = workflow.jobs.installers!;
const matrix = installers.strategy?.matrix.include ?? [];
const check = installers.steps.find((s) => s.name === CHECK);

/** Runs the check's script as the runner of `os` would, with these repository secrets and variables. */
function runCheck(os: string, set: Record<string, string>) {
  const entry = matrix.find((m) => m.os === os)!;
  const stepEnv = Object.fromEntries(
    Object.entries(check!.env ?? {}).map(([k, v]) => [
      k,
      v.replace(/\$\{\{\s*matrix\.(\w+)\s*\}\}/g, (_m, key: string) => entry[key] ?? ''),
    ]),
  );
  // The job passes every name, empty when the secret is not set (as GitHub does).
  const jobEnv = Object.fromEntries(Object.keys(installers.env ?? {}).map((k) => [k, set[k] ?? '']));
  const res = spawnSync('bash', ['-e', '-c', check!.run!], {
    env: { PATH: process.env.PATH, ...jobEnv, ...stepEnv },
    encoding: 'utf8',
  });
  return { status: res.status, out: res.stdout + res.stderr };
}

const allSet = (os: string) => ({
  WORKBENCH_UPDATE_URL: 'https://updates.example.org/workbench',
  ...Object.fromEntries(SIGNING[os]!.map((name) => [name, `value of ${name}`])),
});

describe('release workflow', () => {
  it('builds installers in one job per platform, and each checks its signing secrets first, before checkout and build', () => {
    expect(builds.map(([id]) => id)).toEqual(['installers']);
    expect(matrix.map((m) => m.os).sort()).toEqual(Object.keys(SIGNING).sort());
    expect(check).toBeDefined();
    const steps = installers.steps;
    expect(steps[0]).toBe(check);
    expect(check!.shell).toBe('bash');
    expect(check!.env?.SIGNING).toMatch(/^\$\{\{\s*matrix\.signing\s*\}\}$/);
    const build = steps.findIndex((s) => s.run?.includes('electron-builder'));
    expect(build).toBeGreaterThan(0);
    // The check belongs to every platform of the matrix: no `if` that could skip it.
    expect(check).not.toHaveProperty('if');
    for (const m of matrix)
      expect(m.signing?.split(/\s+/).filter(Boolean) ?? [], m.os).toEqual(SIGNING[m.os ?? '']);
  });

  it('hands each runner only its own platform’s secrets, under the names electron-builder reads', () => {
    for (const [os, names] of Object.entries(SIGNING))
      for (const name of names)
        expect(installers.env?.[name], name).toBe(`\${{ matrix.os == '${os}' && secrets.${name} || '' }}`);
  });

  it.each([
    ['macOS', 'macos-latest'],
    ['Windows', 'windows-latest'],
  ])(
    '%s: without its secrets the release stops, naming each missing one and where to set it',
    (platform, os) => {
      const none = runCheck(os, { WORKBENCH_UPDATE_URL: 'https://updates.example.org/workbench' });
      expect(none.status).toBe(1);
      expect(none.out).toContain(`The ${platform} installer cannot be signed`);
      expect(none.out).toContain(`the repository secrets ${SIGNING[os]!.join(' ')} are not set`);
      expect(none.out).toContain('Settings → Secrets and variables → Actions');

      const [first, ...rest] = SIGNING[os]!;
      const oneMissing = runCheck(os, { ...allSet(os), [first!]: '' });
      expect(oneMissing.status).toBe(1);
      expect(oneMissing.out).toContain(`the repository secrets ${first} are not set`);
      for (const name of rest) expect(oneMissing.out).not.toContain(`secrets ${name}`);

      const ready = runCheck(os, allSet(os));
      expect(ready.status).toBe(0);
      // Names only: a secret's value never reaches the log.
      for (const name of SIGNING[os]!) expect(ready.out).not.toContain(`value of ${name}`);
    },
  );

  it('Linux: nothing to sign, and the log says so', () => {
    const res = runCheck('ubuntu-latest', allSet('ubuntu-latest'));
    expect(res.status).toBe(0);
    expect(res.out).toContain('Linux installers (AppImage, deb) are not signed');
  });

  it.each(['', 'http://updates.example.org/workbench'])(
    'an update feed that is not https (%j) stops every platform',
    (url) => {
      for (const os of Object.keys(SIGNING)) {
        const res = runCheck(os, { ...allSet(os), WORKBENCH_UPDATE_URL: url });
        expect(res.status, os).toBe(1);
        expect(res.out).toContain('WORKBENCH_UPDATE_URL is not an https address');
      }
    },
  );
});
