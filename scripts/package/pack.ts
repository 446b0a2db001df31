/**
 * Packs the Linux `--dir` target (linux-unpacked) with the project's own electron-builder and
 * `build` configuration, changed only where this machine cannot follow it: Electron comes from the
 * stand-in folder, the fuses (which patch the real binary) are left out and reported as skipped,
 * and the output goes to a temporary folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, lstatSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createStandInElectron } from './standInElectron';

export interface PackResult {
  /** .../linux-unpacked/resources */
  resourcesDir: string;
  appOutDir: string;
  skippedFuses: string[];
  /** Why the project was copied first, or null when packed in place. */
  staged: string | null;
  seconds: number;
}

/** Top-level entries never copied into a staging folder. */
const NOT_STAGED = new Set(['node_modules', '.git', 'dist', 'test-artifacts']);

/**
 * A git worktree here has node_modules as a symlink to the main checkout's. npm cannot list such a
 * tree (every package reads as "extraneous"), and electron-builder then drops every transitive
 * dependency. Packing from a copy whose node_modules is a real folder (hard links: no bytes copied)
 * gives the layout a fresh `npm ci` gives, which is what CI and releases pack.
 */
function stageIfLinked(projectDir: string, workDir: string): { dir: string; why: string | null } {
  const nm = join(projectDir, 'node_modules');
  if (!lstatSync(nm).isSymbolicLink()) return { dir: projectDir, why: null };
  const stage = join(workDir, 'project');
  for (const entry of readdirSync(projectDir))
    if (!NOT_STAGED.has(entry)) cpSync(join(projectDir, entry), join(stage, entry), { recursive: true });
  const real = realpathSync(nm);
  const linked =
    spawnSync('cp', ['-al', real, join(stage, 'node_modules')], { stdio: 'ignore' }).status === 0;
  if (!linked) cpSync(real, join(stage, 'node_modules'), { recursive: true });
  return {
    dir: stage,
    why: `node_modules is a symlink (${real}); npm cannot list a linked tree, so the project was packed from a copy with a real node_modules`,
  };
}

export async function packLinuxDir(
  projectDir: string,
  workDir: string,
  log: (line: string) => void,
): Promise<PackResult> {
  const started = Date.now();
  const manifest = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8'));
  const electronVersion = JSON.parse(
    readFileSync(join(projectDir, 'node_modules', 'electron', 'package.json'), 'utf8'),
  ).version as string;
  const electronDist = createStandInElectron(join(workDir, 'electron-dist'), projectDir, electronVersion);
  const { dir, why } = stageIfLinked(projectDir, workDir);
  const build = { ...manifest.build };
  const skippedFuses = Object.keys(build.electronFuses ?? {});
  delete build.electronFuses;
  const output = join(workDir, 'dist');
  const config = {
    ...build,
    electronDist,
    directories: { ...build.directories, output },
    linux: { ...build.linux, target: ['dir'] },
  };
  const configPath = join(workDir, 'electron-builder.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const cli = join(projectDir, 'node_modules', 'electron-builder', 'cli.js');
  const env = {
    ...process.env,
    // The update feed URL is set at release time; app-update.yml only needs a value here.
    WORKBENCH_UPDATE_URL: process.env.WORKBENCH_UPDATE_URL || 'https://updates.invalid/participant-workbench',
    ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
  };
  const lines: string[] = [];
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cli, '--linux', 'dir', '--x64', '--config', configPath, '--projectDir', dir, '--publish', 'never'],
      { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(line);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (c) => resolve(c ?? 1));
  });
  for (const line of lines) log(line);
  if (code !== 0)
    throw new Error(`electron-builder exited with code ${code}: ${lines.slice(-5).join(' | ')}`);
  const appOutDir = join(output, 'linux-unpacked');
  return {
    resourcesDir: join(appOutDir, 'resources'),
    appOutDir,
    skippedFuses,
    staged: why,
    seconds: (Date.now() - started) / 1000,
  };
}
