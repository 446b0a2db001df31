import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX, BODY_LIMIT_BYTES } from './config';
import type { SandboxContext } from './context';
import { registerCnControl } from './contributorNetwork/controls';
import { errorHandler, notFound, sendApiError } from './errors';
import { FaultController, RequestLog, registerFaultControl, registerFaultHooks } from './faults';
import { registerIgp24Control } from './igp24/control';
import { registerNamesControl } from './names';
import { registerPlatformControl } from './platform';
import { apiPlugin } from './routes';
import { registerVariant } from './variant/hooks';
import type { VariantSet } from './variant/options';

export interface AppOptions {
  faults: boolean;
  logger: boolean;
  /**
   * Host headers answered (`host:port`), filled once the port is known; null answers any Host.
   * The seeded keys are public, so a DNS-rebinding page must not reach the sandbox by its name.
   */
  allowedHosts: ReadonlySet<string> | null;
  /** Variations of the variant mode turned on (empty: the default mode). */
  variant: VariantSet;
}

/** The Fastify server: fault hook and control endpoints at the root, the API under its prefix. */
export async function buildApp(ctx: SandboxContext, opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info', stream: process.stderr } : false,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  app.setErrorHandler(errorHandler);
  const hosts = opts.allowedHosts;
  if (hosts) {
    app.addHook('onRequest', async (req, reply) => {
      if (!hosts.has((req.headers.host ?? '').toLowerCase())) {
        return reply.code(403).type('text/plain; charset=utf-8').send('Unexpected Host header.');
      }
    });
  }
  const log = new RequestLog();
  const controller = opts.faults ? new FaultController() : null;
  registerFaultHooks(app, log, controller);
  if (controller) {
    registerFaultControl(app, log, controller);
    registerPlatformControl(app, ctx.platform);
    registerIgp24Control(app, ctx);
    registerCnControl(app, ctx);
    registerNamesControl(app, ctx);
  }
  registerVariant(app, ctx, opts.variant);
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  app.setNotFoundHandler((req, reply) =>
    sendApiError(reply, notFound(`No route for ${req.method} ${req.url}.`)),
  );
  return app;
}
