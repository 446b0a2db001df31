/**
 * Rewrites an answer's JSON the way another spec-valid platform could send it. Pure: the hooks
 * (./hooks.ts) call it with the route pattern and the variations turned on.
 */
import type { VariantSet } from './options';
import { batchStatus, leaderboardRow, placementRow } from './rows';

type Json = unknown;
type Obj = Record<string, unknown>;

export interface AnswerContext {
  method: string;
  /** Route pattern under the API prefix, e.g. `/competitions/:competitionId/leaderboard`. */
  route: string;
  query: URLSearchParams;
  /** Sandbox start (ms): records created before it are "older records" (spec 2.4). */
  startedAt: number;
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Prefix of the variant's cursors; its body is standard base64 (with + / =) of the default cursor. */
export const CURSOR_PREFIX = 'v2+/';

export function encodeVariantCursor(cursor: string): string {
  return CURSOR_PREFIX + Buffer.from(`${cursor}|`, 'utf8').toString('base64');
}

/** The default cursor inside a variant cursor; anything else becomes a cursor that fails (400). */
export function decodeVariantCursor(cursor: string): string {
  if (!cursor.startsWith(CURSOR_PREFIX)) return '!';
  const body = cursor.slice(CURSOR_PREFIX.length);
  const bytes = Buffer.from(body, 'base64');
  // Node's base64 decoder skips what it cannot read: only a cursor that encodes back the same is ours.
  if (bytes.toString('base64') !== body) return '!';
  const text = bytes.toString('utf8');
  return text.endsWith('|') ? text.slice(0, -1) : '!';
}

const ISO_Z = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,3}))?Z$/;

/** `…T10:00:00.250Z` → `…T10:00:00.250417+00:00` (same instant, microseconds, numeric offset). */
export function variantTimestamp(s: string): string {
  const m = ISO_Z.exec(s);
  if (!m) return s;
  return `${m[1]}.${(m[2] ?? '').padEnd(3, '0')}417+00:00`;
}

/** Members that hold the caller's own request or a JSON Schema: echoed as they are. */
const OPAQUE = new Set(['schema', 'metaSchema', 'payload', 'params']);

function walk(v: Json, set: VariantSet, startedAt: number): Json {
  if (Array.isArray(v)) return v.map((x) => walk(x, set, startedAt));
  if (!isObj(v)) {
    return typeof v === 'string' && set.has('timestamps') ? variantTimestamp(v) : v;
  }
  const out: Obj = {};
  for (const [k, x] of Object.entries(v)) {
    if (OPAQUE.has(k)) out[k] = x;
    else if ((k === 'nextCursor' || k === 'pollCursor') && typeof x === 'string' && set.has('cursors'))
      out[k] = encodeVariantCursor(x);
    else out[k] = walk(x, set, startedAt);
  }
  if (
    set.has('null-meta') &&
    typeof v.submissionId === 'string' &&
    typeof v.createdAt === 'string' &&
    'meta' in v &&
    Date.parse(v.createdAt) < startedAt
  ) {
    out.meta = null;
  }
  if (set.has('extra-fields')) out._rev = 7;
  return out;
}

function mapItems(data: Obj, f: (row: Obj) => Obj): Obj {
  return Array.isArray(data.items) ? { ...data, items: (data.items as Obj[]).map(f) } : data;
}

/** Route-specific shapes: what this platform names and orders differently. */
function reshape(data: Json, ctx: AnswerContext, set: VariantSet): Json {
  if (!isObj(data) || ctx.method !== 'GET') return data;
  const r = ctx.route;
  if (set.has('competition-list') && r === '/competitions') {
    return mapItems(data, (c) => ({ id: c.id, title: c.title, submissionKind: c.submissionKind }));
  }
  if (set.has('field-names')) {
    if (r === '/competitions/:competitionId/leaderboard') return mapItems(data, leaderboardRow);
    if (r === '/competitions/:competitionId/leaderboard/me') return leaderboardRow(data);
    if (r.startsWith('/competitions/:competitionId/leaderboard/')) return mapItems(data, placementRow);
  }
  if (set.has('broad-listing') && r === '/contributor-network/items') {
    if (ctx.query.get('kind') === 'lean-kernel-package') return data;
    return mapItems(data, (item) => {
      const { avatarUrl: _dropped, ...author } = isObj(item.author) ? item.author : {};
      return { ...item, publicCode: null, author };
    });
  }
  if (set.has('batch-shape') && r === '/competitions/:competitionId/submissions/batch/:batchId') {
    return batchStatus(data);
  }
  if (set.has('label-order') && r === '/competitions/igp24/labels/progress' && Array.isArray(data.labels)) {
    return { ...data, labels: [...data.labels].reverse() };
  }
  return data;
}

/** The whole answer body: success envelopes reshaped and walked, error envelopes given extras. */
export function transformAnswer(body: Json, ctx: AnswerContext, set: VariantSet): Json {
  if (!isObj(body)) return body;
  if (body.ok === true) {
    const data = walk(reshape(body.data, ctx, set), set, ctx.startedAt);
    return set.has('extra-fields') ? { ok: true, data, requestId: 'req_variant' } : { ok: true, data };
  }
  if (body.ok === false && set.has('error-extras') && isObj(body.error)) {
    return {
      ok: false,
      error: {
        ...body.error,
        requestId: 'req_variant',
        documentation: 'https://platform.invalid/docs/errors',
        retryable: false,
      },
      requestId: 'req_variant',
      traceId: '00-variant-01',
    };
  }
  return body;
}
