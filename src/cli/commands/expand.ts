/**
 * Whether a command group's subcommands are built in this process. Building all of them costs
 * a few milliseconds of every command's start, so `workbench --help` builds only the groups'
 * names and descriptions (all its page shows), and `workbench runs …` only the `runs` group's.
 */
export type Expand = (group: string) => boolean;

/** Global options that take a value (the value is not a command name). */
const VALUE_OPTIONS = new Set(['-c', '--connection', '--data-dir', '--key-file']);

/** The command groups: commands whose work is done by subcommands (`runs list`, `cn show`…). */
export const GROUPS = new Set([
  'auth',
  'competitions',
  'submissions',
  'library',
  'runs',
  'igp24',
  'cn',
  'outbox',
]);

/** The command named on the line (`help X` names X), or undefined when none is. */
export function commandNamed(args: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (VALUE_OPTIONS.has(a)) i++;
    else if (!a.startsWith('-')) return a === 'help' ? (args[i + 1] ?? a) : a;
  }
  return undefined;
}

/**
 * Which groups to build in full: none for the program's own help (it shows only their names),
 * the named one for a command; every one for `completions` (its script lists them all) and for a
 * name that is no group (commander's answer may suggest any command).
 */
export function expandFor(named: string | undefined): Expand {
  if (named === undefined) return () => false;
  if (!GROUPS.has(named)) return () => true;
  return (group) => group === named;
}
