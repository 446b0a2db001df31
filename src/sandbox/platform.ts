/**
 * Platform behaviours the spec leaves open that the client's exactly-once delivery must survive:
 * whether the submit route honours `idempotencyKey` (spec 4.2: "its semantics are not shown") and
 * what the generic Playground run list carries (spec 2.10: nothing shown beyond `runId` and
 * `status`). Set at start by the variant switches `ignore-idempotency-key` and `bare-run-list`,
 * changed at run time in fault mode by `POST /__sandbox/platform` (docs/sandbox.md).
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { CONTROL_PREFIX } from './config';
import { ApiError } from './errors';
import type { VariantSet } from './variant/options';

export interface PlatformBehaviour {
  /** `honour`: a repeated key replays the original record; `ignore`: it creates a new one. */
  idempotencyKey: 'honour' | 'ignore';
  /** `full`: run list items are whole run records; `bare`: only `{ runId, status }`. */
  runList: 'full' | 'bare';
}

export function initialBehaviour(variant: VariantSet): PlatformBehaviour {
  return {
    idempotencyKey: variant.has('ignore-idempotency-key') ? 'ignore' : 'honour',
    runList: variant.has('bare-run-list') ? 'bare' : 'full',
  };
}

const platformBody = z.strictObject({
  idempotencyKey: z.enum(['honour', 'ignore']).optional(),
  runList: z.enum(['full', 'bare']).optional(),
});

/** Fault-mode control: `POST /__sandbox/platform` changes the given behaviours, GET reads them. */
export function registerPlatformControl(app: FastifyInstance, platform: PlatformBehaviour): void {
  app.post(`${CONTROL_PREFIX}/platform`, async (req) => {
    const parsed = platformBody.safeParse(req.body);
    if (!parsed.success) {
      throw new ApiError(400, 'MALFORMED_BODY', 'Invalid platform settings.', {
        fieldErrors: parsed.error.issues.map((i) => ({
          path: `/${i.path.join('/')}`,
          code: i.code.toUpperCase(),
          message: i.message,
        })),
      });
    }
    if (parsed.data.idempotencyKey !== undefined) platform.idempotencyKey = parsed.data.idempotencyKey;
    if (parsed.data.runList !== undefined) platform.runList = parsed.data.runList;
    return { ok: true, data: { ...platform } };
  });
  app.get(`${CONTROL_PREFIX}/platform`, async () => ({ ok: true, data: { ...platform } }));
}
