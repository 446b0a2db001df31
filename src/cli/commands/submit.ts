/**
 * `submit ID FILE…` for every kind, through the outbox (the idempotency key is fixed when the
 * write is queued, so a retry never submits twice), and `--wait` to follow it to the end.
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { SubmissionDto } from '../../shared/api';
import { describeBlockedReason, waitWho } from '../../shared/errorText';
import { failure, followBatch, settle, submissionOf } from '../follow';
import { EXIT, errorLines, exitCodeFor, note, printJson } from '../output';
import { progress } from '../progress';
import { ExitWith, UsageError, withSession } from '../run';
import type { Session } from '../session';
import { dataOf } from './competitions';

export interface SubmitOptions {
  track?: string;
  model?: string;
  commit?: string;
  slot?: string;
  description?: string;
  wait?: boolean;
  maxWait?: string;
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`Cannot read ${file}: ${(e as Error).message}`);
  }
}

/** Every valid polynomial line of the files; invalid lines stop the submit before anything is sent. */
async function polynomials(files: string[]): Promise<string[]> {
  const { parseFile } = await import('../../shared/igp24');
  const lines: string[] = [];
  const bad: string[] = [];
  for (const f of files) {
    for (const l of parseFile(read(f)).lines) {
      if (l.result.valid) lines.push(l.text);
      else bad.push(`${f}:${l.lineNumber}`);
    }
  }
  if (bad.length)
    throw new UsageError(
      `Invalid polynomial lines (run “workbench igp24 check”): ${bad.slice(0, 10).join(', ')}`,
    );
  if (!lines.length) throw new UsageError('No polynomial lines in the files.');
  return lines;
}

async function payloadFor(kind: string, files: string[], o: SubmitOptions): Promise<Record<string, unknown>> {
  const one = () => {
    if (files.length !== 1) throw new UsageError(`A ${kind} submission takes exactly one FILE.`);
    return read(files[0]!);
  };
  switch (kind) {
    case 'igp24-polynomial':
      return { polynomials: await polynomials(files) };
    case 'cheatsheet':
      return { content: one() };
    case 'solver-participation':
      if (!o.track || !o.model) throw new UsageError('A solver submission needs --track and --model.');
      return { track: o.track, modelId: o.model, solverCode: one() };
    case 'model-reference':
      if (!o.model || !o.commit)
        throw new UsageError('A model reference needs --model NAME and --commit HASH.');
      return { modelName: o.model, commitHash: o.commit };
    default: {
      // A kind this version does not know (spec 9.4): FILE is the payload as JSON.
      try {
        return JSON.parse(one()) as Record<string, unknown>;
      } catch {
        throw new UsageError(`Kind ${kind} is not known to this version: FILE must be the payload as JSON.`);
      }
    }
  }
}

