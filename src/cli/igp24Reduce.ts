/**
 * `igp24 reduce [FILE|-] [--json] [--shard I/N] [--first-line N]`: for every polynomial line, a
 * polynomial for the same field with small coefficients and a discriminant as small as the search
 * finds (src/shared/igp24/reduce/), the original kept in the new line's comment.
 * FILE given: the file rewritten to standard output, line for line (blank and comment lines as
 * they were, a line that cannot be reduced unchanged), and a summary on standard error; --json:
 * one JSON object per polynomial line instead. Standard input, --shard and --first-line: the
 * stream mode of igp24Stream.ts, always JSON lines, merged with `igp24 merge`.
 * Exit codes: 0 every polynomial line handled; 1 some line invalid, reducible or not squarefree
 * (written unchanged); 2 usage error or unreadable file.
 */
import { enableDdfKernel, parseFile } from '../shared/igp24/index';
import { type ReduceLineResult, reduceLine } from '../shared/igp24/reduce/line';
import { BatchedWriter } from './batchedWriter';
import { tuneTieringForBatch } from './batchTiering';
import { streamLines } from './igp24Stream';
import { STREAM_USAGE, type StreamChoice, streamChoice } from './igp24StreamOptions';

// Not an ES import of node's modules: see igp24.ts.
const { readFileSync } = process.getBuiltinModule('node:fs');
const { parseArgs } = process.getBuiltinModule('node:util');

export const REDUCE_USAGE = `  reduce [FILE|-]       a polynomial for the same field with a smaller discriminant, for every line
                          (the original kept in the comment; FILE: the file rewritten to stdout)
    --json                print one JSON object per polynomial line
${STREAM_USAGE}`;

function fail(message: string): number {
  process.stderr.write(`igp24 reduce: ${message}\n${REDUCE_USAGE}\n`);
  return 2;
}

export async function reduceCommand(argv: string[]): Promise<number> {
  tuneTieringForBatch();
  enableDdfKernel();
  let stream: StreamChoice | null;
  let json: boolean;
  let file: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        shard: { type: 'string' },
        'first-line': { type: 'string' },
      },
    });
    if (positionals.length > 1) return fail('reduce takes one FILE (or none, or -, for standard input)');
    file = positionals[0];
    json = values.json === true;
    stream = streamChoice(file, values.shard, values['first-line'], () => process.stdin.isTTY === true);
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
  if (stream !== null)
    return streamLines({
      ...stream,
      compute(text, lineNumber) {
        const res = reduceLine(text, { lineNumber });
        return { json: JSON.stringify(res), failed: refused(res) };
      },
    });
  let text: string;
  try {
    text = readFileSync(file!, 'utf8');
  } catch (e) {
    return fail(`cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return reduceFile(text, json);
}

function reduceFile(text: string, json: boolean): number {
  const parsed = parseFile(text);
  const results = new Map<number, ReduceLineResult>();
  const out = new BatchedWriter(process.stdout);
  for (const l of parsed.lines) {
    const res = reduceLine(l.text, { lineNumber: l.lineNumber, parsed: l.result });
    results.set(l.lineNumber, res);
    if (json) out.write(`${JSON.stringify(res)}\n`);
  }
  if (!json) {
    // The whole file, line for line: only polynomial lines change.
    const lines = text.split('\n');
    if (lines.at(-1) === '') lines.pop();
    for (const [i, t] of lines.entries()) out.write(`${results.get(i + 1)?.text ?? t.replace(/\r$/, '')}\n`);
  }
  out.flush();
  const all = [...results.values()];
  const changed = all.filter((r) => r.changed).length;
  const notReduced = all.filter((r) => r.reason !== null);
  process.stderr.write(
    `${all.length} polynomial line${all.length === 1 ? '' : 's'}: ${changed} reduced, ` +
      `${all.length - changed - notReduced.length} already reduced, ${notReduced.length} not reduced\n`,
  );
  for (const r of notReduced) process.stderr.write(`line ${r.line}: ${r.reason}\n`);
  return all.some(refused) ? 1 : 0;
}

/** A line the user must look at: not valid, or with no field to reduce (a failed search is ours). */
const refused = (r: ReduceLineResult): boolean => r.outcome === 'invalid' || r.outcome === 'no field';
