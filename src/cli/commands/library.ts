/**
 * `library list|get|put|rm|history|show`: cheatsheets, solver templates and Lean problems. Writes
 * go through the outbox; `put` of an existing item sends the copy it started from (`--base`, the
 * updatedAt `get` printed), so a newer server copy is a conflict, never silently overwritten.
 * `history` and `show --version` read the versions kept locally (they work offline).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { collect, paginate } from '../../core/api/pagination';
import type { LibrarySummary, Page } from '../../shared/api';
import { LIBRARY_KINDS, type LibraryKind } from '../../shared/api/libraryKinds';
import type { VersionKind } from '../../shared/contracts/experiments';
import { failure, settle } from '../follow';
import { errorLines, exitCodeFor, note, printJson, printTable } from '../output';
import { UsageError, withSession } from '../run';
import type { Session } from '../session';
import { dataOf } from './competitions';
import type { Expand } from './expand';

function kindOf(k: string): LibraryKind {
  if (!(LIBRARY_KINDS as readonly string[]).includes(k))
    throw new UsageError(`KIND is one of ${LIBRARY_KINDS.join(', ')} (not “${k}”).`);
  return k as LibraryKind;
}

function versionKindOf(k: string): VersionKind {
  if (k !== 'cheatsheet' && k !== 'solver-template')
    throw new UsageError(
      `KIND is cheatsheet or solver-template (not “${k}”): versions are kept for those only.`,
    );
  return k;
}

/** A full hash, or a unique prefix (7 or more hex characters) of one of the item's versions. */
async function resolveVersion(s: Session, kind: VersionKind, id: string, given: string): Promise<string> {
  const hash = given.trim().toLowerCase();
  if (/^[0-9a-f]{64}$/.test(hash)) return hash;
  if (!/^[0-9a-f]{7,63}$/.test(hash))
    throw new UsageError('--version takes a SHA-256 (64 hex characters) or a prefix of at least 7 of them.');
  const matches = (await s.call('library.history', { kind, id })).filter((v) => v.sha256.startsWith(hash));
  if (matches.length === 1) return matches[0]!.sha256;
  throw new UsageError(
    matches.length === 0
      ? `No version of ${kind} ${id} starts with ${hash}. List them with: workbench library history ${kind} ${id}`
      : `${matches.length} versions start with ${hash}; give more characters.`,
  );
}

function readFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`Cannot read ${file}: ${(e as Error).message}`);
  }
}

/** Sends a queued library write now and reports it; answers the exit code. */
async function sendNow(s: Session, json: boolean, entryId: number): Promise<number> {
  const settled = await settle(s, entryId, 0);
  if (settled.kind === 'failed') {
    if (settled.entry.conflict && json) printJson({ conflict: settled.entry.conflict });
    throw failure(settled.entry);
  }
  if (settled.kind === 'waiting') {
    process.stderr.write(`${errorLines(settled.entry.error!)}\n`);
    note(`Kept in the outbox (entry ${entryId}); sent by the app or the next workbench command.`);
    return exitCodeFor(settled.entry.error!);
  }
  if (json) printJson(settled.entry.result);
  else note(`${settled.entry.summary}: done.`);
  return 0;
}

