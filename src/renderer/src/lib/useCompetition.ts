import { useOutletContext } from 'react-router';
import type { CompetitionDetail } from '../../../shared/api';

/** What the detail page hands to its sections, so each section does not re-read the detail. */
export interface CompetitionContext {
  competition: CompetitionDetail;
}

export function useCompetition(): CompetitionDetail {
  return useOutletContext<CompetitionContext>().competition;
}
