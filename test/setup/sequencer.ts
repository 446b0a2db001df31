/**
 * The order of test files (vitest.config.ts, `sequence.sequencer`). Vitest's own order (failed
 * first, then longest first, one project after another) keeps the two workers busy to the end;
 * this keeps it, except that the end-to-end and command-line files swap places among themselves
 * at random (test/setup/shuffledOrder.ts). Vitest prints the seed only when it shuffles by
 * itself, so the seed is printed here, with the command that replays the order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { SHUFFLE_ON, SHUFFLED_FILES, seededRandom, shuffleInPlace } from './shuffledOrder.ts';

export class ShuffledEndToEndSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (!SHUFFLE_ON) return sorted;
    const seed = this.ctx.config.sequence.seed;
    const random = seededRandom(seed);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    let order = sorted;
    for (const project of projects) {
      order = shuffleInPlace(
        order,
        (spec) => spec.project.name === project && SHUFFLED_FILES.test(spec.moduleId),
        random,
      );
    }
    if (order.some((spec) => SHUFFLED_FILES.test(spec.moduleId))) {
      this.ctx.logger.log(
        `End-to-end and command-line files and their tests run in a random order, seed ${seed}` +
          ` (same order again: add --sequence.seed=${seed})`,
      );
    }
    return order;
  }
}