export function registerLibrary(program: Command, expand: Expand = () => true): void {
  const library = program.command('library').description('your private library');
  if (!expand('library')) return;
  library
    .command('list')
    .argument('<kind>', LIBRARY_KINDS.join(' | '))
    .option('--track <TRACK>', 'solver templates of one track')
    .description('list library items')
    .action((k: string, o: { track?: string }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const kind = kindOf(k);
        const read = async (cursor: string | null): Promise<Page<LibrarySummary>> =>
          dataOf(await s.read('library.list', { kind, cursor, limit: 100, track: o.track ?? null }));
        const items = (await collect(paginate(read, (i) => i.id))) as unknown as Record<string, unknown>[];
        if (g.json) return printJson(items);
        if (kind === 'lean-problem')
          return printTable(
            ['id', 'lhs', 'rhs'],
            items.map((i) => [i.id as string, i.lhsName as string, i.rhsName as string]),
          );
        printTable(
          ['id', 'title', kind === 'solver-template' ? 'track' : 'updated', 'updated'].slice(
            0,
            kind === 'solver-template' ? 4 : 3,
          ),
          items.map((i) =>
            kind === 'solver-template'
              ? [i.id as string, i.title as string, i.track as string, i.updatedAt as string]
              : [i.id as string, i.title as string, i.updatedAt as string],
          ),
        );
      }),
    );
  library
    .command('get')
    .argument('<kind>', LIBRARY_KINDS.join(' | '))
    .argument('<id>', 'item id')
    .option('-o, --out <FILE>', 'write the text (content or solver code) to FILE')
    .description('one library item')
    .action((k: string, id: string, o: { out?: string }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const kind = kindOf(k);
        const item = dataOf(await s.read('library.get', { kind, id })) as Record<string, unknown>;
        const text = (item.content ?? item.solverCode ?? `${item.lhsText}\n${item.rhsText}\n`) as string;
        if (o.out) {
          writeFileSync(o.out, text);
          note(
            `Saved ${o.out}. To save changes: workbench library put ${kind} ${o.out} --id ${id} --base ${item.updatedAt}`,
          );
        }
        if (g.json) return printJson(item);
        if (!o.out) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      }),
    );
  library
    .command('put')
    .argument('<kind>', LIBRARY_KINDS.join(' | '))
    .argument('<file>', 'the text (Lean problem: JSON with lhsText, rhsText, lhsName, rhsName)')
    .option('--id <ID>', 'update this item (otherwise a new one is created)')
    .option('--title <TITLE>', 'title (new items: default the file name)')
    .option('--track <TRACK>', 'track of a new solver template')
    .option('--base <UPDATED_AT>', 'the server copy this edit started from; a newer one is a conflict')
    .description('create or update an item from a file (conflict-safe)')
    .action(
      (
        k: string,
        file: string,
        o: { id?: string; title?: string; track?: string; base?: string },
        cmd: Command,
      ) =>
        withSession(cmd, async (s, g) => {
          const kind = kindOf(k);
          const text = readFile(file);
          if (o.id) {
            if (kind === 'lean-problem')
              throw new UsageError('Lean problems cannot be edited; remove and add again.');
            // Without --base: the copy on the server right now (a fresh read), so only a change made
            // between that read and the save is a conflict.
            const base =
              o.base ??
              (dataOf(await s.read('library.get', { kind, id: o.id })) as { updatedAt: string }).updatedAt;
            const entry = await s.call('library.update', {
              kind,
              id: o.id,
              baseUpdatedAt: base,
              ...(o.title ? { title: o.title } : {}),
              ...(kind === 'cheatsheet' ? { content: text } : { solverCode: text }),
            });
            return sendNow(s, g.json, entry.id);
          }
          const title = o.title ?? file.replace(/^.*[\\/]/, '');
          let input: Parameters<typeof s.call<'library.create'>>[1];
          if (kind === 'cheatsheet') input = { kind, title, content: text };
          else if (kind === 'solver-template')
            input = { kind, title, solverCode: text, ...(o.track ? { track: o.track } : {}) };
          else {
            try {
              input = { kind, ...(JSON.parse(text) as { lhsText: string; rhsText: string }) };
            } catch {
              throw new UsageError('A Lean problem file is JSON: {"lhsText": …, "rhsText": …}.');
            }
          }
          const entry = await s.call('library.create', input);
          return sendNow(s, g.json, entry.id);
        }),
    );
  library
    .command('rm')
    .argument('<kind>', LIBRARY_KINDS.join(' | '))
    .argument('<id>', 'item id')
    .description('delete an item')
    .action((k: string, id: string, _o, cmd: Command) =>
      withSession(cmd, async (s, g) =>
        sendNow(s, g.json, (await s.call('library.delete', { kind: kindOf(k), id })).id),
      ),
    );
  library
    .command('history')
    .argument('<kind>', 'cheatsheet | solver-template')
    .argument('<id>', 'item id')
    .description('the versions of an item kept on this computer, newest first (works offline)')
    .action((k: string, id: string, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const versions = await s.call('library.history', { kind: versionKindOf(k), id });
        if (g.json) return printJson(versions);
        if (versions.length === 0) return note(`No versions of ${k} ${id} are kept here yet.`);
        printTable(
          ['version', 'saved', 'last saved', 'from', 'bytes', 'runs', 'title'],
          versions.map((v) => [
            v.sha256.slice(0, 12),
            v.savedAt,
            v.lastSavedAt,
            v.source,
            String(v.bytes),
            String(v.runs),
            v.title,
          ]),
        );
      }),
    );
  library
    .command('show')
    .argument('<kind>', 'cheatsheet | solver-template')
    .argument('<id>', 'item id')
    .option('--version <HASH>', 'a kept version (full SHA-256 or a unique prefix of 7+ characters)')
    .description('print one version of an item (without --version: the current text)')
    .action((k: string, id: string, o: { version?: string }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const kind = versionKindOf(k);
        if (!o.version) {
          const item = dataOf(await s.read('library.get', { kind, id })) as Record<string, unknown>;
          if (g.json) return printJson(item);
          const text = String(item.content ?? item.solverCode ?? '');
          return void process.stdout.write(text);
        }
        const sha256 = await resolveVersion(s, kind, id, o.version);
        const found = await s.call('library.version', { kind, sha256, id });
        if (!found) {
          throw new UsageError(
            `Version ${sha256.slice(0, 12)} is not kept here. List them with: workbench library history ${kind} ${id}`,
          );
        }
        if (g.json) return printJson(found);
        // The exact bytes of the version: nothing added, so the output hashes to its SHA-256.
        process.stdout.write(found.text);
      }),
    );
}
