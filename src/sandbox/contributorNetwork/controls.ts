import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { CONTROL_PREFIX } from '../config';
import type { SandboxContext } from '../context';
import { overwriteBenchmarkPerModel } from '../db/cnNetwork';
import { ApiError, notFound } from '../errors';
import { CN_LIMITS } from './constants';

/** Per-sandbox Contributor Network state that fault mode can change. */
export interface CnFaultState {
  graphMaxNodes: number;
  /** Benchmark reads still to answer 503 BENCHMARK_RESULTS_UNAVAILABLE. */
  benchmarksUnavailable: number;
}

const STATES = new WeakMap<SandboxContext, CnFaultState>();

export function cnState(ctx: SandboxContext): CnFaultState {
  let s = STATES.get(ctx);
  if (!s) {
    s = { graphMaxNodes: CN_LIMITS.graphMaxNodes, benchmarksUnavailable: 0 };
    STATES.set(ctx, s);
  }
  return s;
}

const badSpec = () => new ApiError(400, 'MALFORMED_BODY', 'Invalid control request.');

/**
 * Fault-mode control endpoints (never under the API prefix):
 * - POST /__sandbox/contributor-network/graph-limit {maxNodes}: lower the lineage node limit;
 * - POST /__sandbox/contributor-network/benchmarks/unavailable {count}: the next `count` benchmark
 *   reads answer 503 BENCHMARK_RESULTS_UNAVAILABLE with Retry-After;
 * - POST /__sandbox/contributor-network/benchmarks/corrupt {resultId}: store a per-model entry that
 *   violates the activity schema, so reads selecting it answer 500 BENCHMARK_RESULT_CORRUPT.
 */
export function registerCnControl(app: FastifyInstance, ctx: SandboxContext) {
  const base = `${CONTROL_PREFIX}/contributor-network`;
  app.post(`${base}/graph-limit`, async (req) => {
    const p = z.strictObject({ maxNodes: z.number().int().min(1).max(100_000) }).safeParse(req.body);
    if (!p.success) throw badSpec();
    cnState(ctx).graphMaxNodes = p.data.maxNodes;
    return { ok: true, data: { maxNodes: p.data.maxNodes } };
  });
  app.post(`${base}/benchmarks/unavailable`, async (req) => {
    const p = z.strictObject({ count: z.number().int().min(0).max(1000) }).safeParse(req.body);
    if (!p.success) throw badSpec();
    cnState(ctx).benchmarksUnavailable = p.data.count;
    return { ok: true, data: { count: p.data.count } };
  });
  app.post(`${base}/benchmarks/corrupt`, async (req) => {
    const p = z.strictObject({ resultId: z.string().min(1) }).safeParse(req.body);
    if (!p.success) throw badSpec();
    const corrupt = JSON.stringify([{ modelId: 'gpt-oss-120b', accuracy: 1.7, scoredCorrect: -1 }]);
    if (!overwriteBenchmarkPerModel(ctx.db, p.data.resultId, corrupt)) throw notFound('No such result.');
    return { ok: true, data: { resultId: p.data.resultId } };
  });
}
