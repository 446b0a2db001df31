/**
 * The stream mode of `igp24 check` and `igp24 galois`: read lines from a file or standard input
 * one at a time and write one JSON line per input line as soon as it is computed, in input order.
 *
 * - Every input line of this process's shard gives exactly one output line whose first field is
 *   `"line"`, the input line number: a polynomial line gives the command's usual JSON object; a
 *   blank line gives {"line":N,"skipped":"blank"} and a full-line comment
 *   {"line":N,"skipped":"comment"}. Line numbers stay aligned, so shard outputs merge back by that
 *   number alone (igp24Merge.ts).
 * - Memory stays bounded: one line is held at a time (a line over the per-line byte limit only by
 *   its first bytes, see igp24Lines.ts), and when stdout is slower than the maths the loop waits
 *   for it to drain before reading on.
 * - A line's result does not depend on any other line (no duplicate detection, no file limits:
 *   those are properties of one submission, not of a stream of candidates), so sharding changes
 *   nothing in it.
 * Exit codes: 0 every computed line passed; 1 some line failed (`failed` of compute); 2 the input
 * could not be read or the output not written. A reader that closes the output early (`… | head`) stops the work quietly,
 * as in the workbench's main.ts: that is the reader's choice, not an error.
 */
import type { Writable } from 'node:stream';
import { DEFAULT_MAX_LINE_BYTES } from '../shared/igp24/index';
import { inputLines } from './igp24Lines';
import { inShard, type Shard } from './igp24StreamOptions';

// Not an ES import of node:fs: see igp24.ts.
const { createReadStream } = process.getBuiltinModule('node:fs');

export interface StreamOptions {
  /** A file path, or `-` for standard input. */
  input: string;
  shard: Shard;
  firstLine: number;
  /** The JSON object of one polynomial line (without newline) and whether it counts as failed. */
  compute(text: string, lineNumber: number): { json: string; failed: boolean };
}

/** 'blank' or 'comment' for the lines a polynomial file skips (as polynomialLines does), else null. */
export function skipped(text: string): 'blank' | 'comment' | null {
  const trimmed = text.replace(/^[ \t]+/, '');
  if (trimmed.replace(/[ \t]+$/, '') === '') return 'blank';
  return trimmed.startsWith('#') ? 'comment' : null;
}

export async function streamLines(o: StreamOptions): Promise<number> {
  const out = process.stdout;
  const source = o.input === '-' ? process.stdin : createReadStream(o.input, { highWaterMark: 1 << 16 });
  let closed: Error | null = null;
  const onError = (e: Error) => {
    closed = e;
  };
  // Kept attached to the end: a write still pending when the reader goes away fails later.
  out.on('error', onError);
  let failed = false;
  try {
    for await (const { lineNumber, text } of inputLines(
      source as AsyncIterable<Buffer>,
      DEFAULT_MAX_LINE_BYTES,
      o.firstLine,
    )) {
      if (closed) break;
      if (!inShard(o.shard, lineNumber)) continue;
      const skip = skipped(text);
      let json: string;
      if (skip !== null) json = JSON.stringify({ line: lineNumber, skipped: skip });
      else {
        const res = o.compute(text, lineNumber);
        failed ||= res.failed;
        json = res.json;
      }
      if (!out.write(`${json}\n`)) await drained(out);
    }
  } catch (e) {
    const what = o.input === '-' ? 'standard input' : o.input;
    process.stderr.write(`igp24: cannot read ${what}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  if (closed && (closed as NodeJS.ErrnoException).code !== 'EPIPE') {
    process.stderr.write(`igp24: cannot write the output: ${(closed as Error).message}\n`);
    return 2;
  }
  return failed ? 1 : 0;
}

/** Resolves when `out` can take more, or has failed or closed (then the loop sees `closed`). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('error', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('error', done);
    out.on('close', done);
  });
}
