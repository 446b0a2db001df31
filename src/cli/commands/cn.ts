/**
 * `cn list|show|fork|publish|download`: the Contributor Network. Reads are the app's cache-first
 * reads (offline, a search is answered from the local full-text index); a fork is a library create
 * that names its source item, and a publish goes through the outbox like every write; a package
 * download is kept only when its SHA-256 matches the item's.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { safeFilename } from '../../core/contributorNetwork/fileName';
import type { CnItem, PublishSource } from '../../shared/api/contributorNetwork';
import { normalizePublicCode } from '../../shared/publicCode';
import { failure, resultOf, settle } from '../follow';
import { EXIT, note, printFields, printJson, printTable } from '../output';
import { UsageError, withSession } from '../run';
import type { Session } from '../session';
import { dataOf } from './competitions';
import type { Expand } from './expand';

interface ListOptions {
  competition?: string;
  kind?: string;
  search?: string;
  sort?: string;
  mine?: boolean;
  limit?: string;
}

/**
 * Text shaped like a public code (spec 2.7: `ETA-000012`, `EQT1-100000`, `ETB-M402913`; any prefix)
 * is looked up on the platform, which decides; anything else is taken as an item id.
 */
async function itemOf(s: Session, ref: string): Promise<CnItem> {
  const code = normalizePublicCode(ref);
  if (code !== null) {
    const found = await s.call('cn.lookup', { publicCode: code });
    if (!found.item) throw new UsageError(`No published item has the code ${code}.`);
    return found.item;
  }
  return dataOf(await s.read('cn.get', { id: ref }));
}

export function registerCn(program: Command, expand: Expand = () => true): void {
  const cn = program
    .command('cn')
    .description('the Contributor Network: find, read and fork published items');
  if (!expand('cn')) return;
  cn.command('list')
    .option('--competition <ID>', 'only items of this competition')
    .option('--kind <KIND>', 'cheatsheet, solver-template or model-reference (packages: cn packages)')
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
            codeOrId(i),
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
        const created = resultOf(settled.entry, 'library.create');
        if (g.json) return printJson({ outboxId: queued.id, item: created, source: item.id });
        process.stdout.write(
          `Forked ${item.publicCode ?? item.id} into your library as ${created.id} (“${created.title}”).\n`,
        );
      }),
    );
  registerPackages(cn);
  registerPublish(cn);
  registerDownload(cn);
}

function registerPackages(cn: Command): void {
  cn.command('packages')
    .option('--problem <ID>', 'only packages for this problem')
    .option('--search <TEXT>', 'words in the title, remark or author')
    .option('--limit <N>', 'at most N packages (1–100)', '50')
    .description('Lean kernel packages, newest first')
    .action((o: { problem?: string; search?: string; limit?: string }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        if (!/^[1-9][0-9]?$|^100$/.test(o.limit ?? '50'))
          throw new UsageError('--limit is a whole number from 1 to 100.');
        const page = dataOf(
          await s.read('cn.packages.list', {
            ...(o.problem ? { problemId: o.problem } : {}),
            ...(o.search ? { search: o.search } : {}),
            limit: Number(o.limit ?? '50'),
          }),
        );
        if (g.json) return printJson(page);
        printTable(
          ['code', 'title', 'author', 'published'],
          page.items.map((i) => [
            codeOrId(i),
            i.title,
            i.author.displayName ?? i.author.platformId,
            i.publishedAt,
          ]),
        );
      }),
    );
}

/**
 * What to type to open an item: its public code, or its ID where a broad listing leaves the code
 * out (spec 4.4 allows it); `cn show` and `cn download` take either.
 */
function codeOrId(i: { publicCode: string | null; id: string }): string {
  return i.publicCode ?? i.id;
}

interface PublishOptions {
  competition: string;
  kind: 'cheatsheet' | 'solver-template' | 'model-reference';
  cheatsheet?: string;
  solverTemplate?: string;
  submission?: string;
  file?: string;
  title?: string;
  modelName?: string;
  commit?: string;
  parent?: string;
  remark?: string;
  track?: string;
  model?: string;
}

