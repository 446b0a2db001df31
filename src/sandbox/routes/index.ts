import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth';
import type { SandboxContext } from '../context';
import { notFound, sendApiError } from '../errors';
import { competitionRoutes } from './competitions';
import { contributorNetworkRoutes } from './contributorNetwork';
import { igp24Routes } from './igp24';
import { leaderboardRoutes } from './leaderboard';
import { libraryRoutes } from './library';
import { playgroundRoutes } from './playground';
import { submissionRoutes } from './submissions';

/**
 * The public API, registered under API_PREFIX. Every request (matched or not) is authenticated
 * and rate limited first; unknown routes then answer 404 NOT_FOUND.
 */
export function apiPlugin(ctx: SandboxContext) {
  return async (app: FastifyInstance) => {
    app.decorateRequest('caller', null);
    app.addHook('onRequest', authenticate(ctx));
    app.setNotFoundHandler((req, reply) =>
      sendApiError(reply, notFound(`No route for ${req.method} ${req.url}.`)),
    );
    await competitionRoutes(app, ctx);
    await leaderboardRoutes(app, ctx);
    await submissionRoutes(app, ctx);
    await igp24Routes(app, ctx);
    await libraryRoutes(app, ctx);
    await playgroundRoutes(app, ctx);
    await contributorNetworkRoutes(app, ctx);
  };
}
