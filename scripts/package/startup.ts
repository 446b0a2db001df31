/**
 * Runs the main process's start-up once from the packed app: app.asar extracted (with
 * app.asar.unpacked merged in, as @electron/asar's extractAll does) into a temporary folder, then
 * plain Node runs out/main/index.js there with `electron` replaced by the stand-in
 * (standIn/electron.mjs). A module the package lacks fails here as Node's "Cannot find module".
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import asar from '@electron/asar';
import { type Finding, failure, note } from './findings';

const HOOKS = fileURLToPath(new URL('./standIn/hooks.mjs', import.meta.url));
const TIMEOUT_MS = 90_000;

export interface StartupResult {
  findings: Finding[];
  reachedWindow: boolean;
  seconds: number;
}

export async function runStartup(
  asarPath: string,
  workDir: string,
  mainEntry: string,
): Promise<StartupResult> {
  const started = Date.now();
  const appRoot = join(workDir, 'app');
  asar.extractAll(asarPath, appRoot);
  const home = join(workDir, 'home');
  const userData = join(home, 'user-data');
  mkdirSync(userData, { recursive: true });
  // Only what the process needs: no NODE_PATH or NODE_OPTIONS that could reach the checkout, and
  // a HOME of its own (Node's CommonJS also looks in ~/.node_modules).
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    WB_STANDIN_APP_ROOT: appRoot,
    WB_STANDIN_USER_DATA: userData,
  };
  if (process.env.DBUS_SESSION_BUS_ADDRESS)
    env.DBUS_SESSION_BUS_ADDRESS = process.env.DBUS_SESSION_BUS_ADDRESS;
  const out: string[] = [];
  const err: string[] = [];
  const code = await new Promise<number | string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', HOOKS, join(appRoot, mainEntry)], {
      cwd: appRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.stdout.on('data', (c: Buffer) => out.push(c.toString()));
    child.stderr.on('data', (c: Buffer) => err.push(c.toString()));
    child.on('error', reject);
    child.on('close', (c, signal) => {
      clearTimeout(timer);
      resolve(signal ?? c ?? 1);
    });
  });
  return { ...interpret(out.join(''), err.join(''), code), seconds: (Date.now() - started) / 1000 };
}

/** The stand-in's `[stand-in] …` lines and Node's errors, in words. */
export function interpret(
  stdout: string,
  stderr: string,
  code: number | string,
): Omit<StartupResult, 'seconds'> {
  const findings: Finding[] = [];
  const events = stdout
    .split('\n')
    .filter((l) => l.startsWith('[stand-in] '))
    .map((l) => {
      const rest = l.slice('[stand-in] '.length);
      const space = rest.indexOf(' ');
      return {
        what: rest.slice(0, space),
        detail: JSON.parse(rest.slice(space + 1)) as Record<string, unknown>,
      };
    });
  const window = events.find((e) => e.what === 'window');
  const notFound = /Cannot find (?:module|package) '([^']+)'[^\n]*/.exec(stderr);
  if (notFound)
    findings.push(
      failure(
        'start-up',
        `the packed main process stopped: ${notFound[0].trim()} — the package lacks a module the app loads`,
      ),
    );
  for (const e of events.filter((e) => e.what === 'error-box'))
    findings.push(failure('start-up', `the app showed "${e.detail.title}": ${e.detail.content}`));
  if (window && window.detail.preloadExists !== true)
    findings.push(
      failure('start-up', `the window's preload ${String(window.detail.preload)} is not in the package`),
    );
  if (!window && !notFound)
    findings.push(
      failure(
        'start-up',
        `the packed main process never created its window (exit ${code})${stderr.trim() ? `: ${stderr.trim().split('\n').slice(-3).join(' | ')}` : ''}`,
      ),
    );
  if (window && code !== 0)
    findings.push(
      failure(
        'start-up',
        `the packed main process reached its window but did not quit cleanly (exit ${code})`,
      ),
    );
  if (window && findings.length === 0)
    findings.push(
      note('start-up', 'out/main/index.js started from the packed app, created its window and quit cleanly'),
    );
  return { findings, reachedWindow: window !== undefined };
}
