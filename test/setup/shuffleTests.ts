/**
 * Runs before every test file (vitest.config.ts, setupFiles): unless WB_TEST_SHUFFLE=0, in an end-to-end or command-line
 * file, the tests (and the tests inside each describe block) run in a random order drawn from the
 * run's seed (test/setup/shuffledOrder.ts). Vitest can shuffle tests only for a whole project;
 * the unit and contract files keep their written order.
 */
import { TestRunner } from 'vitest';
import { SHUFFLE_ON, SHUFFLED_FILES } from './shuffledOrder';

const collector = TestRunner.getCurrentSuite();
const shuffle = SHUFFLE_ON && SHUFFLED_FILES.test(collector.file.filepath);
// The file's own tests follow the file's flag; describe blocks inherit the collector's option.
if (shuffle) collector.file.shuffle = true;
if (collector.options) collector.options.shuffle = shuffle || undefined;
