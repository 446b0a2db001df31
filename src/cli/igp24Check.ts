/**
 * `igp24 check FILE`: the IGP24 line parser and local checks on every polynomial line of FILE.
 * Shared by `workbench igp24 check` and `npm run igp24 -- check`.
 * Limits: the file-size limits (1,000,000 bytes; maxPolynomials when given) are checked on the raw
 * text before any line is parsed; an oversized file is reported at once and nothing is computed.
 * Output is deterministic: every search is bounded by counted work, never by the clock.
 * Exit codes: 0 all lines valid and the file within the limits; 1 some line invalid, a limit
 * violated or no polynomial line; 2 unreadable file.
 * `checkStream` is the stream mode (standard input, `--shard`, `--first-line`; igp24Stream.ts):
 * JSON lines only, no file limits, exit 1 when some polynomial line is invalid.
 */
import {
  checkHint,
  checkLine,
  enableDdfKernel,
  hintWords,
  type Limits,
  limitsCheck,
  parseFile,
  precheckLimits,
} from '../shared/igp24/index';
import { BatchedWriter } from './batchedWriter';
import { tuneTieringForBatch } from './batchTiering';
import { streamLines } from './igp24Stream';
import type { Shard } from './igp24StreamOptions';

// Not an ES import of node:fs: see igp24.ts.
const { readFileSync } = process.getBuiltinModule('node:fs');

export function checkStream(
  input: string,
  o: { shard: Shard; firstLine: number; rhoIterations: number; ecmCurves: number },
): Promise<number> {
  tuneTieringForBatch();
  enableDdfKernel();
  return streamLines({
    input,
    shard: o.shard,
    firstLine: o.firstLine,
    compute(text, lineNumber) {
      const res = checkLine(text, { lineNumber, rhoIterations: o.rhoIterations, ecmCurves: o.ecmCurves });
      return { json: JSON.stringify(res), failed: !res.valid };
    },
  });
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

export function checkFile(
  file: string,
  {
    json,
    rhoIterations,
    ecmCurves,
    limits,
    onProgress,
  }: {
    json: boolean;
    rhoIterations: number;
    ecmCurves: number;
    limits: Limits;
    onProgress?: (done: number, total: number) => void;
  },
): number {
  tuneTieringForBatch();
  enableDdfKernel();
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    process.stderr.write(`igp24: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  const early = precheckLimits(text, limits);
  if (early.length > 0) {
    for (const v of early) process.stderr.write(`limit: ${v.code}: ${v.message} (nothing was checked)\n`);
    return 1;
  }
  const parsedFile = parseFile(text);
  const violations = limitsCheck(parsedFile, limits);
  let invalid = 0;
  const rows: string[][] = [];
  const jsonOut = new BatchedWriter(process.stdout);
  for (const l of parsedFile.lines) {
    const res = checkLine(l.text, { lineNumber: l.lineNumber, rhoIterations, ecmCurves, parsed: l.result });
    if (!res.valid) invalid++;
    onProgress?.(l.index + 1, parsedFile.lines.length);
    if (json) {
      jsonOut.write(`${JSON.stringify(res)}\n`);
      continue;
    }
    const notes: string[] = res.errors.map((e) => `${e.code}${e.column ? `@${e.column}` : ''}: ${e.message}`);
    if (l.duplicateOf !== null) notes.push(`duplicate of line ${l.duplicateOf}`);
    if (res.field)
      notes.push(
        res.field.discSource === 'exact_nfdisc'
          ? `field discriminant |d_K| = ${short(res.field.fieldDiscAbs)} (exact)`
          : `field discriminant |d_K| ≤ ${short(res.field.fieldDiscAbs)} (unfactored part ${short(res.field.unfactored ?? '')})`,
      );
    const hint = hintWords(checkHint(l.result.hint, res.discAbs));
    if (hint !== null) notes.push(hint);
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
  jsonOut.flush();
  const out = json ? process.stderr : process.stdout;
  for (const v of violations) out.write(`limit: ${v.code}: ${v.message}\n`);
  return invalid > 0 || violations.length > 0 ? 1 : 0;
}

/** A long decimal as its first digits and length, as the disc column shows it. */
const short = (d: string): string => (d.length > 24 ? `${d.slice(0, 10)}…(${d.length} digits)` : d);
