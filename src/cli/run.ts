/**
 * The frame every command runs in: global options, one core session, errors turned into the app's
 * words and an exit code.
 */
import type { Command } from 'commander';
import { defaultDataDir } from '../core/dataDir';
import { CallError, UsageError } from './callError';
import { readExternalKey } from './keySource';
import { type LazySession, lazySession } from './lazySession';
import { EXIT, errorLines, exitCodeFor, note, printJson } from './output';
import type { Session } from './session';

export interface GlobalOptions {
  json: boolean;
  connection?: string;
  dataDir?: string;
  keyFile?: string;
}

export { UsageError };

/** A command's outcome that is not success but not an error either (e.g. a rejected submission). */
export class ExitWith extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

export function globals(cmd: Command): GlobalOptions {
  const o = cmd.optsWithGlobals() as {
    json?: boolean;
    connection?: string;
    dataDir?: string;
    keyFile?: string;
  };
  return { json: o.json === true, connection: o.connection, dataDir: o.dataDir, keyFile: o.keyFile };
}

/** Set by scripts/build-cli.mjs from package.json. */
declare const __WORKBENCH_VERSION__: string | undefined;
export const VERSION = typeof __WORKBENCH_VERSION__ === 'string' ? __WORKBENCH_VERSION__ : '0.0.0-dev';

export interface SessionChoices {
  /**
   * Whether WORKBENCH_API_KEY or a key file serves the command's connection (default true).
   * `auth login` takes the key it saves from the variable itself instead.
   */
  externalKey?: boolean;
}

/** Runs `work` with an open session; a number it answers is the exit code (else 0). */
export async function withSession(
  cmd: Command,
  work: (session: Session, g: GlobalOptions) => Promise<unknown>,
  choices: SessionChoices = {},
): Promise<void> {
  const g = globals(cmd);
  let session: LazySession | null = null;
  let code: number = EXIT.ok;
  try {
    const externalKey = choices.externalKey === false ? null : readExternalKey(process.env, g.keyFile);
    // Opened when the command first needs it: `--version`, `--help` and `igp24 check` never open
    // the core, and a read of a fresh cached copy is answered from the store alone.
    session = lazySession({
      dataDir: g.dataDir ?? defaultDataDir(),
      version: VERSION,
      connection: g.connection,
      externalKey,
      onOpen: (s) => {
        if (s.externalKeyIgnored && !g.json)
          note(
            'The built-in Sandbox keeps its own key: the key from WORKBENCH_API_KEY or the key file is not used for it. Add your platform with `workbench auth login --url URL`, or pick it with --connection NAME.',
          );
      },
    });
    const result = await work(session, g);
    code = typeof result === 'number' ? result : EXIT.ok;
  } catch (err) {
    code = report(err, g.json, cmd);
  } finally {
    await session?.close().catch(() => undefined);
  }
  process.exitCode = code;
}

/** `cmd`: the command that failed, whose arguments name the input fields a refusal points at. */
export function report(err: unknown, json: boolean, cmd?: Command): number {
  if (err instanceof ExitWith) return err.code;
  if (err instanceof UsageError) {
    process.stderr.write(`Error: ${err.message}\n`);
    return EXIT.usage;
  }
  if (err instanceof CallError) {
    if (json) printJson({ error: err.info });
    const nameOf = cmd ? fieldNames(cmd) : undefined;
    process.stderr.write(`${[errorLines(err.info, new Date(), nameOf), ...err.more].join('\n')}\n`);
    return exitCodeFor(err.info);
  }
  process.stderr.write(`Error: ${err instanceof Error ? err.message : String(err)}\n`);
  return EXIT.failed;
}

/**
 * The command's own name for a field of the input it sent (`/kind` → `--kind`, `/competitionId`
 * → `--competition`, an argument `<kind>` → `KIND`), or null when it has none.
 */
export function fieldNames(cmd: Command): (path: string) => string | null {
  return (path) => {
    const field = path.split('/').filter(Boolean).at(-1);
    if (!field) return null;
    for (const stem of new Set([field, field.replace(/Id$/, '')])) {
      const option = cmd.options.find((o) => o.attributeName() === stem);
      if (option) return option.long ?? option.short ?? null;
      const argument = cmd.registeredArguments.find((a) => a.name() === stem);
      if (argument) return argument.name().toUpperCase();
    }
    return null;
  };
}
