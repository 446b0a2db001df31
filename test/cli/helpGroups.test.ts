/**
 * The program's help builds only the command groups' names (their subcommands cost start-up time
 * it does not show), and a command builds only its own group: the pages must read exactly as
 * with every group built, and the list of groups must match the command tree.
 */
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { commandNamed, expandFor, GROUPS } from '../../src/cli/commands/expand';
import { buildProgram } from '../../src/cli/program';
import { cliEnv } from './helpers';

const cli = cliEnv();

describe('command groups built on demand', () => {
  it('the groups are exactly the commands with subcommands', async () => {
    const res = await cli.run(['__commands']);
    expect(res.code).toBe(0);
    const paths = (JSON.parse(res.stdout) as { path: string[] }[]).map((c) => c.path);
    const withSubcommands = new Set(paths.filter((p) => p.length > 1).map((p) => p[0]!));
    expect([...withSubcommands].sort()).toEqual([...GROUPS].sort());
  });

  it('the program’s help with no group built reads exactly as with every group built', () => {
    const shallow = buildProgram({ expand: () => false }).helpInformation();
    expect(shallow).toContain('Playground runs');
    expect(shallow).toBe(buildProgram().helpInformation());
  });

  it('`--help` into a pipe prints the page the build wrote, which is commander’s own', async () => {
    const piped = await cli.run(['--help']);
    expect(piped.code).toBe(0);
    expect(piped.stdout).toBe(buildProgram().helpInformation());
    // Not the shortcut: commander builds the page (a global option comes first).
    const built = await cli.run(['--json', '--help']);
    expect(built.stdout).toBe(piped.stdout);
  });

  it('a group’s help reads the same when only that group is built', () => {
    for (const group of GROUPS) {
      const only = buildProgram({ version: false, expand: expandFor(group) });
      const full = buildProgram({ version: false });
      const help = (p: Command) => p.commands.find((c) => c.name() === group)!.helpInformation();
      expect(help(only), group).toBe(help(full));
    }
  });

  it('a group named on the line is built, and its help lists its subcommands', async () => {
    const res = await cli.run(['--json', 'runs', '--help']);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^\s+list\b/m);
    expect(res.stdout).toMatch(/^\s+cancel\b/m);
  });

  it('finds the command after options with values, and the group `help` names', () => {
    expect(commandNamed(['--data-dir', 'runs', 'cn', 'list'])).toBe('cn');
    expect(commandNamed(['-c', 'x', '--json', 'help', 'library'])).toBe('library');
    expect(commandNamed(['--help'])).toBeUndefined();
    expect(expandFor(undefined)('runs')).toBe(false);
    expect(expandFor('runs')('runs')).toBe(true);
    expect(expandFor('runs')('cn')).toBe(false);
    // Not a group: every group is built, so commander's suggestions know every command.
    expect(expandFor('runz')('runs')).toBe(true);
  });
});
