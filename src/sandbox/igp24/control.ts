import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { CONTROL_PREFIX } from '../config';
import type { SandboxContext } from '../context';
import { ApiError } from '../errors';

const verifierBody = z.strictObject({ mode: z.enum(['ok', 'unavailable', 'timeout', 'failed']) });
const publishedBody = z.strictObject({ published: z.boolean() });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(400, 'MALFORMED_BODY', 'Invalid control request.', {
      fieldErrors: parsed.error.issues.map((i) => ({
        path: `/${i.path.join('/')}`,
        code: i.code.toUpperCase(),
        message: i.message,
      })),
    });
  }
  return parsed.data;
}

/**
 * Fault-mode controls for IGP24: the verifier's answer to new POSTs and the published flag of
 * label progress / remaining pairs.
 */
export function registerIgp24Control(app: FastifyInstance, ctx: SandboxContext) {
  app.post(`${CONTROL_PREFIX}/igp24-verifier`, async (req) => {
    ctx.igp24.mode = parse(verifierBody, req.body).mode;
    return { ok: true, data: { mode: ctx.igp24.mode } };
  });
  app.post(`${CONTROL_PREFIX}/igp24-published`, async (req) => {
    ctx.igp24.published = parse(publishedBody, req.body).published;
    return { ok: true, data: { published: ctx.igp24.published } };
  });
}
