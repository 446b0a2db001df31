/**
 * `npm run igp24 -- COMMAND …`: the IGP24 tools without the rest of the command line (kept so
 * existing scripts go on working; `workbench igp24 …` has the same commands and more).
 *
 * Each command lives in its own module and is one entry of COMMANDS: its usage text and a function
 * from its arguments to an exit code. Adding a command is adding an entry.
 *
 * check FILE [--json] [--rho-iterations N] [--ecm-curves N] [--max-polynomials N] [--shard I/N] [--first-line N]:
 * the IGP24 line parser and local checks on every polynomial line of FILE (see igp24Check.ts). --json: one JSON object per
 * polynomial line. Exit codes: 0 all lines valid and the file within the limits; 1 some line
 * invalid, a limit violated or no polynomial line; 2 usage error or unreadable file.
 *
 * galois FILE [--json] [--primes N] [--table FILE] [--shard I/N] [--first-line N]: the likely Galois group of every polynomial
 * line (see igp24Galois.ts).
 *
 * reduce FILE [--json] [--shard I/N] [--first-line N]: a polynomial for the same field with a
 * smaller discriminant for every line (see igp24Reduce.ts).
 *
 * search [--seed S] [--candidates N] [--from K] [--shard I/N] [--target 24T<t>:r] [--open FILE]: candidate
 * polynomials for (24T<t>, r) pairs from constructions (see igp24Search.ts).
 *
 * check, galois and reduce read standard input when FILE is `-` or left out (and stdin is not a terminal); then, and
 * with --shard I/N or --first-line N, they stream: one JSON line per input line, in input order,
 * as soon as it is computed (see igp24Stream.ts). merge FILE…: shard outputs back in input order
 * (see igp24Merge.ts).
 *
 * A command's module is imported when the command runs (or its usage is shown): loading the Galois
 * tables and node:zlib made every `igp24 check` pay for `igp24 galois` at start-up.
 */
import { DEFAULT_ECM_CURVES, DEFAULT_RHO_ITERATIONS, type Limits } from '../shared/igp24/index';
import { exitQuietlyOnClosedPipe } from './closedPipe';
import { MAX_IN_STREAM, STREAM_NOTE, STREAM_USAGE, streamChoice } from './igp24StreamOptions';

// Node's own modules are taken with process.getBuiltinModule, not `import … from 'node:…'`, on
// every path `igp24 check` loads (here, igp24Check.ts, igp24Stream.ts, batchTiering.ts): an ES
// import of a built-in builds its module namespace from every export, which runs the lazy getters
// (node:fs's promises and streams load fs/promises, readline and the stream classes; node:util's
// load worker_threads and the diff helpers), about 2–3 ms of start-up for exports never used.
const { parseArgs } = process.getBuiltinModule('node:util');

export interface Igp24Command {
  /** Usage lines, starting with the command's own synopsis. */
  usage(): Promise<string>;
  run(argv: string[]): Promise<number>;
}

const CHECK_USAGE = `  check [FILE|-]        check every polynomial line of FILE (IGP24 line format + local math checks)
    --json                print one JSON object per polynomial line
    --rho-iterations N    Pollard-Brent work per polynomial for discriminant primes beyond the trial
                          division to 100,000 (default ${DEFAULT_RHO_ITERATIONS}; 0 = trial division only)
    --ecm-curves N        elliptic-curve work (curves) on a composite part of at most 39 digits that
                          rho left, for an exact field discriminant (default ${DEFAULT_ECM_CURVES}; 115 find ~20 digits)
    --max-polynomials N   refuse a file with more polynomial lines (the competition's published limit)
${STREAM_USAGE}`;

const check: Igp24Command = {
  usage: async () => CHECK_USAGE,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        'rho-iterations': { type: 'string' },
        'ecm-curves': { type: 'string' },
        'max-polynomials': { type: 'string' },
        shard: { type: 'string' },
        'first-line': { type: 'string' },
      },
    });
    if (positionals.length > 1) return usage('check takes one FILE (or none, or -, for standard input)');
    const rhoRaw = values['rho-iterations'];
    if (typeof rhoRaw === 'string' && !/^[0-9]{1,9}$/.test(rhoRaw))
      return usage('--rho-iterations needs a non-negative integer below 10^9');
    const rhoIterations = typeof rhoRaw === 'string' ? Number(rhoRaw) : DEFAULT_RHO_ITERATIONS;
    const ecmRaw = values['ecm-curves'];
    if (typeof ecmRaw === 'string' && !/^[0-9]{1,6}$/.test(ecmRaw))
      return usage('--ecm-curves needs a non-negative integer below 10^6');
    const ecmCurves = typeof ecmRaw === 'string' ? Number(ecmRaw) : DEFAULT_ECM_CURVES;
    const maxRaw = values['max-polynomials'];
    if (typeof maxRaw === 'string' && !/^[0-9]{1,9}$/.test(maxRaw))
      return usage('--max-polynomials needs a non-negative integer');
    const limits: Limits = typeof maxRaw === 'string' ? { maxPolynomials: Number(maxRaw) } : {};
    const { checkFile, checkStream } = await import('./igp24Check');
    const stream = streamChoice(
      positionals[0],
      values.shard as string | undefined,
      values['first-line'] as string | undefined,
      () => process.stdin.isTTY === true,
    );
    if (stream === null)
      return checkFile(positionals[0]!, { json: values.json === true, rhoIterations, ecmCurves, limits });
    if (typeof maxRaw === 'string') return usage(MAX_IN_STREAM);
    return checkStream(stream.input, { ...stream, rhoIterations, ecmCurves });
  },
};

const galois: Igp24Command = {
  usage: async () => (await import('./igp24Galois')).GALOIS_USAGE,
  run: async (argv) => (await import('./igp24Galois')).galoisCommand(argv),
};
const reduce: Igp24Command = {
  usage: async () => (await import('./igp24Reduce')).REDUCE_USAGE,
  run: async (argv) => (await import('./igp24Reduce')).reduceCommand(argv),
};
const search: Igp24Command = {
  usage: async () => (await import('./igp24Search')).SEARCH_USAGE,
  run: async (argv) => (await import('./igp24Search')).searchCommand(argv),
};
const merge: Igp24Command = {
  usage: async () => (await import('./igp24Merge')).MERGE_USAGE,
  run: async (argv) => (await import('./igp24Merge')).mergeCommand(argv),
};

/** The commands of `npm run igp24`, by name. */
export const COMMANDS: Record<string, Igp24Command> = { check, galois, reduce, search, merge };

async function usageText(): Promise<string> {
  const lines = await Promise.all(Object.values(COMMANDS).map((c) => c.usage()));
  return `usage: igp24 COMMAND …\n\n${lines.join('\n')}\n  -h, --help            show this help\n\n${STREAM_NOTE}`;
}

async function usage(message?: string): Promise<number> {
  if (message) process.stderr.write(`igp24: ${message}\n`);
  process.stderr.write(`${await usageText()}\n`);
  return 2;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '-h' || name === '--help' || rest.includes('-h') || rest.includes('--help')) {
    process.stdout.write(`${await usageText()}\n`);
    return 0;
  }
  if (!name) return usage('missing command');
  const command = COMMANDS[name];
  if (!command) return usage(`unknown command '${name}'`);
  try {
    return await command.run(rest);
  } catch (e) {
    // parseArgs refuses unknown or malformed options.
    return usage(e instanceof Error ? e.message : String(e));
  }
}

exitQuietlyOnClosedPipe();
process.exitCode = await main(process.argv.slice(2));