/** Queues, sends and (with --wait) follows one submission; answers the exit code. */
export async function submitAndFollow(
  s: Session,
  json: boolean,
  competitionId: string,
  files: string[],
  o: SubmitOptions,
): Promise<number> {
  const competition = dataOf(await s.read('competitions.get', { competitionId }));
  const kind = competition.submissionSpec.kind;
  const body = {
    competitionId,
    payload: await payloadFor(kind, files, o),
    ...(o.description ? { meta: { description: o.description } } : {}),
    ...(o.slot !== undefined ? { slot: Number(o.slot) } : {}),
  };
  if (o.slot !== undefined && !/^[0-9]+$/.test(o.slot)) throw new UsageError('--slot needs a whole number.');
  const check = await s.call('submissions.precheck', body);
  if (!check.ok) {
    if (json) printJson({ precheck: check });
    if (check.blockedReason) {
      const t = describeBlockedReason(check.blockedReason);
      note(`Error: ${t.title}\n${t.action}`);
    }
    for (const e of [...check.payloadErrors, ...check.metaErrors]) note(`  ${e.path}: ${e.message}`);
    if (check.slotError) note(`  slot: ${check.slotError}`);
    if (check.size && check.size.maxBytes !== null && check.size.bytes > check.size.maxBytes)
      note(`  ${check.size.bytes} bytes, over the limit of ${check.size.maxBytes}.`);
    return EXIT.failed;
  }
  const queued = await s.call('submissions.submit', body);
  const maxWait = o.maxWait === undefined ? 300 : Number(o.maxWait);
  const settled = await settle(s, queued.id, o.wait ? maxWait : 0);
  if (settled.kind === 'failed') throw failure(settled.entry);
  if (settled.kind === 'waiting') {
    const info = settled.entry.error!;
    if (json)
      printJson({
        outboxId: queued.id,
        status: 'waiting',
        nextAttemptAt: settled.entry.nextAttemptAt,
        error: info,
      });
    process.stderr.write(`${errorLines(info)}\n`);
    // The platform's own reset time (the daily cap) when it gave one; else the outbox's next try.
    const resetAt = info.rateLimit?.resetAt;
    const when = resetAt
      ? `after the limit resets at ${resetAt}`
      : `at ${settled.entry.nextAttemptAt} (${waitWho(info)})`;
    note(
      `The submission stays in the outbox (entry ${queued.id}) and is sent ${when} by the app or the next workbench command; “workbench outbox discard ${queued.id}” drops it.`,
    );
    return exitCodeFor(info);
  }
  let submission: SubmissionDto = submissionOf(settled.entry);
  let verdict: Record<string, unknown> | null = null;
  if (o.wait && submission.batchId) {
    const bar = progress('Verifying', json);
    verdict = await followBatch(s, submission.batchId, submission.submissionId, (d, t) => bar.update(d, t));
    bar.stop();
    submission = dataOf(
      await s.call('submissions.get', { competitionId, submissionId: submission.submissionId }),
    );
  }
  if (json) {
    printJson({ outboxId: queued.id, submission, ...(verdict ? { batch: verdict } : {}) });
  } else {
    process.stdout.write(`Submitted ${submission.submissionId} to ${competitionId}.\n`);
    const items = (verdict?.items ?? []) as {
      polynomialIndex: number;
      status: string;
      label?: string;
      reason?: string;
    }[];
    for (const i of items)
      process.stdout.write(
        `  #${i.polynomialIndex}  ${i.status}${i.label ? `  ${i.label}` : ''}${i.reason ? `  ${i.reason}` : ''}\n`,
      );
    if (verdict)
      process.stdout.write(
        `${items.filter((i) => i.status === 'accepted').length} accepted, ${items.filter((i) => i.status === 'rejected').length} rejected.\n`,
      );
    const rl = settled.entry.rateLimit;
    if (rl && rl.remaining !== null && kind === 'igp24-polynomial')
      note(`Daily IGP24 submissions left: ${rl.remaining}/${rl.limit ?? '?'}.`);
  }
  const rejected = ((verdict?.items ?? []) as { status: string }[]).some((i) => i.status === 'rejected');
  if (rejected) throw new ExitWith(EXIT.failed);
  return EXIT.ok;
}

export function submitOptions(cmd: Command): Command {
  return cmd
    .option('--track <TRACK>', 'solver track (Stage 2)')
    .option('--model <MODEL>', 'model id (solver) or model name (model reference)')
    .option('--commit <HASH>', 'model reference commit hash')
    .option('--slot <N>', 'slot to submit to (model references)')
    .option('--description <TEXT>', 'a note kept with the submission')
    .option('--wait', 'follow the submission until it is judged (IGP24: verified)')
    .option('--max-wait <SECONDS>', 'with --wait: longest Retry-After to wait through', '300');
}

export function registerSubmit(program: Command): void {
  submitOptions(
    program
      .command('submit')
      .argument('<id>', 'competition id')
      .argument('<files...>', 'what to submit (IGP24: polynomial files; others: one file)')
      .description('submit to a competition (through the outbox; safe to repeat)'),
  ).action((id: string, files: string[], o: SubmitOptions, cmd: Command) =>
    withSession(cmd, (s, g) => submitAndFollow(s, g.json, id, files, o)),
  );
}
