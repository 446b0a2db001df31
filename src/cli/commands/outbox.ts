/** `outbox list|retry|discard`: the writes waiting to be sent (shared with the app). */
import type { Command } from 'commander';
import { describeError } from '../../shared/errorText';
import { note, printJson, printTable } from '../output';
import { UsageError, withSession } from '../run';

function entryId(raw: string): number {
  if (!/^[1-9][0-9]{0,12}$/.test(raw))
    throw new UsageError('ENTRY is the number shown by “workbench outbox list”.');
  return Number(raw);
}

export function registerOutbox(program: Command): void {
  const outbox = program.command('outbox').description('writes waiting to be sent, and refused ones');
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
      }),
    );
  outbox
    .command('retry')
    .argument('<entry>', 'entry number')
    .description('send a refused entry again')
    .action((raw: string, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const entry = await s.call('outbox.retry', { id: entryId(raw) });
        if (g.json) return printJson(entry);
        note(`Entry ${entry.id} queued again: ${entry.summary}`);
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
