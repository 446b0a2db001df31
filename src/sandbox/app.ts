import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX, BODY_LIMIT_BYTES } from './config';
import type { SandboxContext } from './context';
import { errorHandler, notFound, sendApiError } from './errors';
import { FaultController, faultHook, RequestLog, registerFaultControl } from './faults';
import { registerIgp24Control } from './igp24/control';
import { apiPlugin } from './routes';

export interface AppOptions {
  faults: boolean;
  logger: boolean;
}

/** The Fastify server: fault hook and control endpoints at the root, the API under its prefix. */
export async function buildApp(ctx: SandboxContext, opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info', stream: process.stderr } : false,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  app.setErrorHandler(errorHandler);
  const log = new RequestLog();
  const controller = opts.faults ? new FaultController() : null;
  app.addHook('onRequest', faultHook(log, controller));
  if (controller) {
    registerFaultControl(app, log, controller);
    registerIgp24Control(app, ctx);
  }
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  app.setNotFoundHandler((req, reply) =>
    sendApiError(reply, notFound(`No route for ${req.method} ${req.url}.`)),
  );
  return app;
}
