/** Every contract method's handler, gathered from one file per feature. */
import type { AppStatus } from '../../shared/contract';
import type { CoreContext } from '../context';
import type { SweepDriver } from '../sweeps/driver';
import { competitionHandlers } from './competitions';
import { connectionHandlers } from './connections';
import { contributorNetworkHandlers } from './contributorNetwork';
import { experimentHandlers } from './experiments';
import { igp24Handlers } from './igp24';
import { playgroundHandlers } from './playground';
import { sweepHandlers } from './sweeps';
import type { HandlerDeps, Handlers } from './types';
import { updateHandlers } from './updates';
import { workHandlers } from './work';

export type { Handlers } from './types';

export function createHandlers(ctx: CoreContext, status: () => AppStatus, sweeps: SweepDriver): Handlers {
  const deps: HandlerDeps = {
    ctx,
    status,
    cached: async (key, fetch, opts) => {
      const conn = await ctx.connections.getActive();
      return ctx.reads.read(conn, key, (c) => fetch(c.client), opts);
    },
  };
  const playground = playgroundHandlers(deps);
  return {
    ...connectionHandlers(deps),
    ...updateHandlers(deps),
    ...competitionHandlers(deps),
    ...workHandlers(deps),
    ...igp24Handlers(deps),
    ...playground,
    ...contributorNetworkHandlers(deps),
    ...experimentHandlers(deps),
    ...sweepHandlers(deps, playground, sweeps),
  };
}
