/** `competitions list|show|me` and `leaderboard`. */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { collect, paginate } from '../../core/api/pagination';
import type { Page } from '../../shared/api';
import type { Cached } from '../../shared/contracts/cached';
import { describeBlockedReason } from '../../shared/errorText';
import { flatTable } from '../../shared/flatRows';
import { CallError } from '../callError';
import { type Cell, errorSummary, note, printFields, printJson, printTable } from '../output';
import { withSession } from '../run';
import type { Expand } from './expand';

/** The cached copy's data, or its error; says on stderr when the copy is an offline one. */
export function dataOf<T>(res: Cached<T>): T {
  if (res.data === null) throw new CallError(res.error!);
  if (res.stale)
    note(`(offline copy from ${res.fetchedAt}${res.error ? `: ${errorSummary(res.error)}` : ''})`);
  return res.data;
}

export function registerCompetitions(program: Command, expand: Expand = () => true): void {
  const competitions = program.command('competitions').description('competitions you can see');
  if (expand('competitions')) competitionCommands(competitions);

  program
    .command('leaderboard')
    .argument('<id>', 'competition id')
    .option('--csv [FILE]', 'every row as CSV, to FILE or stdout')
    .option('--all', 'every page, not only the first')
    .description('the competition leaderboard')
    .action((id: string, o: { csv?: string | boolean; all?: boolean }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        if (o.csv) {
          const out = await s.call('leaderboard.exportCsv', { table: 'leaderboard', competitionId: id });
          if (typeof o.csv === 'string') {
            writeFileSync(o.csv, out.csv);
            note(`${out.rows} rows written to ${o.csv}`);
          } else process.stdout.write(out.csv);
          return;
        }
        // Every page: the largest the spec allows (100); the first page alone: the platform's default.
        const limit = o.all ? 100 : undefined;
        const read = async (cursor: string | null): Promise<Page<Record<string, unknown>>> =>
          dataOf(await s.read('leaderboard.page', { competitionId: id, cursor, limit }));
        // Rows have no ID of their own: a row repeated whole across pages is shown once.
        const first = o.all ? null : await read(null);
        const rows = first ? first.items : await collect(paginate(read, (r) => JSON.stringify(r)));
        if (g.json) return printJson(rows);
        // Nested fields become dotted columns (team.number, team.label), as in the app and the CSV.
        const table = flatTable(rows);
        printTable(
          table.columns,
          table.rows.map((r) => table.columns.map((k) => r[k])),
        );
        // The first page only: say that more exist. The leaderboard read has no total (spec 4.1
        // shows no response fields), so how many is not known without reading every page.
        if (first?.nextCursor)
          note(
            `More rows exist beyond these ${rows.length}; the platform does not say how many. Every row: workbench leaderboard ${id} --all (or --csv).`,
          );
      }),
    );
}

/** `competitions list|show|me`. */
function competitionCommands(competitions: Command): void {
  competitions
    .command('list')
    .description('list competitions')
    .action((_o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const list = dataOf(await s.read('competitions.list', {}));
        if (g.json) return printJson(list);
        printTable(
          ['id', 'title', 'kind', 'status'],
          list.map((c) => [c.id, c.title, c.submissionKind, c.status]),
        );
      }),
    );
  competitions
    .command('show')
    .argument('<id>', 'competition id')
    .description('show one competition and its submission rules')
    .action((id: string, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const c = dataOf(await s.read('competitions.get', { competitionId: id }));
        if (g.json) return printJson(c);
        const spec = c.submissionSpec;
        printFields([
          ['id', c.id],
          ['title', c.title],
          ['status', c.status],
          ['kind', spec.kind],
          ['opens', spec.window.opensAt],
          ['closes', spec.window.closesAt],
          ['submitters', spec.permission.teamRole === 'owner' ? 'team owner' : 'any active member'],
          ['max bytes', spec.limits.maxBytes],
          ['max polynomials', spec.limits.maxPolynomials],
          ['tracks', spec.catalog?.tracks?.map((t) => t.id).join(', ')],
          ['models', spec.catalog?.models?.map((m) => m.id).join(', ')],
          ['leaderboard', c.leaderboardPublished ? 'published' : 'not published'],
        ]);
        if (c.description) process.stdout.write(`\n${c.description}\n`);
      }),
    );
  competitions
    .command('me')
    .argument('<id>', 'competition id')
    .description('your participation: whether you can submit, and why not')
    .action((id: string, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const p = dataOf(await s.read('competitions.participation', { competitionId: id }));
        if (g.json) return printJson(p);
        const blocked = p.submitBlockedReason ? describeBlockedReason(p.submitBlockedReason) : null;
        const fields: [string, Cell][] = [['can submit', p.canSubmit ? 'yes' : 'no']];
        if (blocked) fields.push(['why not', blocked.title], ['what to do', blocked.action]);
        for (const [k, v] of Object.entries(p)) {
          if (k === 'canSubmit' || k === 'submitBlockedReason') continue;
          fields.push([k, typeof v === 'object' && v !== null ? JSON.stringify(v) : (v as Cell)]);
        }
        printFields(fields);
      }),
    );
}
