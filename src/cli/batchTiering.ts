/**
 * V8's optimizing compiler, tuned for a batch of polynomial lines. By default V8 hands a function
 * to TurboFan after about 3,000 calls' worth of work; on `igp24 check` that compiled some forty
 * functions, several of them twice (BigInt code first optimized for 64-bit values, then thrown
 * away on a larger one), and the compiler's threads took about as much CPU as the main thread's
 * maths on a 100-line file. Waiting for 10,000 leaves the short-lived functions in the baseline
 * tier and compiles the ones that stay hot: 2–15 % less CPU on the check's benchmark classes (100
 * to 1,480 lines; 15 % on the largest) and about 4 % on `igp24 galois` ("Round six" of
 * docs/igp24-galois.md, in the git history, has the figures). Results are unchanged: tiering
 * decides how code runs, not what it computes.
 * Set at run time, before the first line: the threshold is read whenever a function's budget is
 * reset, so it takes effect for everything the command runs. Only the CLI's IGP24 commands do
 * this: the app's processes keep V8's defaults.
 */

// Not an ES import of node:v8: see igp24.ts.
const { setFlagsFromString } = process.getBuiltinModule('node:v8');

export const BATCH_TIERING_FLAGS = '--invocation-count-for-turbofan=10000';

export function tuneTieringForBatch(): void {
  // V8 before 12 (Node before 22) has no such flag and would print an error for it.
  if (Number.parseInt(process.versions.v8, 10) >= 12) setFlagsFromString(BATCH_TIERING_FLAGS);
}
