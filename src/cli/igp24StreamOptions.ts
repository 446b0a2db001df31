/**
 * The options of the stream mode of `igp24 check` and `igp24 galois` (see igp24Stream.ts), read
 * from the words the user typed, with the reason in words when they are wrong. Each reader throws
 * an Error whose message is the sentence to print; the callers turn it into exit code 2.
 */

/** `--shard I/N`: this process takes lines I, I+N, I+2N, … of the input (counting from 1). */
export interface Shard {
  index: number;
  count: number;
}

/** The whole input: what one process without `--shard` computes. */
export const WHOLE: Shard = { index: 1, count: 1 };

const EXAMPLE = 'for example --shard 2/8 for the second of eight shards';

export function parseShard(raw: string): Shard {
  const m = /^([0-9]{1,9})\/([0-9]{1,9})$/.exec(raw.trim());
  if (!m) throw new Error(`--shard needs I/N, two whole numbers with 1 ≤ I ≤ N (${EXAMPLE}); got '${raw}'`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1) throw new Error(`--shard ${raw}: N, the number of shards, must be at least 1 (${EXAMPLE})`);
  if (index < 1 || index > count)
    throw new Error(`--shard ${raw}: I must be between 1 and N = ${count} (${EXAMPLE})`);
  return { index, count };
}

/** Whether line `lineNumber` (counted from 1) belongs to `shard`. */
export function inShard(shard: Shard, lineNumber: number): boolean {
  return (lineNumber - 1) % shard.count === shard.index - 1;
}

/** `--first-line N`: the number of the input's first line (a chunk of a larger file). */
export function parseFirstLine(raw: string): number {
  if (!/^[1-9][0-9]{0,14}$/.test(raw.trim()))
    throw new Error(
      `--first-line needs a whole number of at least 1 (the input's first line number); got '${raw}'`,
    );
  return Number(raw.trim());
}

/**
 * Where the lines come from: FILE, or standard input when FILE is `-` or left out. Left out on a
 * terminal is refused: the command would wait for typing the user never meant to do.
 */
export function inputOf(file: string | undefined, stdinIsTty: () => boolean): string {
  if (file !== undefined) return file;
  if (stdinIsTty())
    throw new Error(
      "give a FILE of polynomial lines, or pipe lines into standard input ('-' reads it even from a terminal)",
    );
  return '-';
}

export interface StreamChoice {
  input: string;
  shard: Shard;
  firstLine: number;
}

/**
 * Stream mode when the lines come from standard input or `--shard`/`--first-line` is given; null
 * for the whole-file mode of a FILE alone (its table, summary and submission limits, as before).
 */
export function streamChoice(
  file: string | undefined,
  shard: string | undefined,
  firstLine: string | undefined,
  // Asked only when FILE is left out: reading process.stdin builds the stream (net, streams,
  // readline: 3–5 ms of a 40 ms start-up) even when a FILE is given.
  stdinIsTty: () => boolean,
): StreamChoice | null {
  if (file !== undefined && file !== '-' && shard === undefined && firstLine === undefined) return null;
  return {
    input: inputOf(file, stdinIsTty),
    shard: shard === undefined ? WHOLE : parseShard(shard),
    firstLine: firstLine === undefined ? 1 : parseFirstLine(firstLine),
  };
}

/** The stream mode's lines of the usage text of `check` and `galois`. */
export const STREAM_USAGE = `    - or no FILE          read standard input (no FILE: only when it is not a terminal)
    --shard I/N           compute only lines I, I+N, I+2N, … of the input (1 ≤ I ≤ N)
    --first-line N        number the input's first line N (a chunk of a larger file; default 1)`;

/** What the stream mode prints, said once under the commands. */
export const STREAM_NOTE = `With standard input, --shard or --first-line, check, galois and reduce print JSON lines: one per input
line, in input order, as soon as it is computed; a blank or comment line gives
{"line":N,"skipped":"blank"} or {"line":N,"skipped":"comment"}. No file limits, no duplicate search.`;

export const MAX_IN_STREAM =
  '--max-polynomials limits a FILE checked whole; it has no meaning for standard input, --shard or --first-line (leave it out there)';
