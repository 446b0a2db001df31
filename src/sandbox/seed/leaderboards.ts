import { DAY_MS } from '../config';
import type { CompetitionRow } from '../db/competitions';
import type { PlacementInput } from '../db/igp24';
import type { LeaderboardEntryInput } from '../db/leaderboard';
import type { Prng } from './prng';
import { TEAM_NAMES, TEAMS_WITHOUT_ENTRIES, teamId } from './teams';

/** Teams that must appear on every leaderboard (the seeded accounts' teams). */
const ALWAYS_LISTED = new Set([7, 12, 23]);

function iso(ms: number): string {
  return new Date(Math.round(ms / 1000) * 1000).toISOString();
}

function eligibleTeams(rng: Prng): number[] {
  const out: number[] = [];
  for (let n = 1; n <= TEAM_NAMES.length; n++) {
    if (TEAMS_WITHOUT_ENTRIES.has(n)) continue;
    if (!ALWAYS_LISTED.has(n) && rng.chance(0.06)) continue;
    out.push(n);
  }
  return out;
}

/** Leaderboard rows for a non-IGP24 competition: scores depend on the kind. */
export function generateEntries(rng: Prng, c: CompetitionRow, seededAt: number): LeaderboardEntryInput[] {
  const end =
    c.closesOffsetDays !== null && c.closesOffsetDays < 0 ? seededAt + c.closesOffsetDays * DAY_MS : seededAt;
  return eligibleTeams(rng).map((n) => {
    let score: number;
    let entries: number;
    switch (c.kind) {
      case 'model-reference':
        score = Math.round((0.3 + rng.next() * 0.68) * 1000) / 1000;
        entries = rng.int(1, c.limits.maxEntries ?? 1);
        break;
      case 'solver-participation':
        score = rng.int(0, 120) * 5;
        entries = rng.int(1, 2);
        break;
      default:
        // Coarse steps so that some teams tie (shared rank).
        score = Math.round((0.4 + rng.next() * 0.55) * 200) / 200;
        entries = 1;
    }
    return {
      competitionId: c.id,
      teamId: teamId(n),
      score,
      entries,
      pairsFound: null,
      bestLabel: null,
      lastSubmissionAt: iso(end - rng.next() * 40 * DAY_MS),
    };
  });
}

/** IGP24 placements: t in 1..25000, even r in 0..24; popular labels are shared by many teams. */
export function generatePlacements(rng: Prng, seededAt: number): PlacementInput[] {
  const popular: number[] = [];
  for (let i = 0; i < 150; i++) popular.push(rng.int(1, 25000));
  const out: PlacementInput[] = [];
  for (const n of eligibleTeams(rng)) {
    const count = n === 7 ? 60 : rng.chance(0.3) ? rng.int(30, 80) : rng.int(1, 25);
    const seen = new Set<string>();
    for (let i = 0; i < count; i++) {
      const t = rng.chance(0.6) ? rng.pick(popular) : rng.int(1, 25000);
      const r = rng.int(0, 12) * 2;
      const key = `${t}:${r}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        id: `pl_${String(n).padStart(4, '0')}_${String(i).padStart(3, '0')}`,
        teamId: teamId(n),
        t,
        r,
        discAbs: rng.digits(rng.int(18, 60)),
        placedAt: iso(seededAt - rng.next() * 100 * DAY_MS),
      });
    }
  }
  return out;
}

function compareDisc(a: PlacementInput, b: PlacementInput): number {
  if (a.discAbs.length !== b.discAbs.length) return a.discAbs.length - b.discAbs.length;
  if (a.discAbs !== b.discAbs) return a.discAbs < b.discAbs ? -1 : 1;
  return a.placedAt < b.placedAt ? -1 : a.placedAt > b.placedAt ? 1 : 0;
}

/**
 * IGP24 leaderboard rows derived from placements: `pairsFound` = placements, `score` = one point
 * per pair plus two for each pair the team leads, `bestLabel` = label of the best-ranked placement.
 */
export function igp24Entries(rng: Prng, placements: PlacementInput[]): LeaderboardEntryInput[] {
  const byPair = new Map<string, PlacementInput[]>();
  for (const p of placements) {
    const key = `${p.t}:${p.r}`;
    byPair.set(key, [...(byPair.get(key) ?? []), p]);
  }
  const rankOf = new Map<string, number>();
  for (const group of byPair.values()) {
    group.sort(compareDisc);
    group.forEach((p, i) => {
      rankOf.set(p.id, i + 1);
    });
  }
  const byTeam = new Map<string, PlacementInput[]>();
  for (const p of placements) byTeam.set(p.teamId, [...(byTeam.get(p.teamId) ?? []), p]);
  const out: LeaderboardEntryInput[] = [];
  for (const [team, list] of byTeam) {
    const firsts = list.filter((p) => rankOf.get(p.id) === 1).length;
    const best = [...list].sort((a, b) => rankOf.get(a.id)! - rankOf.get(b.id)! || a.t - b.t)[0]!;
    const last = list
      .map((p) => p.placedAt)
      .sort()
      .at(-1)!;
    out.push({
      competitionId: 'igp24',
      teamId: team,
      score: list.length + 2 * firsts,
      entries: Math.max(1, Math.ceil(list.length / rng.int(3, 12))),
      pairsFound: list.length,
      bestLabel: `24T${best.t}`,
      lastSubmissionAt: last,
    });
  }
  return out;
}
