/**
 * The contract's methods, implemented over the core. Reads go through the cache; connection
 * changes announce themselves with events.
 */
import Papa from 'papaparse';
import type { AppStatus, TestConnectionResult } from '../../shared/contract';
import { cacheKey } from '../../shared/contract';
import type { ApiClient } from './api/client';
import {
  getCompetition,
  getLeaderboard,
  getParticipation,
  getStanding,
  getTeamPlacements,
  listCompetitions,
  searchLeaderboard,
} from './api/competitions';
import { ApiError } from './api/errors';
import { collect, paginate } from './api/pagination';
import type { Handlers } from './handlers';
import type { CoreContext } from './workbench';

interface Hooks {
  status: () => AppStatus;
}

export function createHandlers(ctx: CoreContext, hooks: Hooks): Handlers {
  const { connections, reads, events } = ctx;
  const announceConnections = () => events.emit('connections.changed', {});

  /** A cached read of the active connection under the contract's cache key. */
  const cached = async <T>(key: string, fetch: (client: ApiClient) => Promise<T>) => {
    const conn = await connections.getActive();
    return reads.read(conn, key, (c) => fetch(c.client));
  };

  const activate = async (id: string) => {
    await connections.activate(id);
    ctx.connectivity.reset();
    announceConnections();
    const status = hooks.status();
    events.emit('connection.status', status);
    return status;
  };

  return {
    'app.status': async () => hooks.status(),

    'connections.list': () => connections.list(),
    'connections.add': async (input) => {
      const view = await connections.add(input);
      announceConnections();
      return view;
    },
    'connections.update': async (input) => {
      const view = await connections.update(input);
      announceConnections();
      return view;
    },
    'connections.remove': async ({ id }) => {
      const wasActive = connections.activeConnectionId === id;
      await connections.remove(id);
      if (wasActive) await activate(connections.activeConnectionId);
      else announceConnections();
      return null;
    },
    'connections.activate': ({ id }) => activate(id),
    'connections.test': async ({ id }) => testConnection(await connections.clientFor(id)),

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
        async (client) => (await getLeaderboard(client, input.competitionId, { cursor: input.cursor })).data,
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
          (await getTeamPlacements(client, input.competitionId, input.teamId, { cursor: input.cursor })).data,
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
            })
          ).data,
      ),
    'leaderboard.exportCsv': async (input) => {
      const { client } = await connections.getActive();
      const page = (cursor: string | null) => {
        const q = { cursor, limit: 100 };
        if (input.table === 'placements')
          return getTeamPlacements(client, input.competitionId, input.teamId, q);
        if (input.table === 'search')
          return searchLeaderboard(client, input.competitionId, { ...q, t: input.t, r: input.r });
        return getLeaderboard(client, input.competitionId, q);
      };
      // Rows have no documented ID: the whole row is its identity for de-duplication.
      const rows = await collect(
        paginate(
          async (cursor) => (await page(cursor)).data,
          (row) => JSON.stringify(row),
        ),
      );
      const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
      const cells = rows.map((r) => columns.map((c) => csvCell(r[c])));
      const suffix = input.table === 'leaderboard' ? '' : `-${input.table}`;
      return {
        filename: `${input.competitionId}-leaderboard${suffix}.csv`,
        csv: Papa.unparse({ fields: columns, data: cells }),
        rows: rows.length,
      };
    },
  };
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

async function testConnection(client: ApiClient): Promise<TestConnectionResult> {
  const started = performance.now();
  try {
    const res = await listCompetitions(client, { limit: 100 });
    return {
      ok: true,
      error: null,
      latencyMs: Math.round(performance.now() - started),
      rateLimit: res.rateLimit,
      competitionCount: res.data.items.length,
    };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return {
      ok: false,
      error: err.info,
      latencyMs: null,
      rateLimit: err.info.rateLimit,
      competitionCount: null,
    };
  } finally {
    await client.close();
  }
}
