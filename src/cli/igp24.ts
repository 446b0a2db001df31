/**
 * `npm run igp24 -- check FILE [--json] [--rho-iterations N] [--max-polynomials N]`
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
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  checkLine,
  DEFAULT_RHO_ITERATIONS,
  type Limits,
  limitsCheck,
  parseFile,
  precheckLimits,
} from '../shared/igp24/index';

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

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
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
  const file = positionals[1]!;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    process.stderr.write(`igp24: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  const json = values.json === true;
  const early = precheckLimits(text, limits);
  if (early.length > 0) {
    for (const v of early) process.stderr.write(`limit: ${v.code}: ${v.message} (nothing was checked)\n`);
    return 1;
  }
  const parsedFile = parseFile(text);
  const violations = limitsCheck(parsedFile, limits);
  let invalid = 0;
  const rows: string[][] = [];
  for (const l of parsedFile.lines) {
    const res = checkLine(l.text, { lineNumber: l.lineNumber, rhoIterations });
    if (!res.valid) invalid++;
    if (json) {
      process.stdout.write(`${JSON.stringify(res)}\n`);
      continue;
    }
    const notes: string[] = res.errors.map((e) => `${e.code}${e.column ? `@${e.column}` : ''}: ${e.message}`);
    if (l.duplicateOf !== null) notes.push(`duplicate of line ${l.duplicateOf}`);
    if (l.result.hint.status === 'ignored') notes.push(`hint ignored: ${l.result.hint.reason}`);
    if (l.result.hint.status === 'recognized') {
      const missing =
        res.discAbs === null
          ? []
          : l.result.hint.primes.filter((p) => BigInt(res.discAbs!) % BigInt(p) !== 0n);
      notes.push(
        missing.length > 0 ? `hint primes not dividing disc: ${missing.join(',')}` : 'hint recognized',
      );
    }
    if (res.squarefree === false) notes.push('NOT squarefree (disc = 0)');
    if (res.irreducible === 'reducible')
      notes.push(`REDUCIBLE: factor degrees ${res.factorDegrees?.join(',')}`);
    const d = res.discAbs ?? '';
    rows.push([
      String(res.line),
      String(l.index),
      res.valid ? 'ok' : 'INVALID',
      res.r === null ? '-' : String(res.r),
      res.discAbs === null
        ? '-'
        : `${res.discSign === -1 ? '-' : ''}${d.length > 24 ? `${d.slice(0, 10)}…(${d.length} digits)` : d}`,
      res.discIsSquare === null ? '-' : res.discIsSquare ? 'yes' : 'no',
      res.irreducible ?? '-',
      res.discPrimes === null ? '-' : res.discPrimes.join(','),
      notes.join('; '),
    ]);
  }
  if (!json) {
    const header = ['line', 'idx', 'status', 'r', 'disc', 'square', 'irreducible', 'disc primes', 'notes'];
    const widths = header.map((h, i) => Math.min(40, Math.max(h.length, ...rows.map((r) => r[i]!.length))));
    const fmt = (r: string[]) =>
      r
        .map((c, i) => (i === r.length - 1 ? c : pad(c, widths[i]!)))
        .join('  ')
        .trimEnd();
    process.stdout.write(`${fmt(header)}\n`);
    for (const r of rows) process.stdout.write(`${fmt(r)}\n`);
    process.stdout.write(
      `${parsedFile.polynomialCount} polynomial lines: ${parsedFile.polynomialCount - invalid} valid, ${invalid} invalid, ` +
        `${parsedFile.duplicateCount} duplicates; body ${parsedFile.bodyBytes} bytes, envelope ${parsedFile.envelopeBytes} bytes\n`,
    );
  }
  const out = json ? process.stderr : process.stdout;
  for (const v of violations) out.write(`limit: ${v.code}: ${v.message}\n`);
  return invalid > 0 || violations.length > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
