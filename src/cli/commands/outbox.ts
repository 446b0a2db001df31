/** `outbox list|retry|adopt|discard`: the writes waiting to be sent (shared with the app). */
import type { Command } from 'commander';
import { isReadable } from '../../shared/contracts/outboxEntry';
import { describeError } from '../../shared/errorText';
import { maybeDeliveredLines } from '../follow';
import { note, printJson, printTable } from '../output';
import { UsageError, withSession } from '../run';
import type { Expand } from './expand';

function entryId(raw: string): number {
  if (!/^[1-9][0-9]{0,12}$/.test(raw))
    throw new UsageError('ENTRY is the number shown by “workbench outbox list”.');
  return Number(raw);
}

export function registerOutbox(program: Command, expand: Expand = () => true): void {
  const outbox = program.command('outbox').description('writes waiting to be sent, and refused ones');
  if (!expand('outbox')) return;
  outbox
    .command('list')
    .description('recent outbox entries of the connection')
    .action((_o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const list = await s.call('outbox.list', {});
        if (g.json) return printJson(list);
        printTable(
          ['entry', 'status', 'what', 'attempts', 'next try', 'problem'],
          list.map((e) => [
            e.id,
            e.status,
            e.summary,
            e.attempts,
            e.nextAttemptAt,
            e.error ? describeError(e.error).title : null,
          ]),
        );
        for (const e of list) {
          if (!isReadable(e)) {
            const words = describeError(e.error, new Date(), 'terminal');
            note(
              `Entry ${e.id} (${e.summary}): ${words.detail} ${words.action.replace('ENTRY', String(e.id))}`,
            );
            continue;
          }
          const lines = maybeDeliveredLines(e);
          if (lines.length > 0)
            note([`Entry ${e.id} (${e.summary}) may already be on the platform.`, ...lines].join('\n'));
        }
      }),
    );
  outbox
    .command('retry')
    .argument('<entry>', 'entry number')
    .option(
      '--resend',
      'for a write that may already be on the platform: send it again on purpose (not just check again)',
    )
    .description(
      'send a refused entry again (one that may already be on the platform is checked again first)',
    )
    .action((raw: string, o: { resend?: boolean }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const entry = await s.call('outbox.retry', { id: entryId(raw), resend: o.resend === true });
        if (g.json) return printJson(entry);
        note(`Entry ${entry.id} queued again: ${entry.summary}`);
      }),
    );
  outbox
    .command('adopt')
    .argument('<entry>', 'entry number')
    .argument('<record>', 'the ID of the record on the platform that is this write (as listed)')
    .description('for a write that may already be on the platform: say which record it is')
    .action((raw: string, record: string, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const entry = await s.call('outbox.adopt', { id: entryId(raw), candidateId: record });
        if (g.json) return printJson(entry);
        note(`Entry ${entry.id} is ${record}: ${entry.summary}, done.`);
      }),
    );
  outbox
    .command('discard')
    .argument('<entry>', 'entry number')
    .description('drop an entry that was not sent (its text is lost)')
    .action((raw: string, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        await s.call('outbox.discard', { id: entryId(raw) });
        if (g.json) return printJson({ discarded: Number(raw) });
        note(`Entry ${raw} discarded.`);
      }),
    );
}
