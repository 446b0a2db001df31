/**
 * The lines of a stream, one at a time, in bounded memory: the input is never read whole, so
 * `igp24 check -` and `--shard` work on streams of millions of lines.
 *
 * Lines are split as `polynomialLines` (src/shared/igp24/line/fileFormat.ts) splits a file: on `\n`,
 * a trailing `\r` removed, a UTF-8 BOM at the start of the stream dropped. A final `\n` ends the
 * last line; it does not start an empty one. `\n` is never part of a multi-byte UTF-8 sequence,
 * so decoding line by line gives the same text as decoding the whole file first.
 *
 * A line longer than `maxLineBytes` keeps only its first maxLineBytes + 4 bytes and is marked
 * `truncated`; the rest is dropped as it arrives. That is enough for the line parser to refuse it
 * with LINE_TOO_LONG (a cut through a character decodes to a replacement character, and the BOM's
 * 3 bytes fit in the margin, so the text stays over the limit) without holding a hostile line of
 * gigabytes in memory.
 */

export interface InputLine {
  /** Line number: `firstLine` for the first line of the stream, then one more per line. */
  lineNumber: number;
  text: string;
  /** The line was longer than maxLineBytes and `text` is only its beginning. */
  truncated: boolean;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export async function* inputLines(
  input: AsyncIterable<Buffer | string>,
  maxLineBytes: number,
  firstLine = 1,
): AsyncGenerator<InputLine> {
  const keep = maxLineBytes + 4;
  let parts: Buffer[] = [];
  let kept = 0;
  let seen = 0;
  let lineNumber = firstLine;
  const take = (b: Buffer) => {
    seen += b.length;
    if (kept >= keep || b.length === 0) return;
    const piece = b.length > keep - kept ? b.subarray(0, keep - kept) : b;
    parts.push(piece);
    kept += piece.length;
  };
  const finish = (): InputLine => {
    let buf = parts.length === 1 ? parts[0]! : Buffer.concat(parts, kept);
    if (lineNumber === firstLine && buf.subarray(0, 3).equals(BOM)) buf = buf.subarray(3);
    let text = buf.toString('utf8');
    if (text.endsWith('\r')) text = text.slice(0, -1);
    const line = { lineNumber, text, truncated: seen > keep };
    lineNumber++;
    parts = [];
    kept = 0;
    seen = 0;
    return line;
  };
  for await (const raw of input) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(10, start);
      if (nl < 0) {
        take(chunk.subarray(start));
        break;
      }
      take(chunk.subarray(start, nl));
      yield finish();
      start = nl + 1;
    }
  }
  if (seen > 0) yield finish();
}
