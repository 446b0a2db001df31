/**
 * `igp24 merge FILE…`: the outputs of `igp24 check|galois|reduce --shard I/N` (I = 1…N) put back into
 * input order: the result is, byte for byte, what one process without --shard prints.
 *
 * A k-way merge on the leading `{"line":N` of each JSON line, holding one line per file (memory
 * does not grow with the input). Every input line has exactly one output line in some shard, so
 * the merged numbers must run 1, 2, 3, … without a gap or a repeat; anything else stops the merge
 * with exit 2 and says which line is missing or repeated (a shard left out, cut short, or given
 * twice). A shard that lost only lines after the last line of every other shard cannot be seen
 * here: check each shard's exit status. What was printed before a stop is incomplete.
 * Equivalent without the workbench (the line number is the first field):
 * `LC_ALL=C sort -m -s -t: -k2,2n shard-*.jsonl`.
 */
import { createReadStream } from 'node:fs';
import { inputLines } from './igp24Lines';

/** How `igp24 search`'s hits begin (igp24SearchMerge.ts merges those by pair). */
export const HIT_PREFIX = '{"candidate":';

/** Whether the file's first line starts with prefix (false when it cannot be read: said later). */
async function firstLineStarts(file: string, prefix: string): Promise<boolean> {
  try {
    for await (const { text } of inputLines(createReadStream(file, { end: 4095 }), 4096))
      return text.startsWith(prefix);
  } catch {
    return false;
  }
  return false;
}

export const MERGE_USAGE = `  merge FILE…           the JSON lines of the shards of one input (igp24 check|galois|reduce --shard I/N),
                          merged back into input order: equal to one process's output;
                          or the hits of igp24 search runs: the best per pair (smallest |d_K|)`;

/** Far above any line check or galois prints (a 200-digit polynomial's discriminant has ~9,000). */
const MAX_OUTPUT_LINE_BYTES = 64 << 20;
const NUMBER = /^\{"line":([0-9]{1,15})[,}]/;

interface Head {
  file: string;
  lines: AsyncGenerator<{ lineNumber: number; text: string; truncated: boolean }>;
  /** The file's current line, its number in the input, and where it is in the file. */
  text: string;
  line: number;
  at: number;
}

class MergeError extends Error {}

async function advance(h: Head): Promise<boolean> {
  const next = await h.lines.next();
  if (next.done) return false;
  const { text, lineNumber, truncated } = next.value;
  const m = NUMBER.exec(text);
  if (truncated || !m)
    throw new MergeError(
      `${h.file}, line ${lineNumber}, is not a line of igp24 check or galois with --shard (those start with {"line":N,)`,
    );
  h.text = text;
  h.line = Number(m[1]);
  h.at = lineNumber;
  return true;
}

export async function mergeCommand(files: string[]): Promise<number> {
  const option = files.find((f) => f.startsWith('-'));
  if (files.length === 0 || option !== undefined) {
    const why =
      option === undefined
        ? 'give the files the shards wrote'
        : `'${option}' is not a file: merge takes only the files the shards wrote`;
    process.stderr.write(`igp24 merge: ${why}\nusage: igp24 merge FILE…\n${MERGE_USAGE}\n`);
    return 2;
  }
  if (await firstLineStarts(files[0]!, HIT_PREFIX))
    return (await import('./igp24SearchMerge')).mergeHits(files);
  const out = process.stdout;
  let heads: Head[] = [];
  try {
    for (const file of files) {
      const h: Head = {
        file,
        lines: inputLines(createReadStream(file), MAX_OUTPUT_LINE_BYTES),
        text: '',
        line: 0,
        at: 0,
      };
      if (await advance(h)) heads.push(h);
    }
    for (let expected = 1; heads.length > 0; expected++) {
      let best = heads[0]!;
      for (const h of heads) if (h.line < best.line) best = h;
      if (best.line > expected)
        throw new MergeError(
          `input line ${expected} is in none of the files (the smallest next one is ${best.line}, in ${best.file}): is a shard's output missing or cut short?`,
        );
      if (best.line < expected)
        throw new MergeError(
          `input line ${best.line} comes again (${best.file}, line ${best.at}): give each shard's output once, as it was written, all from the same input and N`,
        );
      if (!out.write(`${best.text}\n`)) await new Promise((r) => out.once('drain', r));
      if (!(await advance(best))) heads = heads.filter((h) => h !== best);
    }
    return 0;
  } catch (e) {
    const message = e instanceof MergeError ? e.message : `cannot read: ${(e as Error).message}`;
    process.stderr.write(`igp24 merge: ${message}\n`);
    return 2;
  } finally {
    for (const h of heads) await h.lines.return(undefined);
  }
}
