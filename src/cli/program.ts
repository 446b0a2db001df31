/**
 * The `workbench` command tree (commander): global options and every command group. main.ts
 * builds it for the command line at hand; tests build it to compare pages.
 */
import { Command } from 'commander';
import { registerAuth } from './commands/auth';
import { registerCn } from './commands/cn';
import { registerCompetitions } from './commands/competitions';
import { registerCompletions } from './commands/completions';
import type { Expand } from './commands/expand';
import { registerIgp24 } from './commands/igp24';
import { registerLibrary } from './commands/library';
import { registerOutbox } from './commands/outbox';
import { registerRuns } from './commands/runs';
import { registerSubmissions } from './commands/submissions';
import { registerSubmit } from './commands/submit';
import { VERSION } from './run';

/**
 * `version`: whether `-V, --version` is the program's. Commander reads program options after the
 * command name too, so with a command given it is left to the command (`library show --version`).
 */
export function buildProgram({
  version = true,
  expand = () => true,
}: {
  version?: boolean;
  expand?: Expand;
} = {}): Command {
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
  registerAuth(program, expand);
  registerCompetitions(program, expand);
  registerSubmit(program);
  registerSubmissions(program, expand);
  registerLibrary(program, expand);
  registerRuns(program, expand);
  registerIgp24(program, expand);
  registerCn(program, expand);
  registerOutbox(program, expand);
  registerCompletions(program);
  return program;
}
