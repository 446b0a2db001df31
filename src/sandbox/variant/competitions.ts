import type { CompetitionRow } from '../db/competitions';
import { insertCompetition } from '../db/competitions';
import type { Db } from '../db/open';

/**
 * Two competitions only the variant lists: one of a submission kind no client knows (spec 9.4:
 * "for competitions not listed here, the submissionKind returned by the API selects the shape"),
 * and one that offers nothing (every capability false).
 */
export const VARIANT_COMPETITIONS: readonly CompetitionRow[] = [
  {
    id: 'sandbox-proof-golf',
    title: 'Proof Golf (a submission kind this client does not know)',
    description:
      'Shortest Lean proofs win. Its submission kind, proof-golf, is not one of the four in spec 1.7.',
    status: 'active',
    visibility: 'public',
    kind: 'proof-golf',
    capabilities: { playground: false, contributorNetwork: false, leaderboard: true },
    teamDetailsEnabled: false,
    teamRole: 'owner',
    opensOffsetDays: -5,
    closesOffsetDays: 50,
    limits: { maxBytes: 20_000, maxEntries: 1 },
    catalog: null,
  },
  {
    id: 'sandbox-quiet',
    title: 'Quiet Cheatsheet Trial (no Playground, no network, no leaderboard)',
    description: null,
    status: 'active',
    visibility: 'public',
    kind: 'cheatsheet',
    capabilities: { playground: false, contributorNetwork: false, leaderboard: false },
    teamDetailsEnabled: false,
    teamRole: 'owner',
    opensOffsetDays: null,
    closesOffsetDays: null,
    limits: { maxBytes: 4_096, maxEntries: 1 },
    catalog: null,
  },
];

/**
 * Shows the variant's competitions (variant mode) or hides them as drafts (default mode on a data
 * folder a variant start used: records may refer to them, so they are never deleted).
 */
export function syncVariantCompetitions(db: Db, on: boolean): void {
  const find = db.prepare('SELECT 1 FROM competitions WHERE id = ?');
  const show = db.prepare('UPDATE competitions SET visibility = ? WHERE id = ?');
  for (const c of VARIANT_COMPETITIONS) {
    if (!find.get(c.id)) {
      if (on) insertCompetition(db, c);
      continue;
    }
    show.run(on ? 'public' : 'draft', c.id);
  }
}