/** The one source the options name (spec 4.4 publishes from exactly one). */
function sourceOf(o: PublishOptions): PublishSource {
  const sources: PublishSource[] = [];
  if (o.cheatsheet) sources.push({ from: 'cheatsheet', cheatsheetId: o.cheatsheet });
  if (o.solverTemplate) sources.push({ from: 'solver-template', solverTemplateId: o.solverTemplate });
  if (o.submission) sources.push({ from: 'submission', submissionId: o.submission });
  if (o.file) {
    if (!o.title) throw new UsageError('--file needs --title: a published text has a title.');
    let text: string;
    try {
      text = readFileSync(o.file, 'utf8');
    } catch {
      throw new UsageError(`Cannot read ${o.file}.`);
    }
    sources.push(
      o.kind === 'solver-template'
        ? { from: 'inline', title: o.title, solverCode: text }
        : { from: 'inline', title: o.title, content: text },
    );
  }
  if (o.modelName || o.commit) {
    if (!o.modelName || !o.commit) throw new UsageError('A model reference needs --model-name and --commit.');
    sources.push({ from: 'model-reference', modelName: o.modelName, commitHash: o.commit });
  }
  if (sources.length !== 1)
    throw new UsageError(
      'Name one source: --cheatsheet ID, --solver-template ID, --submission ID, --file FILE --title T, or --model-name N --commit H.',
    );
  return sources[0]!;
}

function registerPublish(cn: Command): void {
  cn.command('publish')
    .requiredOption('--competition <ID>', 'the competition the item belongs to')
    .requiredOption('--kind <KIND>', 'cheatsheet, solver-template or model-reference')
    .option('--cheatsheet <ID>', 'publish this library cheatsheet (it stays read-only while published)')
    .option('--solver-template <ID>', 'publish this library solver template (read-only while published)')
    .option('--submission <ID>', 'publish one of your submissions')
    .option('--file <FILE>', 'publish this text (with --title)')
    .option('--title <TITLE>', 'title of a text published with --file')
    .option('--model-name <NAME>', 'model repository of a model reference (with --commit)')
    .option('--commit <HASH>', 'commit of a model reference (40 hexadecimal characters)')
    .option('--parent <CODE>', 'public code or id of the item this one was forked from')
    .option('--remark <TEXT>', 'a short remark (up to 500 characters)')
    .option('--track <TRACK>', 'track of a solver template')
    .option('--model <ID>', 'model of a solver template')
    .description('publish your work as a Contributor Network item, through the outbox')
    .action((o: PublishOptions, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const source = sourceOf(o);
        const parent = o.parent ? (await itemOf(s, o.parent)).id : undefined;
        const queued = await s.call('cn.publish', {
          competitionId: o.competition,
          kind: o.kind,
          source,
          ...(parent ? { parentContributorNetworkItemId: parent } : {}),
          ...(o.remark !== undefined ? { remark: o.remark } : {}),
          ...(o.track ? { track: o.track } : {}),
          ...(o.model ? { modelId: o.model } : {}),
        });
        const settled = await settle(s, queued.id, 0);
        if (settled.kind === 'failed') throw failure(settled.entry);
        if (settled.kind === 'waiting') {
          note(`The publish waits in the outbox (entry ${queued.id}) and is sent when the platform answers.`);
          if (g.json) printJson({ outboxId: queued.id, status: 'waiting' });
          return EXIT.offline;
        }
        const item = resultOf(settled.entry, 'cn.publish');
        if (g.json) return printJson({ outboxId: queued.id, item });
        process.stdout.write(`Published ${item.publicCode ?? item.id} (“${item.title}”).\n`);
      }),
    );
}

function registerDownload(cn: Command): void {
  cn.command('download')
    .argument('<code>', 'public code or item id of a Lean kernel package')
    .option('-o, --output <FILE>', 'where to keep it (default: the package’s file name, made safe, here)')
    .option('--force', 'replace the file if it exists')
    .description('download a Lean kernel package; kept only when its SHA-256 matches the item’s')
    .action((ref: string, o: { output?: string; force?: boolean }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const item = await itemOf(s, ref);
        if (item.kind !== 'lean-kernel-package')
          throw new UsageError(`${item.publicCode ?? item.id} is a ${item.kind}, not a Lean kernel package.`);
        // The author's file name, reduced by the core's rule: never hidden, never a device, never elsewhere.
        const path = o.output ?? safeFilename(item.packageFilename, `${item.publicCode ?? item.id}.tar.gz`);
        if (!o.force && existsSync(path))
          throw new UsageError(
            `${path} already exists and was left as it is. Choose another name with -o FILE, or replace it with --force.`,
          );
        const res = await s.call('cn.package.download', { id: item.id, path, overwrite: o.force === true });
        if (g.json) return printJson(res);
        process.stdout.write(
          `Saved ${res.path} (${res.sizeBytes} bytes, SHA-256 ${res.sha256}, verified).\n`,
        );
      }),
    );
}
