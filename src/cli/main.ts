/**
 * `workbench`: the participant workbench on the command line. Built with entry.ts, which loads it,
 * to out/cli/ (`npm run build:cli`); run through bin/workbench.js. Commands only: all behaviour
 * comes from the app's own core (src/core), opened on the app's data folder.
 */
import { CommanderError } from 'commander';
import { exitQuietlyOnClosedPipe } from './closedPipe';
import { commandNamed, expandFor } from './commands/expand';
import { EXIT, guardTerminalOutput } from './output';
import { buildProgram } from './program';
import { report } from './run';

export async function main(argv: string[]): Promise<void> {
  guardTerminalOutput();
  const named = commandNamed(argv.slice(2));
  const program = buildProgram({ version: named === undefined, expand: expandFor(named) });
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

exitQuietlyOnClosedPipe();
await main(process.argv);
