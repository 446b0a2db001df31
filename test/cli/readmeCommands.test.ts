/**
 * The README's command list names every command, subcommand and option the built `workbench` has
 * (read from its own command tree through `workbench __complete`), so a new one cannot be left out.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cliEnv } from './helpers';

const cli = cliEnv();

/** Options every command has (README: "On every command"). */
const GLOBAL = new Set(['--json', '--connection', '--data-dir', '--key-file', '--help']);
/** `igp24 submit` shares `submit`'s option list; these do not apply to polynomials. */
const NOT_FOR_IGP24 = new Set(['--track', '--model', '--commit', '--slot']);

async function complete(words: string[]): Promise<{ subs: string[]; options: string[] }> {
  const res = await cli.run(['__complete', ...words]);
  expect(res.code).toBe(0);
  const all = res.stdout.trim().split('\n').filter(Boolean);
  return {
    subs: all.filter((w) => !w.startsWith('-')),
    options: all.filter((w) => w.startsWith('-') && !GLOBAL.has(w)),
  };
}

/**
 * The README's `workbench …` lines (from the word `workbench` on: `echo … | workbench auth login`),
 * a continuation line joined to the line above; `|` between subcommands spaced out.
 */
function commandLines(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Command line'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const lines: string[] = [];
  for (const line of block.split('\n')) {
    const at = line.indexOf('workbench ');
    if (/^\s/.test(line) && lines.length > 0) lines[lines.length - 1] += ` ${line.trim()}`;
    else if (at >= 0) lines.push(line.slice(at));
  }
  return lines.map((l) => l.replace(/\|/g, ' | '));
}

/** `name` as a whole word of a line. */
const hasWord = (line: string, name: string) => line.split(/[\s()[\]]+/).includes(name);

describe('README command list', () => {
  it('names every command and subcommand, each with every option it takes', async () => {
    const lines = commandLines();
    expect(lines.length).toBeGreaterThan(10);
    const missing: string[] = [];
    const top = await complete([]);
    for (const name of top.subs) {
      const mine = lines.filter((l) => l.startsWith(`workbench ${name} `));
      const own = await complete([name]);
      const paths = own.subs.length > 0 ? own.subs.map((s) => [name, s]) : [[name]];
      for (const path of paths) {
        const sub = path[1];
        // `igp24 check | galois …` names both.
        const where = sub === undefined ? mine : mine.filter((l) => hasWord(l, sub));
        if (where.length === 0) {
          missing.push(path.join(' '));
          continue;
        }
        for (const option of (await complete(path)).options) {
          if (path.join(' ') === 'igp24 submit' && NOT_FOR_IGP24.has(option)) continue;
          if (!where.some((l) => l.includes(option))) missing.push(`${path.join(' ')} ${option}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
