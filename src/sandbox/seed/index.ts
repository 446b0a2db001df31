import { deriveApiKey, hashApiKey } from '../apiKeys';
import { DAY_MS, SANDBOX_SEED } from '../config';
import { insertAccount } from '../db/accounts';
import { insertApiKey } from '../db/apiKeys';
import { insertCnItem } from '../db/cnItems';
import { insertCompetition } from '../db/competitions';
import { insertEnrollment } from '../db/enrollments';
import { allPlacements, insertPlacement } from '../db/igp24';
import { creditPair } from '../db/igp24Credits';
import { insertLeaderboardEntry } from '../db/leaderboard';
import { insertLeanProblem, insertLibraryItem } from '../db/library';
import { getMeta, setMeta } from '../db/meta';
import type { Db } from '../db/open';
import { insertRun } from '../db/playground';
import { insertSubmission } from '../db/submissions';
import { insertMember, insertTeam } from '../db/teams';
import type { Igp24Result } from '../igp24/types';
import { seedLeanKernelRuns } from '../playground/leanKernel';
import { SEED_ACCOUNTS, SEED_KEYS } from './accounts';
import { SEED_COMPETITIONS } from './competitions';
import { seedContributorNetwork } from './contributorNetwork';
import { seedCredits, seedIgp24Submissions } from './igp24';
import { generateEntries, generatePlacements, igp24Entries } from './leaderboards';
import { SEED_CN_ITEMS, SEED_LEAN_PROBLEMS, SEED_LIBRARY_ITEMS } from './library';
import { Prng } from './prng';
import { seedSubmissions } from './submissions';
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

/**
 * Seeds each step once; steps already applied (recorded in `meta`) are left untouched, so a
 * persisted database from an older sandbox gains only the newer steps.
 */
export function seedDatabase(db: Db, now: number): void {
  if (getMeta(db, 'seededAt') === null) seedStep1(db, now);
  if (getMeta(db, 'seededStep2At') === null) seedStep2(db, now);
  if (getMeta(db, 'seededStep3At') === null) seedStep3(db, now);
  if (getMeta(db, 'seededStep4At') === null) seedStep4(db, now);
  if (getMeta(db, 'seededStep5At') === null) seedStep5(db, now);
}

function insertAccountsAndKeys(db: Db, now: number, version: 1 | 2): void {
  const at = (offsetDays: number) => new Date(now + offsetDays * DAY_MS).toISOString();
  const accounts = SEED_ACCOUNTS.filter((a) => (a.seedVersion ?? 1) === version);
  for (const a of accounts) {
    insertAccount(db, a);
    if (!a.enrolledEverywhere) continue;
    for (const c of SEED_COMPETITIONS) {
      if (a.notEnrolledIn?.includes(c.id)) continue;
      insertEnrollment(db, a.id, c.id, at(-200));
    }
  }
  if (version === 1) {
    TEAM_NAMES.forEach((name, i) => {
      insertTeam(db, { id: teamId(i + 1), teamNumber: i + 1, name });
    });
    for (const m of SEED_MEMBERSHIPS) insertMember(db, teamId(m.teamNumber), m.accountId, m.role);
  }
  const ids = new Set(accounts.map((a) => a.id));
  for (const k of SEED_KEYS) {
    if (!ids.has(k.accountId)) continue;
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
}

/** Step 1: competitions, accounts, keys, teams, leaderboards and IGP24 placements. */
function seedStep1(db: Db, now: number): void {
  const rng = new Prng(`${SANDBOX_SEED}:seed`);
  db.transaction(() => {
    for (const c of SEED_COMPETITIONS) insertCompetition(db, c);
    insertAccountsAndKeys(db, now, 1);
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

/** Step 2: accounts added later, Contributor Network stand-ins, private libraries, submissions. */
function seedStep2(db: Db, now: number): void {
  const rng = new Prng(`${SANDBOX_SEED}:seed:step2`);
  const at = (ageDays: number) => new Date(Math.round((now - ageDays * DAY_MS) / 1000) * 1000).toISOString();
  db.transaction(() => {
    insertAccountsAndKeys(db, now, 2);
    for (const item of SEED_CN_ITEMS) insertCnItem(db, item);
    for (const { ageDays, ...item } of [...SEED_LIBRARY_ITEMS].sort((a, b) => b.ageDays - a.ageDays)) {
      insertLibraryItem(db, { ...item, createdAt: at(ageDays), updatedAt: at(ageDays) });
    }
    for (const { ageDays, ...p } of [...SEED_LEAN_PROBLEMS].sort((a, b) => b.ageDays - a.ageDays))
      insertLeanProblem(db, { ...p, createdAt: at(ageDays) });
    for (const s of seedSubmissions(rng, now)) insertSubmission(db, s, true);
    setMeta(db, 'seededStep2At', new Date(now).toISOString());
  })();
}

/** Step 3: IGP24 credits (label progress, daily cap) and IGP24 submission history. */
function seedStep3(db: Db, now: number): void {
  const rng = new Prng(`${SANDBOX_SEED}:seed:step3`);
  const at = new Date(now).toISOString();
  db.transaction(() => {
    for (const c of seedCredits(rng, allPlacements(db))) creditPair(db, c, at);
    for (const s of seedIgp24Submissions(now)) {
      insertSubmission(db, s, false);
      for (const item of (s.result as Igp24Result).items) {
        if (item.status !== 'accepted') continue;
        creditPair(
          db,
          { ownerKey: s.ownerKey, t: item.t, r: item.r, discAbs: item.fieldDiscAbs },
          s.createdAt,
        );
      }
    }
    setMeta(db, 'seededStep3At', at);
  })();
}

/** Step 4: Playground history of the Lean kernel challenge (every history category). */
function seedStep4(db: Db, now: number): void {
  db.transaction(() => {
    for (const run of seedLeanKernelRuns(now)) insertRun(db, run);
    setMeta(db, 'seededStep4At', new Date(now).toISOString());
  })();
}

/** Step 5: the Contributor Network (items, avatars, favorites, comments, benchmark results). */
function seedStep5(db: Db, now: number): void {
  db.transaction(() => {
    seedContributorNetwork(db, now);
    setMeta(db, 'seededStep5At', new Date(now).toISOString());
  })();
}
