/**
 * `npm run igp24 -- galois FILE [--json] [--primes N] [--table FILE]`
 *
 * The likely Galois group (24T<t>) of every polynomial line of FILE, from the cycle types of
 * Frobenius at the first N good primes and the table of the 25,000 transitive groups of degree 24
 * (data/galois/, see its README). --json: one object per polynomial line
 * {"line","valid","errors","reason","r","discIsSquare","primes","candidates","ranking":[…10 best]}.
 * Deterministic: the primes are the first N not dividing the discriminant, in ascending order.
 * Exit codes: 0 every line ranked; 1 some line invalid, reducible or not squarefree; 2 usage error,
 * unreadable file or missing table.
 * Standard input (FILE `-` or left out), --shard I/N and --first-line N: the stream mode of
 * igp24Stream.ts, always JSON lines; the table is loaded once, before the first line is read.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import {
  DEFAULT_GALOIS_PRIMES,
  type GaloisTable,
  galoisForLine,
  MAX_GALOIS_PRIMES,
  tableFromBytes,
} from '../shared/igp24/galois/index';
import { enableDdfKernel, parseFile } from '../shared/igp24/index';
import { tuneTieringForBatch } from './batchTiering';
import { streamLines } from './igp24Stream';
import { STREAM_USAGE, type StreamChoice, streamChoice } from './igp24StreamOptions';

/** A file of data/galois/ (the group tables), from the checkout or the built command line alike. */
export const galoisDataFile = (name: string) =>
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'data', 'galois', name);

export const DEFAULT_TABLE = galoisDataFile('transitive24.bin.gz');

export const GALOIS_USAGE = `  galois [FILE|-]       rank the likely Galois group 24T<t> of every polynomial line of FILE
    --json                print one JSON object per polynomial line
    --primes N            good primes to sample per polynomial (default ${DEFAULT_GALOIS_PRIMES})
    --table FILE          the group table, binary or gzipped text (default data/galois/transitive24.bin.gz)
${STREAM_USAGE}`;

function fail(message: string): number {
  process.stderr.write(
    `igp24 galois: ${message}\nusage: igp24 galois [FILE|-] [--json] [--primes N] [--table FILE] [--shard I/N] [--first-line N]\n${GALOIS_USAGE}\n`,
  );
  return 2;
}

/**
 * The group table from its binary form, gzipped or not (gunzip ~15 ms, then used in place), or from
 * the gzipped text (gunzip and parse: a quarter of a second), told apart by the binary form's header.
 */
export function loadTable(path: string): GaloisTable {
  let bytes: Uint8Array = readFileSync(path);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = gunzipSync(bytes);
  return tableFromBytes(bytes);
}

export function galoisCommand(argv: string[]): number | Promise<number> {
  tuneTieringForBatch();
  enableDdfKernel();
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        primes: { type: 'string' },
        table: { type: 'string' },
        shard: { type: 'string' },
        'first-line': { type: 'string' },
      },
    });
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) return fail('galois takes one FILE (or none, or -, for standard input)');
  const primesRaw = values.primes;
  if (
    typeof primesRaw === 'string' &&
    (!/^[1-9][0-9]{0,4}$/.test(primesRaw) || Number(primesRaw) > MAX_GALOIS_PRIMES)
  )
    return fail(`--primes needs an integer from 1 to ${MAX_GALOIS_PRIMES}`);
  const primes = typeof primesRaw === 'string' ? Number(primesRaw) : DEFAULT_GALOIS_PRIMES;
  let stream: StreamChoice | null;
  try {
    stream = streamChoice(
      positionals[0],
      values.shard as string | undefined,
      values['first-line'] as string | undefined,
      () => process.stdin.isTTY === true,
    );
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
  let text = '';
  if (stream === null)
    try {
      text = readFileSync(positionals[0]!, 'utf8');
    } catch (e) {
      return fail(`cannot read ${positionals[0]}: ${e instanceof Error ? e.message : String(e)}`);
    }
  const tablePath = typeof values.table === 'string' ? values.table : DEFAULT_TABLE;
  let table: GaloisTable;
  try {
    table = loadTable(tablePath);
  } catch (e) {
    return fail(`cannot load the group table ${tablePath}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (stream !== null)
    return streamLines({
      ...stream,
      compute(line, lineNumber) {
        const res = galoisForLine(line, table, { lineNumber, primes });
        return { json: JSON.stringify(res), failed: res.ranking === null };
      },
    });
  let unranked = 0;
  for (const l of parseFile(text).lines) {
    const res = galoisForLine(l.text, table, { lineNumber: l.lineNumber, primes });
    if (res.ranking === null) unranked++;
    if (values.json) {
      process.stdout.write(`${JSON.stringify(res)}\n`);
      continue;
    }
    if (res.ranking === null) {
      process.stdout.write(`line ${res.line}: no group: ${res.reason}\n`);
      continue;
    }
    const top = res.ranking
      .slice(0, 3)
      .map((g) => `${g.label} ${(g.posterior * 100).toFixed(1)}%`)
      .join(', ');
    process.stdout.write(
      `line ${res.line}: r = ${res.r}, disc ${res.discIsSquare ? 'square' : 'not square'}, ` +
        `${res.candidates} candidate${res.candidates === 1 ? '' : 's'} from ${res.primes} primes; most likely ${top}\n`,
    );
  }
  return unranked > 0 ? 1 : 0;
}
