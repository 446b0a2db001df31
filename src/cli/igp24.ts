/**
 * `npm run igp24 -- check FILE [--json] [--rho-iterations N] [--max-polynomials N]`: the same check
 * as `workbench igp24 check` (kept so existing scripts go on working).
 *
 * Runs the IGP24 line parser and local checks on every polynomial line of FILE.
 * --json: one JSON object per polynomial line (the `checkLine` result).
 * Otherwise: a readable table plus a summary line; file-level limit violations are listed (on
 * stderr in --json mode).
 * Limits: the file-size limits (1,000,000 bytes; --max-polynomials when given) are checked on the raw
 * text before any line is parsed; an oversized file is reported at once and nothing is computed.
 * Output is deterministic: every search is bounded by counted work, never by the clock.
 * Exit codes: 0 all lines valid and the file within the limits; 1 some line invalid, a limit
 * violated or no polynomial line; 2 usage error or unreadable file.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_RHO_ITERATIONS, type Limits } from '../shared/igp24/index';
import { checkFile } from './igp24Check';

const USAGE = `usage: igp24 check FILE [--json] [--rho-iterations N] [--max-polynomials N]

  check FILE            check every polynomial line of FILE (IGP24 line format + local math checks)
  --json                print one JSON object per polynomial line
  --rho-iterations N    Pollard-Brent work per polynomial for discriminant primes beyond the trial
                        division to 100,000 (default ${DEFAULT_RHO_ITERATIONS}; 0 = trial division only)
  --max-polynomials N   refuse a file with more polynomial lines (the competition's published limit)
  -h, --help            show this help`;

function usage(message?: string): number {
  if (message) process.stderr.write(`igp24: ${message}\n`);
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

function main(argv: string[]): number {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        'rho-iterations': { type: 'string' },
        'max-polynomials': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    return usage(e instanceof Error ? e.message : String(e));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (positionals[0] !== 'check')
    return usage(positionals[0] ? `unknown command '${positionals[0]}'` : 'missing command');
  if (positionals.length !== 2) return usage('check needs exactly one FILE');
  const rhoRaw = values['rho-iterations'];
  if (typeof rhoRaw === 'string' && !/^[0-9]{1,9}$/.test(rhoRaw))
    return usage('--rho-iterations needs a non-negative integer below 10^9');
  const rhoIterations = typeof rhoRaw === 'string' ? Number(rhoRaw) : DEFAULT_RHO_ITERATIONS;
  const maxRaw = values['max-polynomials'];
  if (typeof maxRaw === 'string' && !/^[0-9]{1,9}$/.test(maxRaw))
    return usage('--max-polynomials needs a non-negative integer');
  const limits: Limits = typeof maxRaw === 'string' ? { maxPolynomials: Number(maxRaw) } : {};
  return checkFile(positionals[1]!, { json: values.json === true, rhoIterations, limits });
}

process.exitCode = main(process.argv.slice(2));
