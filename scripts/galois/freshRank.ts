/**
 * The fresh polynomials (test/fixtures/galois/fresh.csv, made by scripts/galois/fresh.ts): where the
 * likely-group ranking puts each one's constructed label, with the default primes, the quadratic
 * invariant and the ranking of the app and CLI. Ties count as the best place of the tie, as in
 * testData.ts. Shared by the unit test and `npm run test:data`.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_GALOIS_PRIMES, type GaloisTable, rankAdaptive } from '../../src/shared/igp24/galois/index';
import { analyze, isSquare, parseLine } from '../../src/shared/igp24/index';

export interface FreshRow {
  label: string;
  r: number;
  coeffs: string;
}

export interface FreshPlace {
  row: FreshRow;
  /** Whether the constructed label passes the exact filter. */
  candidate: boolean;
  /** Place of the constructed label (ties: the best place of the tie); 0 when not a candidate. */
  rank: number;
  /** The first-ranked group. */
  winner: string;
  candidates: number;
}

const FRESH_ROW = /^(24T[0-9]+),([0-9]+),"([-0-9,]+)"$/;

/** Parses fresh.csv (`label,r,"coeffs"`, constant term first); throws on any other line. */
export function parseFresh(text: string): FreshRow[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines[0] !== 'label,r,coeffs') throw new Error('fresh.csv: expected the header label,r,coeffs');
  return lines.slice(1).map((line, i) => {
    const m = FRESH_ROW.exec(line);
    if (!m) throw new Error(`fresh.csv line ${i + 2}: expected 24T<t>,<r>,"<coeffs>"`);
    return { label: m[1]!, r: Number(m[2]), coeffs: m[3]! };
  });
}

export const readFresh = (path: string): FreshRow[] => parseFresh(readFileSync(path, 'utf8'));

export function freshPlace(table: GaloisTable, row: FreshRow, primes = DEFAULT_GALOIS_PRIMES): FreshPlace {
  const f = parseLine(row.coeffs).coefficients!;
  const { disc } = analyze(f);
  const res = rankAdaptive(table, f, { disc, r: row.r, discIsSquare: isSquare(disc) }, primes, table.size);
  const t = Number(row.label.slice(3));
  const mine = res.ranking.find((g) => g.t === t);
  const rank = mine ? 1 + res.ranking.filter((g) => g.logLikelihood > mine.logLikelihood).length : 0;
  return {
    row,
    candidate: mine !== undefined,
    rank,
    winner: res.ranking[0]?.label ?? '',
    candidates: res.candidates,
  };
}
