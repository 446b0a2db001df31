import type { PlaygroundResults } from '../../../../shared/contracts/playground';
import { ErrorPanel } from '../../components/ErrorPanel';

/**
 * A run the core's follower let go of before it ended (a list that never ended, the run gone, a
 * refused key): its end will not arrive by itself, so say so and why (what `runs watch` ends with).
 */
export function FollowStopped({ results }: { results: Pick<PlaygroundResults, 'following' | 'stopped'> }) {
  if (!results.stopped || results.following) return null;
  return (
    <ErrorPanel
      info={results.stopped.error}
      compact
      context="No longer followed: the workbench stopped reading this run before it ended, so no more results arrive here. Open the run again later to try once more."
    />
  );
}
