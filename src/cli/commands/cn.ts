/**
 * `cn list|show|fork`: the Contributor Network. Reads are the app's cache-first reads (offline, a
 * search is answered from the local full-text index); a fork is a library create that names its
 * source item, through the outbox like every write.
 */
import type { Command } from 'commander';
import type { CnItem } from '../../shared/api/contributorNetwork';
import { failure, settle } from '../follow';
import { EXIT, note, printFields, printJson, printTable } from '../output';
import { UsageError, withSession } from '../run';
import type { Session } from '../session';
import { dataOf } from './competitions';

interface ListOptions {
  competition?: string;
  kind?: string;
  search?: string;
  sort?: string;
  mine?: boolean;
  limit?: string;
}

/** A public code (e.g. ETA-000012) is looked up; anything else is taken as an item id. */
const PUBLIC_CODE = /^[A-Za-z0-9]+-[A-Za-z]?\d{6}$/;

async function itemOf(s: Session, ref: string): Promise<CnItem> {
  if (PUBLIC_CODE.test(ref)) {
    const found = await s.call('cn.lookup', { publicCode: ref });
    if (!found.item) throw new UsageError(`No published item has the code ${ref}.`);
    return found.item;
  }
  return dataOf(await s.read('cn.get', { id: ref }));
}

export function registerCn(program: Command): void {
  const cn = program
    .command('cn')
    .description('the Contributor Network: find, read and fork published items');
  cn.command('list')
    .option('--competition <ID>', 'only items of this competition')
    .option('--kind <KIND>', 'cheatsheet, solver-template, model-reference or lean-kernel-package')
    .option('--search <TEXT>', 'words in the title, remark or author (offline: the local index)')
    .option('--sort <ORDER>', 'newest or earliest')
    .option('--mine', 'only your own items')
    .option('--limit <N>', 'at most N items (1–100)', '50')
    .description('published items, newest first')
    .action((o: ListOptions, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        if (!/^[1-9][0-9]?$|^100$/.test(o.limit ?? '50'))
          throw new UsageError('--limit is a whole number from 1 to 100.');
        const page = dataOf(
          await s.read('cn.list', {
            ...(o.competition ? { competitionId: o.competition } : {}),
            ...(o.kind ? { kind: o.kind as never } : {}),
            ...(o.search ? { search: o.search } : {}),
            ...(o.sort ? { sort: o.sort as never } : {}),
            ...(o.mine ? { scope: 'mine' as const } : {}),
            limit: Number(o.limit ?? '50'),
          }),
        );
        if (g.json) return printJson(page);
        if (page.fromCache) note('(offline: answered from the items this workbench has seen)');
        printTable(
          ['code', 'kind', 'title', 'author', 'favorites', 'published'],
          page.items.map((i) => [
            i.publicCode,
            i.kind,
            i.title,
            i.author.displayName ?? i.author.platformId,
            i.favoriteCount,
            i.publishedAt,
          ]),
        );
      }),
    );
  cn.command('show')
    .argument('<code>', 'public code (e.g. ETA-000012) or item id')
    .description('one item with its text')
    .action((ref: string, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const item = await itemOf(s, ref);
        if (g.json) return printJson(item);
        printFields([
          ['code', item.publicCode],
          ['id', item.id],
          ['competition', item.competitionId],
          ['kind', item.kind],
          ['title', item.title],
          ['author', item.author.displayName ?? item.author.platformId],
          ['remark', item.remark],
          ['favorites', item.favoriteCount],
          ['forked from', item.parent?.publicCode ?? item.parent?.id],
          ['published', item.publishedAt],
        ]);
        const body = item.content ?? item.solverCode;
        if (body !== undefined) process.stdout.write(`\n${body.endsWith('\n') ? body : `${body}\n`}`);
      }),
    );
  cn.command('fork')
    .argument('<code>', 'public code or item id of a cheatsheet or solver template')
    .option('--title <TITLE>', 'title of your copy (default: the item’s)')
    .description('copy an item into your library, linked to it as its source')
    .action((ref: string, o: { title?: string }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const item = await itemOf(s, ref);
        const title = o.title ?? item.title;
        const input =
          item.kind === 'cheatsheet' && item.content !== undefined
            ? {
                kind: 'cheatsheet' as const,
                title,
                content: item.content,
                sourceContributorNetworkItemId: item.id,
              }
            : item.kind === 'solver-template' && item.solverCode !== undefined
              ? {
                  kind: 'solver-template' as const,
                  title,
                  solverCode: item.solverCode,
                  ...(item.track ? { track: item.track } : {}),
                  sourceContributorNetworkItemId: item.id,
                }
              : null;
        if (!input) throw new UsageError(`A ${item.kind} cannot be forked into the library.`);
        const queued = await s.call('library.create', input);
        const settled = await settle(s, queued.id, 0);
        if (settled.kind === 'failed') throw failure(settled.entry);
        if (settled.kind === 'waiting') {
          note(`The fork waits in the outbox (entry ${queued.id}) and is sent when the platform answers.`);
          if (g.json) printJson({ outboxId: queued.id, status: 'waiting' });
          return EXIT.offline;
        }
        const created = settled.entry.result as { id: string; title: string };
        if (g.json) return printJson({ outboxId: queued.id, item: created, source: item.id });
        process.stdout.write(
          `Forked ${item.publicCode ?? item.id} into your library as ${created.id} (“${created.title}”).\n`,
        );
      }),
    );
}
