/**
 * `completions bash|zsh|fish`: a small script for the shell that asks `workbench __complete`
 * for the words that fit; those come from the command tree itself, so they never go stale.
 */
import type { Command } from 'commander';
import { UsageError } from '../run';

const SCRIPTS: Record<string, string> = {
  bash: `# workbench completion for bash: eval "$(workbench completions bash)"
_workbench() {
  local cur="\${COMP_WORDS[COMP_CWORD]}"
  local words=$(workbench __complete "\${COMP_WORDS[@]:1:COMP_CWORD-1}" 2>/dev/null)
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F _workbench workbench
`,
  zsh: `#compdef workbench
# workbench completion for zsh: eval "$(workbench completions zsh)"
_workbench() {
  local -a candidates
  candidates=(\${(f)"$(workbench __complete \${words[2,CURRENT-1]} 2>/dev/null)"})
  if (( \${#candidates} )); then compadd -a candidates; else _files; fi
}
compdef _workbench workbench
`,
  fish: `# workbench completion for fish: workbench completions fish | source
complete -c workbench -a '(workbench __complete (commandline -opc)[2..-1] 2>/dev/null)'
`,
};

/** Subcommands and options that may follow `words` (already typed, options skipped). */
export function candidates(program: Command, words: string[]): string[] {
  let cmd = program;
  for (const w of words) {
    if (w.startsWith('-')) continue;
    const next = cmd.commands.find((c) => c.name() === w || c.aliases().includes(w));
    if (next) cmd = next;
  }
  const subs = cmd.commands.filter((c) => !c.name().startsWith('__')).map((c) => c.name());
  const opts = [...cmd.options, ...program.options].map((o) => o.long).filter((x): x is string => !!x);
  return [...subs, ...opts, '--help'];
}

export function registerCompletions(program: Command): void {
  program
    .command('completions')
    .argument('<shell>', 'bash | zsh | fish')
    .description('print a shell completion script')
    .action((shell: string) => {
      const script = SCRIPTS[shell];
      if (!script) throw new UsageError('SHELL is bash, zsh or fish.');
      process.stdout.write(script);
    });
  program
    .command('__complete', { hidden: true })
    .argument('[words...]')
    .action((words: string[]) => {
      process.stdout.write(`${candidates(program, words).join('\n')}\n`);
    });
  // Every command that runs something, as JSON: the tests run each one (test/cli/everyCommandExits).
  program.command('__commands', { hidden: true }).action(() => {
    process.stdout.write(`${JSON.stringify(leafCommands(program), null, 2)}\n`);
  });
}

export interface LeafCommand {
  /** The words that name it: `["library", "list"]`. */
  path: string[];
  arguments: { name: string; required: boolean; variadic: boolean }[];
  /** Its own options (not the program's): long name, whether it takes a value, whether it must be given. */
  options: { long: string; value: boolean; mandatory: boolean }[];
}

/** The commands of the tree that have an action (no subcommands), hidden ones included. */
export function leafCommands(program: Command): LeafCommand[] {
  const out: LeafCommand[] = [];
  const walk = (cmd: Command, path: string[]) => {
    if (cmd.commands.length === 0) {
      out.push({
        path,
        arguments: cmd.registeredArguments.map((a) => ({
          name: a.name(),
          required: a.required,
          variadic: a.variadic,
        })),
        options: cmd.options
          .filter((o) => o.long !== undefined)
          .map((o) => ({ long: o.long!, value: o.required || o.optional, mandatory: o.mandatory })),
      });
      return;
    }
    for (const sub of cmd.commands) walk(sub, [...path, sub.name()]);
  };
  walk(program, []);
  return out;
}
