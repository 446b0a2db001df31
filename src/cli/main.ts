/**
 * `workbench`: the participant workbench on the command line. Built to out/cli/workbench.js
 * (`npm run build:cli`); run through bin/workbench.js. Commands only: all behaviour comes from
 * the app's own core (src/main/core), opened on the app's data folder.
 */
import { Command, CommanderError } from 'commander';
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

export function buildProgram(): Command {
  const program = new Command('workbench')
    .description(
      'Participant Workbench on the command line (shares connections, cache and outbox with the app)',
    )
    .version(VERSION, '-V, --version')
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
  const program = buildProgram();
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

// `workbench … | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});
await main(process.argv);
