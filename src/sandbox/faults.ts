import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { ApiErrorCode } from '../shared/api';
import { API_PREFIX, CONTROL_PREFIX } from './config';
import { ApiError, errorBody } from './errors';

/**
 * Fault mode (sandbox only, never under the API prefix). Tests and manual runs use it to make
 * API requests slow, fail with a status, hit a rate limit, lose their connection (before or after
 * the request was processed), or get a body that is not JSON, and to count the requests the
 * client actually sent.
 */
export const faultSpec = z.strictObject({
  kind: z.enum(['latency', 'status', 'rate-limit', 'reset', 'malformed', 'drop-answer']),
  ms: z.number().int().min(0).max(600_000).optional(),
  status: z.number().int().min(400).max(599).optional(),
  code: z.string().min(1).max(100).optional(),
  count: z.number().int().min(1).optional(),
  path: z.string().min(1).optional(),
  /** HTTP method the fault applies to (any case); absent = every method. */
  method: z
    .string()
    .regex(/^[A-Za-z]{1,20}$/)
    .optional(),
});
export type FaultSpec = z.infer<typeof faultSpec>;

interface ActiveFault extends FaultSpec {
  id: string;
  /** Requests the fault still applies to; null = unlimited. */
  remaining: number | null;
}

const DEFAULT_STATUS_CODES: Record<number, ApiErrorCode> = {
  400: 'MALFORMED_BODY',
  401: 'INVALID_API_KEY',
  403: 'API_KEY_SCOPE_DENIED',
  404: 'NOT_FOUND',
  409: 'RUN_NOT_CANCELLABLE',
  413: 'FILE_TOO_LARGE',
  422: 'RESOURCE_FIELD_INVALID',
  429: 'ACCOUNT_RATE_LIMIT_EXCEEDED',
  500: 'RUN_STORE_FAILED',
  502: 'PLATFORM_UNAVAILABLE',
  503: 'RUN_STORE_BUSY',
  504: 'IGP24_VERIFY_TIMEOUT',
};

export class FaultController {
  private faults: ActiveFault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): ActiveFault {
    const fault: ActiveFault = { ...spec, id: `fault_${this.nextId++}`, remaining: spec.count ?? null };
    this.faults.push(fault);
    return fault;
  }

  clear(): number {
    const n = this.faults.length;
    this.faults = [];
    return n;
  }

  list(): ActiveFault[] {
    return [...this.faults];
  }

  /** Faults that apply to this request, in order; each one's count is used up. */
  take(method: string, url: string): ActiveFault[] {
    const out: ActiveFault[] = [];
    for (const f of this.faults) {
      if (f.path !== undefined && !url.includes(f.path)) continue;
      if (f.method !== undefined && f.method.toUpperCase() !== method.toUpperCase()) continue;
      out.push(f);
      if (f.remaining !== null) f.remaining--;
      if (f.kind !== 'latency') break;
    }
    this.faults = this.faults.filter((f) => f.remaining === null || f.remaining > 0);
    return out;
  }
}

/** Counts API requests per `METHOD path` (path without query string). */
export class RequestLog {
  private counts = new Map<string, number>();

  record(method: string, url: string): void {
    const q = url.indexOf('?');
    const key = `${method} ${q === -1 ? url : url.slice(0, q)}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  snapshot(): { total: number; counts: Record<string, number> } {
    let total = 0;
    const counts: Record<string, number> = {};
    for (const [k, v] of [...this.counts].sort(([a], [b]) => (a < b ? -1 : 1))) {
      counts[k] = v;
      total += v;
    }
    return { total, counts };
  }

  clear(): void {
    this.counts.clear();
  }
}

export function isApiUrl(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Root hooks: onRequest records every API request and, in fault mode, applies matching faults;
 * onSend loses the answer of a request a `drop-answer` fault marked, once its route has run.
 */
export function registerFaultHooks(
  app: FastifyInstance,
  log: RequestLog,
  controller: FaultController | null,
) {
  /** Requests whose answer is dropped (their raw request objects). */
  const dropAnswer = new WeakSet<object>();
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isApiUrl(req.url)) return;
    log.record(req.method, req.url);
    if (!controller) return;
    return applyFaults(controller.take(req.method, req.url), req, reply, dropAnswer);
  });
  if (!controller) return;
  // onSend runs once the route handler has finished, so its write is committed (the stores are
  // synchronous SQLite transactions). The socket is destroyed before a byte of the answer is
  // written; Fastify then writes into the destroyed socket, which Node discards without an error.
  app.addHook('onSend', async (req, _reply, payload) => {
    if (!dropAnswer.has(req.raw)) return payload;
    dropAnswer.delete(req.raw);
    req.raw.socket.destroy();
    return payload;
  });
}

async function applyFaults(
  faults: ActiveFault[],
  req: FastifyRequest,
  reply: FastifyReply,
  dropAnswer: WeakSet<object>,
) {
  for (const fault of faults) {
    switch (fault.kind) {
      case 'latency':
        await sleep(fault.ms ?? 1000);
        break;
      case 'drop-answer':
        dropAnswer.add(req.raw);
        return;
      case 'reset':
        reply.hijack();
        req.raw.socket.destroy();
        return reply;
      case 'malformed':
        return reply
          .status(200)
          .type('application/json; charset=utf-8')
          .send('{"ok":true,"data":{"items":[{"id":');
      case 'rate-limit': {
        const retryAfter = Math.max(1, Math.ceil((fault.ms ?? 1000) / 1000));
        throw new ApiError(
          429,
          'ACCOUNT_RATE_LIMIT_EXCEEDED',
          'Account rate limit exceeded (injected).',
          undefined,
          {
            'retry-after': String(retryAfter),
            'x-ratelimit-limit': '0',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + retryAfter),
          },
        );
      }
      case 'status': {
        const status = fault.status ?? 503;
        const code = fault.code ?? DEFAULT_STATUS_CODES[status] ?? 'PLATFORM_UNAVAILABLE';
        const headers: Record<string, string> = {};
        if (fault.ms !== undefined) headers['retry-after'] = String(Math.max(1, Math.ceil(fault.ms / 1000)));
        return reply
          .status(status)
          .headers(headers)
          .send(errorBody(code, `Injected fault: HTTP ${status} ${code}.`));
      }
    }
  }
}

/** The control endpoints, registered only when fault mode is on. */
export function registerFaultControl(app: FastifyInstance, log: RequestLog, controller: FaultController) {
  app.post(`${CONTROL_PREFIX}/faults`, async (req, reply) => {
    const parsed = faultSpec.safeParse(req.body);
    if (!parsed.success) {
      throw new ApiError(400, 'MALFORMED_BODY', 'Invalid fault specification.', {
        fieldErrors: parsed.error.issues.map((i) => ({
          path: `/${i.path.join('/')}`,
          code: i.code.toUpperCase(),
          message: i.message,
        })),
      });
    }
    return reply.status(201).send({ ok: true, data: controller.add(parsed.data) });
  });
  app.get(`${CONTROL_PREFIX}/faults`, async () => ({ ok: true, data: { items: controller.list() } }));
  app.delete(`${CONTROL_PREFIX}/faults`, async (_req, reply) => {
    controller.clear();
    return reply.status(204).send();
  });
  app.get(`${CONTROL_PREFIX}/requests`, async () => ({ ok: true, data: log.snapshot() }));
  app.delete(`${CONTROL_PREFIX}/requests`, async (_req, reply) => {
    log.clear();
    return reply.status(204).send();
  });
}
