import { SCOPES } from '../../shared/api';

/** Seeded accounts. Team assignment lives in seed/teams.ts. */
export interface SeedAccount {
  id: string;
  handle: string;
  displayName: string;
  emailVerified: boolean;
  /** Enrolled in every competition (true) or in none (false). */
  enrolledEverywhere: boolean;
  /** Competitions left out of `enrolledEverywhere`. */
  notEnrolledIn?: readonly string[];
  /** Seed step that creates the account: 1 (default) or 2 (added with libraries and submissions). */
  seedVersion?: 2;
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    id: 'acc_alice',
    handle: 'alice',
    displayName: 'Alice Martin',
    emailVerified: true,
    enrolledEverywhere: true,
  },
  { id: 'acc_bob', handle: 'bob', displayName: 'Bob Okafor', emailVerified: true, enrolledEverywhere: true },
  {
    id: 'acc_carol',
    handle: 'carol',
    displayName: 'Carol Nguyễn',
    emailVerified: true,
    enrolledEverywhere: true,
  },
  {
    id: 'acc_member',
    handle: 'member',
    displayName: 'Mika Member',
    emailVerified: true,
    enrolledEverywhere: true,
  },
  {
    id: 'acc_unverified',
    handle: 'unverified',
    displayName: 'Uma Unverified',
    emailVerified: false,
    enrolledEverywhere: true,
  },
  {
    id: 'acc_newcomer',
    handle: 'newcomer',
    displayName: 'Noor Newcomer',
    emailVerified: true,
    enrolledEverywhere: false,
  },
  {
    id: 'acc_stage1missing',
    handle: 'stage1-missing',
    displayName: 'Sami Stageless',
    emailVerified: true,
    enrolledEverywhere: true,
    notEnrolledIn: ['mathematics-distillation-challenge-equational-theories-stage1'],
    seedVersion: 2,
  },
  {
    id: 'acc_rookie',
    handle: 'igp24-rookie',
    displayName: 'Rafa Rookie',
    emailVerified: true,
    enrolledEverywhere: true,
    seedVersion: 2,
  },
];

const ALL_SCOPES: readonly string[] = SCOPES;

export type SeedKeyState = 'active' | 'revoked' | 'expired';

export interface SeedKeyDef {
  name: string;
  accountId: string;
  scopes: readonly string[];
  state: SeedKeyState;
  /** What the key exists to exercise (docs and tests). */
  covers: string;
}

export const SEED_KEYS: readonly SeedKeyDef[] = [
  {
    name: 'participant',
    accountId: 'acc_alice',
    scopes: ALL_SCOPES,
    state: 'active',
    covers: 'happy path: enrolled everywhere, team owner, verified; canSubmit on every open competition',
  },
  {
    name: 'reader',
    accountId: 'acc_alice',
    scopes: ['competition.read'],
    state: 'active',
    covers: 'read-only key; competition.write and every other scope denied',
  },
  {
    name: 'competition-only',
    accountId: 'acc_alice',
    scopes: ['competition.read', 'competition.write'],
    state: 'active',
    covers: 'competitions and submissions; Playground and Contributor Network denied',
  },
  {
    name: 'playground',
    accountId: 'acc_alice',
    scopes: ['playground.read', 'playground.write', 'competition.read'],
    state: 'active',
    covers: 'Playground and private libraries; competition.write and Contributor Network denied',
  },
  {
    name: 'contributor',
    accountId: 'acc_alice',
    scopes: ['contributor-network.read', 'contributor-network.write', 'competition.read'],
    state: 'active',
    covers: 'Contributor Network; competition.write and Playground denied',
  },
  {
    name: 'no-scopes',
    accountId: 'acc_alice',
    scopes: [],
    state: 'active',
    covers: 'valid key with an empty scope list: every endpoint answers 403 API_KEY_SCOPE_DENIED',
  },
  {
    name: 'revoked',
    accountId: 'acc_alice',
    scopes: ALL_SCOPES,
    state: 'revoked',
    covers: '401 API_KEY_REVOKED',
  },
  {
    name: 'expired',
    accountId: 'acc_alice',
    scopes: ALL_SCOPES,
    state: 'expired',
    covers: '401 API_KEY_EXPIRED (expiresAt in the past)',
  },
  {
    name: 'unverified',
    accountId: 'acc_unverified',
    scopes: ALL_SCOPES,
    state: 'active',
    covers: 'submitBlockedReason EMAIL_NOT_VERIFIED everywhere; own team with no leaderboard entry',
  },
  {
    name: 'newcomer',
    accountId: 'acc_newcomer',
    scopes: ALL_SCOPES,
    state: 'active',
    covers: 'submitBlockedReason NOT_ENROLLED everywhere; no team (standing teamId null)',
  },
  {
    name: 'member',
    accountId: 'acc_member',
    scopes: ALL_SCOPES,
    state: 'active',
    covers: "NOT_TEAM_OWNER where permission.teamRole is owner (member of bob's team); canSubmit on igp24",
  },
  {
    name: 'bob',
    accountId: 'acc_bob',
    scopes: ALL_SCOPES,
    state: 'active',
    covers: 'ordinary owner of another team (second account for ownership and cursor tests)',
  },
  {
    name: 'carol',
    accountId: 'acc_carol',
    scopes: ALL_SCOPES,
    state: 'active',
    covers: 'ordinary owner of a third team',
  },
  {
    name: 'stage1-missing',
    accountId: 'acc_stage1missing',
    scopes: ALL_SCOPES,
    state: 'active',
    covers:
      'solo participant not enrolled in Stage 1: Stage 2 submit gives 403 COMPANION_COMPETITION_REQUIRED',
  },
  {
    name: 'igp24-rookie',
    accountId: 'acc_rookie',
    scopes: ALL_SCOPES,
    state: 'active',
    covers: 'solo participant with no IGP24 credits: daily IGP24 cap of 5 POSTs',
  },
];
