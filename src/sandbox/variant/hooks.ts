/**
 * The variant mode's Fastify hooks: paths this platform does not have, the proxy's HTML page,
 * cursors in and out, and every answer's body, headers and encoding.
 */
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../config';
import type { SandboxContext } from '../context';
import { ApiError, notFound, sendApiError } from '../errors';
import type { VariantSet } from './options';
import { decodeVariantCursor, transformAnswer } from './transform';

const RUN = '/competitions/:competitionId/playground/runs/:runId';
const ITEM = '/contributor-network/items/:itemId';
const STAGE_IDS = new Set([
  'mathematics-distillation-challenge-equational-theories-stage1',
  'mathematics-distillation-challenge-equational-theories-stage2',
]);

/** Guessed paths (docs/spec-gaps.md) this platform lacks: 404 for reads, 405 where a GET exists. */
function absentPath(method: string, route: string, params: Record<string, string>): ApiError | null {
  const key = `${method} ${route}`;
  switch (key) {
    case `GET ${RUN}`:
    case `GET ${RUN}/events`:
    case `POST ${RUN}/cancel`:
    case `GET ${ITEM}/graph`:
    case `DELETE ${ITEM}/comments/:commentId`:
      return notFound(`No route for ${method} ${route}.`);
    case `POST ${ITEM}/comments`:
      return new ApiError(405, 'NOT_FOUND', 'Method not allowed.', undefined, { allow: 'GET' });
    case `GET ${RUN}/results`:
      return STAGE_IDS.has(params.competitionId ?? '') ? null : notFound(`No route for ${route}.`);
    default:
      return null;
  }
}

const PROXY_PAGE = `<!DOCTYPE html>
<html><head><title>502 Bad Gateway</title></head>
<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>
`;

function routeOf(req: FastifyRequest): string | null {
  const url = req.routeOptions.url;
  return url?.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) || '/' : null;
}

function acceptsGzip(req: FastifyRequest): boolean {
  const header = req.headers['accept-encoding'];
  // RFC 9110 12.5.3: no Accept-Encoding means any coding is acceptable.
  if (header === undefined) return true;
  return /(^|,)\s*(gzip|\*)\s*(;\s*q=(?!0(\.0*)?\s*($|,))[0-9.]+)?\s*($|,)/i.test(header);
}

const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

export function registerVariant(app: FastifyInstance, ctx: SandboxContext, set: VariantSet): void {
  if (set.size === 0) return;
  let proxyPageSent = false;

  app.addHook('onRequest', async (req, reply) => {
    if (set.has('proxy-html') && !proxyPageSent && routeOf(req) === '/competitions/igp24/labels/progress') {
      proxyPageSent = true;
      return reply.code(502).type('text/html').send(PROXY_PAGE);
    }
  });

  // After authentication (the API plugin's onRequest), before the route reads its query.
  app.addHook('preValidation', async (req: FastifyRequest, reply: FastifyReply) => {
    const route = routeOf(req);
    if (route === null) return;
    if (set.has('no-guessed-paths')) {
      const absent = absentPath(req.method, route, req.params as Record<string, string>);
      if (absent) return sendApiError(reply, absent);
    }
    if (set.has('cursors') && req.raw.url?.includes('cursor=')) {
      const [path, qs = ''] = req.raw.url.split('?', 2) as [string, string?];
      const params = new URLSearchParams(qs);
      const cursors = params.getAll('cursor');
      if (cursors.length > 0) {
        params.delete('cursor');
        for (const c of cursors) params.append('cursor', decodeVariantCursor(c));
        req.raw.url = `${path}?${params.toString()}`;
      }
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const route = routeOf(req) ?? (req.url.startsWith(API_PREFIX) ? '' : null);
    if (route === null) return payload;
    if (set.has('retry-after-date')) {
      const after = Number(reply.getHeader('retry-after'));
      if (Number.isFinite(after)) {
        reply.header('retry-after', new Date(ctx.now() + after * 1000 + 999).toUTCString());
      }
    }
    if (set.has('header-case')) {
      for (const name of RATE_HEADERS) {
        const v = reply.getHeader(name);
        if (v === undefined) continue;
        reply.removeHeader(name);
        reply.raw.setHeader(name.toUpperCase(), String(v));
      }
    }
    let body: string | Buffer | unknown = payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof payload === 'string' && type.startsWith('application/json')) {
      try {
        const answer = transformAnswer(
          JSON.parse(payload),
          {
            method: req.method,
            route,
            query: new URLSearchParams(req.url.split('?')[1] ?? ''),
            startedAt: ctx.startedAt,
          },
          set,
        );
        body = JSON.stringify(answer);
      } catch {
        body = payload; // not JSON after all (a fault's broken body): leave it broken
      }
    }
    if (
      set.has('gzip') &&
      (typeof body === 'string' || Buffer.isBuffer(body)) &&
      !type.startsWith('text/event-stream') &&
      acceptsGzip(req)
    ) {
      reply.header('content-encoding', 'gzip');
      reply.header('vary', 'accept-encoding');
      reply.removeHeader('content-length');
      return gzipSync(body);
    }
    return body;
  });
}
