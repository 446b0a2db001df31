/**
 * `workbench`: the participant workbench on the command line. Built with entry.ts, which loads it,
 * to out/cli/ (`npm run build:cli`); run through bin/workbench.js. Commands only: all behaviour
 * comes from the app's own core (src/core), opened on the app's data folder.
 */
import { Command, CommanderError } from 'commander';
import { exitQuietlyOnClosedPipe } from './closedPipe';
import { registerAuth } from './commands/auth';
import { registerCn } from './commands/cn';
import { registerCompetitions } from './commands/competitions';
import { registerCompletions } from './commands/completions';
import { registerIgp24 } from './commands/igp24';
import { registerLibrary } from './commands/library';
import { registerOutbox } from './commands/outbox';
import { registerRuns } from './commands/runs';
import { registerSubmissions } from './commands/submissions';
import { registerSubmit } from './commands/submit';
import { EXIT, guardTerminalOutput } from './output';
import { report, VERSION } from './run';

/**
 * `version`: whether `-V, --version` is the program's. Commander reads program options after the
 * command name too, so with a command given it is left to the command (`library show --version`).
 */
export function buildProgram({ version = true }: { version?: boolean } = {}): Command {
  const program = new Command('workbench').description(
    'Participant Workbench on the command line (shares connections, cache and outbox with the app)',
  );
  if (version) program.version(VERSION, '-V, --version');
  program
    .option('--json', 'machine-readable output')
    .option('-c, --connection <NAME>', 'use this connection for this command (default: the active one)')
    .option('--data-dir <DIR>', 'data folder (default: the app’s; or WORKBENCH_DATA_DIR)')
    .option(
      '--key-file <PATH>',
      'API key for this command’s connection from a file only you can read (chmod 600); or WORKBENCH_API_KEY_FILE (WORKBENCH_API_KEY wins over that)',
    )
    .showHelpAfterError()
    .exitOverride();
  registerAuth(program);
  registerCompetitions(program);
  registerSubmit(program);
  registerSubmissions(program);
  registerLibrary(program);
  registerRuns(program);
  registerIgp24(program);
  registerCn(program);
  registerOutbox(program);
  registerCompletions(program);
  return program;
}

export async function main(argv: string[]): Promise<void> {
  guardTerminalOutput();
  const program = buildProgram({ version: !commandGiven(argv.slice(2)) });
  try {
    await program.parseAsync(argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      // Help and version are not errors; everything else commander refuses is a usage error.
      process.exitCode = err.exitCode === 0 ? EXIT.ok : EXIT.usage;
      return;
    }
    process.exitCode = report(err, false);
  }
}

/** Global options that take a value (the value is not a command name). */
const VALUE_OPTIONS = new Set(['-c', '--connection', '--data-dir', '--key-file']);

function commandGiven(args: string[]): boolean {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (VALUE_OPTIONS.has(a)) i++;
    else if (!a.startsWith('-')) return true;
  }
  return false;
}

exitQuietlyOnClosedPipe();
await main(process.argv);
