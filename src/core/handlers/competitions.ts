/** Competitions, participation and leaderboards: cached reads, and whole-table CSV export. */
import { cacheKey } from '../../shared/contract';
import { flatTable } from '../../shared/flatRows';
import {
  getCompetition,
  getLeaderboard,
  getParticipation,
  getStanding,
  getTeamPlacements,
  listCompetitions,
  searchLeaderboard,
} from '../api/competitions';
import { collect, paginate } from '../api/pagination';
import type { HandlerDeps, Handlers } from './types';

type M =
  | `competitions.${'list' | 'get' | 'participation'}`
  | `leaderboard.${'page' | 'standing' | 'placements' | 'search' | 'exportCsv'}`;

export function competitionHandlers({ ctx, cached }: HandlerDeps): Pick<Handlers, M> {
  const { connections } = ctx;
  return {
    'competitions.list': (input) =>
      cached(cacheKey('competitions.list', input), async (client) =>
        collect(
          paginate(
            (cursor) => listCompetitions(client, { cursor, limit: 100 }).then((r) => r.data),
            (c) => c.id,
          ),
        ),
      ),
    'competitions.get': (input) =>
      cached(
        cacheKey('competitions.get', input),
        async (client) => (await getCompetition(client, input.competitionId)).data,
      ),
    'competitions.participation': (input) =>
      cached(
        cacheKey('competitions.participation', input),
        async (client) => (await getParticipation(client, input.competitionId)).data,
      ),

    'leaderboard.page': (input) =>
      cached(
        cacheKey('leaderboard.page', input),
        async (client) =>
          (await getLeaderboard(client, input.competitionId, { cursor: input.cursor, limit: input.limit }))
            .data,
      ),
    'leaderboard.standing': (input) =>
      cached(
        cacheKey('leaderboard.standing', input),
        async (client) => (await getStanding(client, input.competitionId)).data,
      ),
    'leaderboard.placements': (input) =>
      cached(
        cacheKey('leaderboard.placements', input),
        async (client) =>
          (
            await getTeamPlacements(client, input.competitionId, input.teamId, {
              cursor: input.cursor,
              limit: input.limit,
            })
          ).data,
      ),
    'leaderboard.search': (input) =>
      cached(
        cacheKey('leaderboard.search', input),
        async (client) =>
          (
            await searchLeaderboard(client, input.competitionId, {
              t: input.t,
              r: input.r,
              cursor: input.cursor,
              limit: input.limit,
            })
          ).data,
      ),
    'leaderboard.exportCsv': async (input, { signal }) => {
      const { client } = await connections.getActive();
      const page = (cursor: string | null) => {
        const q = { cursor, limit: 100 };
        if (input.table === 'placements')
          return getTeamPlacements(client, input.competitionId, input.teamId, q, { signal });
        if (input.table === 'search')
          return searchLeaderboard(client, input.competitionId, { ...q, t: input.t, r: input.r }, { signal });
        return getLeaderboard(client, input.competitionId, q, { signal });
      };
      // Rows have no documented ID: the whole row is its identity for de-duplication.
      const rows = await collect(
        paginate(
          async (cursor) => (await page(cursor)).data,
          (row) => JSON.stringify(row),
          { signal },
        ),
      );
      // The same dotted columns as the tables on screen (team.number, team.label).
      const table = flatTable(rows);
      const suffix = input.table === 'leaderboard' ? '' : `-${input.table}`;
      // The CSV writer (papaparse) only for an export, not at every start.
      const { toCsv } = await import('../../shared/csv');
      return {
        filename: `${input.competitionId}-leaderboard${suffix}.csv`,
        csv: toCsv(
          table.columns,
          table.rows.map((r) => table.columns.map((c) => r[c])),
        ),
        rows: rows.length,
      };
    },
  };
}
