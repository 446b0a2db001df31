import { DAY_MS } from '../config';
import type { PlacementInput } from '../db/igp24';
import type { CreditRow } from '../db/igp24Credits';
import type { NewSubmission } from '../db/submissions';
import { allowedR, LABEL_COUNT } from '../igp24/labels';
import { Igp24Service } from '../igp24/service';
import type { Igp24Result } from '../igp24/types';
import type { Prng } from './prng';
import { TEAM_NAMES, TEAMS_WITHOUT_ENTRIES, teamId } from './teams';

/** A degree-24 line from `{ power: coefficient }` (missing powers are 0; a_24 defaults to 1). */
export function polyLine(terms: Record<number, number | string>, comment?: string): string {
  const c = Array.from({ length: 25 }, (_, i) => String(terms[i] ?? (i === 24 ? 1 : 0)));
  return comment === undefined ? c.join(',') : `${c.join(',')} # ${comment}`;
}

/**
 * Label-progress credits: the seeded leaderboard placements whose r is allowed for their label,
 * plus discoveries on about 3,000 further labels by 1..4 random teams (never the `igp24-rookie`
 * or `stage1-missing` solo accounts, so their daily cap starts at 5).
 */
export function seedCredits(rng: Prng, placements: readonly PlacementInput[]): CreditRow[] {
  const out = new Map<string, CreditRow>();
  const put = (c: CreditRow) => {
    const key = `${c.ownerKey}:${c.t}:${c.r}`;
    if (!out.has(key)) out.set(key, c);
  };
  for (const p of placements) {
    if (allowedR(p.t).includes(p.r)) put({ ownerKey: p.teamId, t: p.t, r: p.r, discAbs: p.discAbs });
  }
  const teams: number[] = [];
  for (let n = 1; n <= TEAM_NAMES.length; n++) if (!TEAMS_WITHOUT_ENTRIES.has(n)) teams.push(n);
  const labels = new Set<number>();
  while (labels.size < 3000) labels.add(rng.int(1, LABEL_COUNT));
  for (const t of [...labels].sort((a, b) => a - b)) {
    const allowed = allowedR(t);
    const signatures = rng.int(1, Math.min(3, allowed.length));
    for (let s = 0; s < signatures; s++) {
      const r = rng.pick(allowed);
      const holders = rng.int(1, 4);
      for (let h = 0; h < holders; h++) {
        put({ ownerKey: teamId(rng.pick(teams)), t, r, discAbs: rng.digits(rng.int(20, 60)) });
      }
    }
  }
  return [...out.values()];
}

/** Polynomials used by the seeded IGP24 history (and handy in tests). */
export const SEED_POLYNOMIALS = {
  /** x^24 - x - 1 */
  a: polyLine({ 0: -1, 1: -1 }),
  /** x^24 - 2 (Eisenstein at 2) */
  b: polyLine({ 0: -2 }, 'poly_disc_primes=[2,3]'),
  /** x^24 + 3x + 3 (Eisenstein at 3) */
  c: polyLine({ 0: 3, 1: 3 }),
  /** x^24 - 1: reducible */
  reducible: polyLine({ 0: -1 }),
} as const;

/** Seeded IGP24 history: three verified records for alice's team, one older record for bob's. */
export function seedIgp24Submissions(now: number): NewSubmission[] {
  const P = SEED_POLYNOMIALS;
  const specs: [string, number, string, string[], Record<string, unknown> | null, number][] = [
    ['sub_igp_tm0012_1', 12, 'acc_bob', [P.c], null, 40],
    ['sub_igp_tm0007_1', 7, 'acc_alice', [P.a, P.reducible], { description: 'first batch' }, 20],
    ['sub_igp_tm0007_2', 7, 'acc_alice', [P.b], {}, 10],
    ['sub_igp_tm0007_3', 7, 'acc_alice', [P.a, P.c, P.a], { description: 'with a duplicate' }, 2],
  ];
  return specs.map(([id, team, accountId, lines, meta, ageDays]) => {
    const at = new Date(Math.round((now - ageDays * DAY_MS) / 1000) * 1000).toISOString();
    const result: Igp24Result = {
      batchId: id.replace(/^sub_/, 'batch_'),
      status: 'done',
      queuedCount: lines.length,
      rejectedCount: 0,
      items: Igp24Service.verifyAll(lines),
    };
    return {
      id,
      competitionId: 'igp24',
      ownerKey: teamId(team),
      accountId,
      kind: 'igp24-polynomial',
      position: 0,
      slot: null,
      track: null,
      payload: { polynomials: lines },
      meta,
      result,
      idempotencyKey: null,
      requestHash: null,
      createdAt: at,
      updatedAt: at,
    };
  });
}
