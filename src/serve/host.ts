/**
 * Serve mode: the same core and contract as the Electron app, spoken over loopback HTTP and
 * server-sent events to a browser tab. Like Jupyter, a random per-start token guards it: the
 * printed URL carries the token once, the host swaps it for an HttpOnly SameSite=Strict cookie,
 * and every request without either gets 401. Host and Origin are checked against our own
 * address, which stops DNS-rebinding and cross-site requests.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Dispatch, Workbench } from '../core';
import { errorInfo } from '../shared/api';
import { EVENT_NAMES } from '../shared/contract';
import { CONTENT_SECURITY_POLICY } from '../shared/csp';
import { deepLinkPath } from '../shared/deepLinks';
import { SIGNED_OUT_CSP, signedOutPage } from './signedOut';

export interface ServeOptions {
  dispatch: Dispatch;
  workbench: Pick<Workbench, 'onAny'>;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  port?: number;
  token?: string;
}

export interface ServeHost {
  /** The URL to open, with the token. */
  url: string;
  origin: string;
  token: string;
  close(): Promise<void>;
}

const COOKIE = 'workbench_session';
/**
 * The cookie outlives the browser session (a browser restarted keeps the tab's access) but not
 * this token: a new start of serve mode has a new one, so the old cookie opens nothing.
 */
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

export async function startServeHost(opts: ServeOptions): Promise<ServeHost> {
  const token = opts.token ?? randomBytes(24).toString('base64url');
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
  let origin = '';
  const allowedHosts = new Set<string>();
  const allowedOrigins = new Set<string>();

  const tokenMatches = (candidate: string | undefined) => {
    if (!candidate) return false;
    const a = Buffer.from(candidate);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  const cookieToken = (req: FastifyRequest) =>
    /(?:^|;\s*)workbench_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];

  app.addHook('onRequest', async (req, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
    if (!allowedHosts.has(req.headers.host ?? '')) return deny(reply, 403, 'Unexpected Host header.');
    const reqOrigin = req.headers.origin;
    if (reqOrigin !== undefined && !allowedOrigins.has(reqOrigin))
      return deny(reply, 403, 'Cross-origin request refused.');
    const url = new URL(req.url, origin);
    const queryToken = url.searchParams.get('token') ?? undefined;
    if (req.method === 'GET' && url.pathname === '/' && tokenMatches(queryToken)) {
      reply.header(
        'set-cookie',
        `${COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${COOKIE_MAX_AGE_S}`,
      );
      return reply.redirect('/', 302);
    }
    if (
      !tokenMatches(cookieToken(req)) &&
      !tokenMatches(req.headers['x-workbench-token'] as string | undefined)
    ) {
      // A page opened in the browser gets a page that says how to get back in; a call, the words.
      if (req.method === 'GET' && /\btext\/html\b/.test(req.headers.accept ?? ''))
        return reply
          .code(401)
          .header('content-security-policy', SIGNED_OUT_CSP)
          .type('text/html; charset=utf-8')
          .send(signedOutPage());
      return deny(reply, 401, 'Open the URL that `npm run serve` printed (it carries the access token).');
    }
  });

  app.post<{ Params: { method: string } }>('/rpc/:method', async (req, reply) => {
    // A browser tab closed or a fetch aborted mid-call: the work done for it stops (paging).
    const caller = new AbortController();
    const gone = () => {
      if (!reply.raw.writableFinished) caller.abort();
    };
    reply.raw.once('close', gone);
    const refused = hostOnlyField(req.params.method, req.body);
    if (refused) return refused;
    return opts.dispatch(req.params.method, req.body, caller.signal);
  });

  // A body that is not JSON (or too large) answers the contract's failure shape, like every call,
  // not Fastify's own { statusCode, error, message }.
  app.setErrorHandler((err: FastifyError, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    const message =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
        ? 'The request body is not valid JSON. Send the method’s input as a JSON object.'
        : status === 413
          ? 'The request body is too large.'
          : status < 500
            ? `The request was refused: ${err.message}`
            : 'The workbench host failed to answer this call. See logs/main.log.';
    return reply
      .code(status)
      .send({ ok: false, error: errorInfo(status < 500 ? 'INVALID_INPUT' : 'INTERNAL', message) });
  });

  app.get('/events', (_req, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'content-security-policy': CONTENT_SECURITY_POLICY,
    });
    res.write(': connected\n\n');
    const off = opts.workbench.onAny((event, payload) => {
      if (EVENT_NAMES.includes(event)) res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
    });
    // A comment every 15 s keeps proxies and the browser from closing an idle stream.
    const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
    res.on('close', () => {
      clearInterval(ping);
      off();
    });
  });

  // workbench:// links as URLs (/item/<publicCode>, /run/<competitionId>/<runId>) open that page.
  const openLink = (req: FastifyRequest, reply: FastifyReply) => {
    const path = deepLinkPath(new URL(req.url, origin).pathname);
    return path ? reply.redirect(`/#${path}`, 302) : deny(reply, 404, 'No such page.');
  };
  app.get('/item/:publicCode', openLink);
  app.get('/run/:competitionId/:runId', openLink);

  await app.register(fastifyStatic, { root: opts.rendererDir, index: 'index.html', wildcard: true });

  await app.listen({ host: '127.0.0.1', port: opts.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  origin = `http://127.0.0.1:${port}`;
  allowedHosts.add(`127.0.0.1:${port}`);
  allowedHosts.add(`localhost:${port}`);
  for (const host of allowedHosts) allowedOrigins.add(`http://${host}`);
  return {
    url: `${origin}/?token=${token}`,
    origin,
    token,
    close: async () => {
      await app.close();
    },
  };
}

/**
 * Fields only a desktop or command-line host may set: a page in a browser never names a file on
 * this machine (the desktop app asks through its own dialog; here the bytes come back instead).
 * A Map, not an object: the method name comes from the URL, and `/rpc/constructor` or
 * `/rpc/__proto__` must find nothing here, like any other unknown name.
 */
const HOST_ONLY_FIELDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['cn.package.download', ['path', 'overwrite']],
]);

function hostOnlyField(method: string, body: unknown) {
  const fields = HOST_ONLY_FIELDS.get(method);
  if (!fields || typeof body !== 'object' || body === null) return null;
  const given = fields.filter((f) => Object.hasOwn(body, f));
  if (given.length === 0) return null;
  return {
    ok: false as const,
    error: errorInfo(
      'INVALID_INPUT',
      `In the browser the workbench does not write files: leave out ${given.join(' and ')}; the verified bytes are returned for the browser to save.`,
    ),
  };
}

function deny(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}
