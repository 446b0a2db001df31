/** IGP24 workbench handlers (issue 4): one per entry of contracts/igp24.ts. */
import type { ApiErrorInfo, RemainingPairsPage } from '../../shared/api';
import type { Cached } from '../../shared/contract';
import { cacheKey } from '../../shared/contract';
import { describeError } from '../../shared/errorText';
import { getStanding, getTeamPlacements } from '../api/competitions';
import { toErrorInfo } from '../api/errors';
import { getIgp24Batch, getRemainingPairs, IGP24_COMPETITION_ID } from '../api/igp24';
import { getSubmission } from '../api/submissions';
import { batchFromSubmission, hasItems } from '../igp24/batch';
import { Igp24Labels, LABEL_REFRESH_MS } from '../igp24/labels';
import { type CreditedPairs, creditedPairsOf, quotaFrom } from '../igp24/quota';
import type { HandlerDeps, Handlers } from './types';

type M = `igp24.${'labelsSync' | 'labelsQuery' | 'targets' | 'remainingPairs' | 'batch' | 'quota'}`;

/** The key under which views of the label copy are told to re-query (`cache.updated`). */
export const LABELS_UPDATED_KEY = cacheKey('igp24.labelsSync', {});

export function igp24Handlers({ ctx, cached }: HandlerDeps): Pick<Handlers, M> {
  const labels = new Igp24Labels(ctx.igp24Labels, {
    isOnline: () => ctx.connectivity.state.online,
    onSynced: (conn) =>
      ctx.events.emit('cache.updated', { connectionId: conn.id, keys: [LABELS_UPDATED_KEY] }),
  });
  const active = () => ctx.connections.getActive();

  /**
   * The team's credited pairs for the daily cap's rule (spec 8), from the same cached reads as the
   * leaderboard tab (standing for the team, then its first page of public placements). A full
   * first page without 5 distinct pairs cannot happen, so one page answers the rule. What cannot
   * be read is said in words (the cap's hover and the confirm step show it), never guessed.
   */
  const creditedPairs = async (): Promise<CreditedPairs> => {
    const unknown = (why: string): CreditedPairs => ({ pairs: null, unknown: why });
    const failed = (what: string, error: ApiErrorInfo | null) =>
      unknown(`${what} could not be read${error ? ` (${describeError(error).title})` : ''}`);
    try {
      const competitionId = IGP24_COMPETITION_ID;
      const standing = await cached(
        cacheKey('leaderboard.standing', { competitionId }),
        async (client) => (await getStanding(client, competitionId)).data,
      );
      if (!standing.data) return failed('your standing', standing.error);
      const team = standing.data.teamId;
      if (typeof team !== 'string' && typeof team !== 'number')
        return unknown('your standing on the IGP24 leaderboard names no team (no teamId field)');
      const input = { competitionId, teamId: String(team), cursor: null };
      const page = await cached(
        cacheKey('leaderboard.placements', input),
        async (client) =>
          (await getTeamPlacements(client, competitionId, input.teamId, { cursor: null })).data,
      );
      if (!page.data) return failed('your team’s placements', page.error);
      return creditedPairsOf(page.data.items, page.data.nextCursor !== null);
    } catch (err) {
      return failed('your team’s placements', toErrorInfo(err));
    }
  };

  return {
    'igp24.labelsSync': async (_input, call) => labels.sync(await active(), call.signal),
    'igp24.labelsQuery': async ({ filters, offset, limit }) =>
      labels.query((await active()).partition, filters, offset, limit),
    'igp24.targets': async ({ rs, examples }) => labels.targets((await active()).partition, rs, examples),

    // Cache first like every read, but never refreshed sooner than 120 s (spec 8's caching).
    'igp24.remainingPairs': (input): Promise<Cached<RemainingPairsPage>> =>
      cached(
        cacheKey('igp24.remainingPairs', input),
        async (client) => (await getRemainingPairs(client, input)).data,
        { freshMs: LABEL_REFRESH_MS },
      ),

    // A polling read: always fresh, never cached (the UI polls until every line is settled).
    // A batch body of another shape than our guess is completed from the spec'd submission record.
    'igp24.batch': async ({ batchId, submissionId }) => {
      const { client } = await active();
      const batch = (await getIgp24Batch(client, batchId)).data;
      if (hasItems(batch) || !submissionId) return batch;
      const sub = (await getSubmission(client, IGP24_COMPETITION_ID, submissionId)).data;
      return { ...batch, ...batchFromSubmission(sub, batchId) };
    },

    'igp24.quota': async () =>
      quotaFrom(ctx.outbox.submissionsTo(IGP24_COMPETITION_ID), Date.now(), await creditedPairs()),
  };
}
