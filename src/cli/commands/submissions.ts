/** `submissions list|show|download`: your submissions to one competition. */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { collect, paginate } from '../../core/api/pagination';
import type { Page, SubmissionDto } from '../../shared/api';
import { note, printFields, printJson, printTable } from '../output';
import { withSession } from '../run';
import { dataOf } from './competitions';
import type { Expand } from './expand';

function state(s: SubmissionDto): string {
  if (s.verifiedPolynomials || s.failedPolynomials)
    return `${s.verifiedPolynomials?.length ?? 0} verified, ${s.failedPolynomials?.length ?? 0} failed`;
  return s.submissionStatus ?? '-';
}

export function registerSubmissions(program: Command, expand: Expand = () => true): void {
  const submissions = program.command('submissions').description('your submissions');
  if (!expand('submissions')) return;
  submissions
    .command('list')
    .argument('<competition>', 'competition id')
    .option('--all', 'every page, not only the first')
    .description('your submissions to a competition, newest first')
    .action((competitionId: string, o: { all?: boolean }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        // Every page: the largest the spec allows (100); the first page alone: the platform's default.
        const limit = o.all ? 100 : undefined;
        const read = async (cursor: string | null): Promise<Page<SubmissionDto>> =>
          dataOf(await s.read('submissions.mine', { competitionId, cursor, limit }));
        const rows = o.all ? await collect(paginate(read, (r) => r.submissionId)) : (await read(null)).items;
        if (g.json) return printJson(rows);
        printTable(
          ['id', 'kind', 'created', 'slot', 'state', 'description'],
          rows.map((r) => [
            r.submissionId,
            r.kind,
            r.createdAt,
            r.slot,
            state(r),
            r.description ?? (r.meta?.description as string),
          ]),
        );
      }),
    );
  submissions
    .command('show')
    .argument('<competition>', 'competition id')
    .argument('<id>', 'submission id')
    .description('one submission')
    .action((competitionId: string, submissionId: string, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const sub = dataOf(await s.read('submissions.get', { competitionId, submissionId }));
        if (g.json) return printJson(sub);
        printFields([
          ['id', sub.submissionId],
          ['competition', sub.competitionId],
          ['kind', sub.kind],
          ['created', sub.createdAt],
          ['updated', sub.updatedAt],
          ['slot', sub.slot],
          ['state', state(sub)],
        ]);
        for (const p of [...(sub.verifiedPolynomials ?? []), ...(sub.failedPolynomials ?? [])])
          process.stdout.write(
            `  #${p.polynomialIndex}  ${p.status}${p.label ? `  ${p.label}` : ''}${p.reason ? `  ${p.reason}` : ''}\n`,
          );
      }),
    );
  submissions
    .command('download')
    .argument('<competition>', 'competition id')
    .argument('<id>', 'submission id')
    .option('-o, --out <FILE>', 'write to FILE (default: the server’s file name)')
    .description('download what was submitted')
    .action((competitionId: string, submissionId: string, o: { out?: string }, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const file = await s.call('submissions.download', { competitionId, submissionId });
        const out = o.out ?? file.filename;
        if (out === '-') {
          process.stdout.write(file.text);
          return;
        }
        writeFileSync(out, file.text);
        if (g.json) return printJson({ file: out, bytes: Buffer.byteLength(file.text) });
        note(`Saved ${out}`);
      }),
    );
}
