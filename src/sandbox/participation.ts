import type { SubmitBlockedReason } from '../shared/api';
import type { SandboxContext } from './context';
import { getAccount } from './db/accounts';
import type { CompetitionRow } from './db/competitions';
import { isEnrolled } from './db/enrollments';
import { getMembership } from './db/teams';
import { submissionWindow } from './spec/submissionSpec';

export interface Participation {
  canSubmit: boolean;
  submitBlockedReason: SubmitBlockedReason | null;
  /** Guessed extra fields (spec 2.3 does not show them). */
  enrolled: boolean;
  teamRole: 'owner' | 'member' | null;
  teamId: string | null;
}

/**
 * Spec 2.3 / 5.5. The first failing condition wins, in this order: EMAIL_NOT_VERIFIED,
 * NOT_ENROLLED, NOT_TEAM_OWNER, BEFORE_WINDOW, AFTER_WINDOW.
 */
export function participation(ctx: SandboxContext, accountId: string, c: CompetitionRow): Participation {
  const account = getAccount(ctx.db, accountId);
  const enrolled = isEnrolled(ctx.db, accountId, c.id);
  const membership = enrolled ? getMembership(ctx.db, accountId) : null;
  const activeMembership = membership?.active ? membership : null;
  // An enrolled account without a team participates solo and holds the generated owner role.
  const role: 'owner' | 'member' | null = enrolled ? (activeMembership?.role ?? 'owner') : null;
  const window = submissionWindow(c, ctx.startedAt);
  const now = ctx.now();

  let reason: SubmitBlockedReason | null = null;
  if (!account?.emailVerified) reason = 'EMAIL_NOT_VERIFIED';
  else if (!enrolled) reason = 'NOT_ENROLLED';
  else if (c.teamRole === 'owner' && role !== 'owner') reason = 'NOT_TEAM_OWNER';
  else if (window.opensAt !== null && now < Date.parse(window.opensAt)) reason = 'BEFORE_WINDOW';
  else if (window.closesAt !== null && now >= Date.parse(window.closesAt)) reason = 'AFTER_WINDOW';

  return {
    canSubmit: reason === null,
    submitBlockedReason: reason,
    enrolled,
    teamRole: role,
    teamId: activeMembership?.teamId ?? null,
  };
}

/**
 * Who owns formal entries written by this account: its active team, or `acc:<accountId>` for an
 * account without a team (a solo participant). Members of one team see the same entries.
 */
export function entryOwner(ctx: SandboxContext, accountId: string): string {
  const m = getMembership(ctx.db, accountId);
  return m?.active ? m.teamId : `acc:${accountId}`;
}
