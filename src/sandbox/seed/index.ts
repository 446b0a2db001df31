import { deriveApiKey, hashApiKey } from '../apiKeys';
import { DAY_MS, SANDBOX_SEED } from '../config';
import { insertAccount } from '../db/accounts';
import { insertApiKey } from '../db/apiKeys';
import { insertCompetition } from '../db/competitions';
import { insertEnrollment } from '../db/enrollments';
import { insertPlacement } from '../db/igp24';
import { insertLeaderboardEntry } from '../db/leaderboard';
import { getMeta, setMeta } from '../db/meta';
import type { Db } from '../db/open';
import { insertMember, insertTeam } from '../db/teams';
import { SEED_ACCOUNTS, SEED_KEYS } from './accounts';
import { SEED_COMPETITIONS } from './competitions';
import { generateEntries, generatePlacements, igp24Entries } from './leaderboards';
import { Prng } from './prng';
import { SEED_MEMBERSHIPS, TEAM_NAMES, teamId } from './teams';

export interface SeededKey {
  name: string;
  scopes: string[];
  state: 'active' | 'revoked' | 'expired';
  apiKey: string;
  account: string;
}

/** The seeded keys with their full text (derivable at any time: keys are deterministic). */
export function seededKeys(): SeededKey[] {
  return SEED_KEYS.map((k) => ({
    name: k.name,
    scopes: [...k.scopes],
    state: k.state,
    apiKey: deriveApiKey(k.name),
    account: SEED_ACCOUNTS.find((a) => a.id === k.accountId)!.handle,
  }));
}

/** Seeds an empty database once; a database that is already seeded is left untouched. */
export function seedDatabase(db: Db, now: number): void {
  if (getMeta(db, 'seededAt') !== null) return;
  const rng = new Prng(`${SANDBOX_SEED}:seed`);
  const at = (offsetDays: number) => new Date(now + offsetDays * DAY_MS).toISOString();
  db.transaction(() => {
    for (const c of SEED_COMPETITIONS) insertCompetition(db, c);
    for (const a of SEED_ACCOUNTS) {
      insertAccount(db, a);
      if (!a.enrolledEverywhere) continue;
      for (const c of SEED_COMPETITIONS) insertEnrollment(db, a.id, c.id, at(-200));
    }
    TEAM_NAMES.forEach((name, i) => {
      insertTeam(db, { id: teamId(i + 1), teamNumber: i + 1, name });
    });
    for (const m of SEED_MEMBERSHIPS) insertMember(db, teamId(m.teamNumber), m.accountId, m.role);
    for (const k of SEED_KEYS) {
      insertApiKey(db, {
        keyHash: hashApiKey(deriveApiKey(k.name)),
        name: k.name,
        accountId: k.accountId,
        scopes: [...k.scopes],
        revokedAt: k.state === 'revoked' ? at(-3) : null,
        expiresAt: k.state === 'expired' ? at(-1) : at(365),
        createdAt: at(-90),
      });
    }
    for (const c of SEED_COMPETITIONS) {
      if (!c.capabilities.leaderboard || c.kind === 'igp24-polynomial') continue;
      for (const e of generateEntries(rng, c, now)) insertLeaderboardEntry(db, e);
    }
    const placements = generatePlacements(rng, now);
    for (const p of placements) insertPlacement(db, p);
    for (const e of igp24Entries(rng, placements)) insertLeaderboardEntry(db, e);
    setMeta(db, 'seededAt', new Date(now).toISOString());
  })();
}
