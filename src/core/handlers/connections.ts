/** App status and connections: add, edit, remove, activate, test. */
import type { TestConnectionResult } from '../../shared/contract';
import type { ApiClient } from '../api/client';
import { listCompetitions } from '../api/competitions';
import { ApiError, localError } from '../api/errors';
import { SANDBOX_ID } from '../connections';
import type { HandlerDeps, Handlers } from './types';

type M =
  | 'app.status'
  | `connections.${'list' | 'add' | 'update' | 'remove' | 'activate' | 'test' | 'testValues'}`;

export function connectionHandlers({ ctx, status }: HandlerDeps): Pick<Handlers, M> {
  const { connections, events } = ctx;
  const announceConnections = () => events.emit('connections.changed', {});

  const activate = async (id: string, remember = true) => {
    await connections.activate(id, remember);
    ctx.connectivity.reset();
    announceConnections();
    const now = status();
    events.emit('connection.status', now);
    ctx.onActivated();
    return now;
  };

  return {
    'app.status': async () => status(),
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
      const { pending, failed } = ctx.outbox.summary(id);
      if (pending + failed > 0) {
        throw localError(
          'INVALID_INPUT',
          `${pending + failed} write(s) of this connection are still in the outbox. Activate it and send or discard them first.`,
        );
      }
      if (connections.activeConnectionId === id) await activate(SANDBOX_ID);
      await connections.remove(id);
      announceConnections();
      return null;
    },
    'connections.activate': ({ id, remember }) => activate(id, remember),
    'connections.test': async ({ id }) => testConnection(await connections.clientFor(id)),
    'connections.testValues': async (input) => testConnection(await connections.clientForValues(input)),
  };
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
