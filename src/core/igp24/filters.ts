/** The explorer's filters over label-progress rows (pure; runs over the in-memory copy). */
import type { LabelProgress } from '../../shared/api';
import type { Igp24LabelFilters, Igp24LabelRow } from '../../shared/contracts/igp24';

/** Exact comparison of non-negative decimal integer strings (any length, leading zeros allowed). */
export function compareDecimal(a: string, b: string): number {
  const x = a.replace(/^0+(?=.)/, '');
  const y = b.replace(/^0+(?=.)/, '');
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A server record as an explorer row (only the fields the explorer uses). */
export function toRow(rec: LabelProgress): Igp24LabelRow {
  return {
    label: rec.label,
    t: rec.t,
    allowedR: rec.allowedR,
    discovered: rec.discoveredSignatures,
    remaining: rec.remainingSignatures,
    teamCount: rec.teamCount,
    minimumDiscAbs: rec.minimumDiscAbs,
    signatures: rec.signatures.map((s) => ({
      r: s.r,
      teamCount: s.teamCount,
      minimumDiscAbs: s.minimumDiscAbs,
      discovered: s.discovered,
    })),
  };
}

/**
 * The stored form of a label (`igp24_labels.record`): the explorer row, compacted. Signatures
 * that are undiscovered with no teams and no discriminant (most of them) are implied by
 * `allowedR`; `remaining` is allowedR minus `discovered` (spec 2.6's definitions). About a third of
 * the server record's size, which is what makes writing and reloading 25,000 labels quick.
 */
export interface StoredLabel {
  l: string;
  t: number;
  a: number[];
  d: number[];
  c: number;
  m: string | null;
  /** [r, teamCount, minimumDiscAbs, discovered] for every signature that is not the default. */
  s: [number, number, string | null, boolean][];
}

export function toStored(row: Igp24LabelRow): StoredLabel {
  return {
    l: row.label,
    t: row.t,
    a: row.allowedR,
    d: row.discovered,
    c: row.teamCount,
    m: row.minimumDiscAbs,
    s: row.signatures
      .filter((x) => x.discovered || x.teamCount !== 0 || x.minimumDiscAbs !== null)
      .map((x) => [x.r, x.teamCount, x.minimumDiscAbs, x.discovered]),
  };
}

export function fromStored(v: StoredLabel): Igp24LabelRow {
  const extra = new Map(v.s.map((x) => [x[0], x]));
  const found = new Set(v.d);
  return {
    label: v.l,
    t: v.t,
    allowedR: v.a,
    discovered: v.d,
    remaining: v.a.filter((r) => !found.has(r)),
    teamCount: v.c,
    minimumDiscAbs: v.m,
    signatures: v.a.map((r) => {
      const x = extra.get(r);
      return x
        ? { r, teamCount: x[1], minimumDiscAbs: x[2], discovered: x[3] }
        : { r, teamCount: 0, minimumDiscAbs: null, discovered: false };
    }),
  };
}

/** `123` and `24T123` both mean label 24T123. */
export function normalizeLabel(s: string): string {
  const v = s.trim();
  return v.startsWith('24T') ? v : `24T${v}`;
}

/** One predicate for a filter set; see Igp24LabelFilters for the meaning of each field. */
export function compileFilters(f: Igp24LabelFilters): (row: Igp24LabelRow) => boolean {
  const labels = f.labels && f.labels.length > 0 ? new Set(f.labels.map(normalizeLabel)) : null;
  const includeEmpty = f.includeEmpty ?? true;
  const tMin = f.tMin ?? null;
  const tMax = f.tMax ?? null;
  const r = f.r ?? null;
  const rState = f.rState ?? 'any';
  const minTeams = f.minTeamCount ?? null;
  const maxDisc = f.maxMinimumDiscAbs?.trim() || null;
  return (row) => {
    if (labels && !labels.has(row.label)) return false;
    if (!includeEmpty && row.discovered.length === 0) return false;
    if (tMin !== null && row.t < tMin) return false;
    if (tMax !== null && row.t > tMax) return false;
    let teamCount = row.teamCount;
    let minDisc = row.minimumDiscAbs;
    if (r !== null) {
      const sig = row.signatures.find((s) => s.r === r);
      if (!sig && !row.allowedR.includes(r)) return false;
      const discovered = sig ? sig.discovered : row.discovered.includes(r);
      if (rState === 'discovered' && !discovered) return false;
      if (rState === 'remaining' && discovered) return false;
      teamCount = sig?.teamCount ?? 0;
      minDisc = sig?.minimumDiscAbs ?? null;
    } else {
      if (rState === 'discovered' && row.discovered.length === 0) return false;
      if (rState === 'remaining' && row.remaining.length === 0) return false;
    }
    if (minTeams !== null && teamCount < minTeams) return false;
    if (maxDisc !== null && (minDisc === null || compareDecimal(minDisc, maxDisc) > 0)) return false;
    return true;
  };
}
