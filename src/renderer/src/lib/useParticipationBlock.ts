import { describeBlockedReason } from '../../../shared/errorText';
import { useCached } from '../stores/useCached';

/** Why you cannot submit at all, from /me (the same read as "Your participation" above the form). */
export function useParticipationBlock(competitionId: string): string | null {
  const me = useCached('competitions.participation', { competitionId });
  if (!me.data || me.data.canSubmit) return null;
  const reason = me.data.submitBlockedReason;
  if (!reason) return 'You cannot submit: the platform did not give a reason.';
  const text = describeBlockedReason(reason);
  return `${text.title}. ${text.action}`;
}
