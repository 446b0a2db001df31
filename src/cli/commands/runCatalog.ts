/**
 * `runs models ID` and `runs problems ID [SET]`: what a run can use (spec 2.10 / 4.5), so
 * `runs create --models … --problems …` can be written without reading the API: the
 * competition's Playground models with the credit rate, its problem sets with their sizes, and
 * one set's problems (the ids solver runs take).
 */
import type { Command } from 'commander';
import type { EquationProblem, LeanProblem } from '../../shared/api/playground';
import { creditsText } from '../../shared/playgroundCost';
import { PROBLEM_NUMBERING, problemRanges } from '../../shared/playgroundProblems';
import { note, printJson, printTable } from '../output';
import { withSession } from '../run';
import type { Session } from '../session';
import { dataOf } from './competitions';

/** What one credit buys in a competition of this kind (the app's rule, src/shared/playgroundCost.ts). */
const PER: Record<string, string> = {
  cheatsheet: 'cell (one model, one problem, one configuration, one repeat)',
  'solver-participation': 'problem',
  'model-reference': 'case of the problem set',
};

async function kindOf(s: Session, competitionId: string): Promise<string | null> {
  const res = await s.read('competitions.get', { competitionId });
  return res.data?.submissionSpec.kind ?? null;
}

export function registerRunCatalog(runs: Command): void {
  runs
    .command('models')
    .argument('<id>', 'competition id')
    .description('the models a run can use, and the credit rate runs are priced by')
    .action((competitionId: string, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const models = dataOf(await s.read('playground.models', { competitionId }));
        if (g.json) return printJson(models);
        printTable(
          ['id', 'name'],
          models.items.map((m) => [m.id, m.name]),
        );
        const per = PER[(await kindOf(s, competitionId)) ?? ''] ?? 'executed cell or problem';
        const rate = models.creditRate;
        note(`Price: ${creditsText(rate, 4)} per ${per}.`);
      }),
    );
  runs
    .command('problems')
    .argument('<id>', 'competition id')
    .argument('[set]', 'a problem set id: list its problems')
    .description('the problem sets a run can use with their sizes, or the problems of one set')
    .action((competitionId: string, setId: string | undefined, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        if (setId === undefined) {
          const sets = dataOf(await s.read('playground.problemSets', { competitionId }));
          if (g.json) return printJson(sets);
          printTable(
            ['id', 'title', 'count'],
            sets.map((p) => [p.id, p.title, p.count]),
          );
          return;
        }
        const set = dataOf(await s.read('playground.problemSet', { competitionId, problemSetId: setId }));
        if (g.json) return printJson(set);
        if (set.items.length === 0) {
          note(`${set.title}: this competition lists no problem rows here; its cases show in run results.`);
          return;
        }
        const items = set.items as Partial<EquationProblem & LeanProblem>[];
        if (items.every((p) => typeof p.index === 'number')) {
          printTable(
            ['index', 'equation1', 'equation2', 'answer'],
            items.map((p) => [p.index, p.equation1, p.equation2, p.goldAnswer]),
          );
          // The app's form, this table, `--problems` and the results CSV use the same numbers.
          note(
            `Problems are ${PROBLEM_NUMBERING}: pick them by these numbers, e.g. runs create --problems ${setId}:${problemRanges(items.slice(0, 3).map((p) => p.index!)).replace('–', '-')}.`,
          );
        } else
          printTable(
            ['id', 'lhs', 'rhs', 'custom'],
            items.map((p) => [p.id, p.lhsName, p.rhsName, p.isCustom]),
          );
      }),
    );
}
