/**
 * The platform's HTTP client: bearer auth, envelope unwrapping, zod parsing, timeouts, and
 * retries only where a repeat cannot do harm (spec sections 2.1, 5, 7, 8).
 */
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import type { RateLimitInfo } from '../../shared/api';
import { ApiError, fromHttpFailure, fromNetworkFailure, fromWriteFailure, localError } from './errors';

export const API_PREFIX = '/api/public/v1';

/** What a request is sent with: undici's request() and the client's dispatcher. */
interface Http {
  request: typeof import('undici').request;
  dispatcher: Dispatcher;
}

/**
 * undici, and node:zlib and node:stream that read its answers, loaded with the first request: a
 * command answered from the cache (or one that sends nothing) never loads the HTTP client.
 */
let undici: Promise<typeof import('undici').default> | null = null;
/** Set once loadUndici() has settled, so before any answer is read. */
let streams: { zlib: typeof import('node:zlib'); pipeline: typeof import('node:stream').pipeline } | null =
  null;
const loadUndici = () => {
  // In a turn of its own (setImmediate): loading undici takes the thread for tens of ms, and an
  // answer already computed (serve mode's first cached reads, which start a refresh) goes out first.
  undici ??= new Promise(setImmediate)
    .then(() => Promise.all([import('undici'), import('node:zlib'), import('node:stream')]))
    .then(([http, zlib, stream]) => {
      // Node's own modules by their `default` (the module object): Node's namespace of a built-in
      // has it, and in serve mode's bundle (scripts/esbuild-node.mjs) it is all a chunk exports.
      streams = { zlib: zlib.default, pipeline: stream.default.pipeline };
      // Its exports object: the default export under Node (a CommonJS package) and in the CLI bundle.
      return http.default;
    });
  return undici;
};

/** What `baseUrl` says before a lazily started server has its address. */
export const NOT_STARTED_ORIGIN = 'http://127.0.0.1 (not started)';

export interface ClientOptions {
  /**
   * The platform's origin (the API lives under /api/public/v1); or how to find it, asked once on
   * the first request (the built-in Sandbox, started only when something is sent to it).
   */
  baseUrl: string | (() => Promise<string>);
  apiKey: string | null;
  userAgent: string;
  /** Whole-request time limit, per attempt. */
  timeoutMs?: number;
  /**
   * One deadline for a call, its retries included: a server that never answers is reported as
   * TIMEOUT after this long, not after timeoutMs × maxAttempts plus the waits between them.
   */
  deadlineMs?: number;
  /** Attempts in all, including the first, for retryable failures. */
  maxAttempts?: number;
  /** First backoff step; each retry doubles it (full jitter), capped at maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** A 429 asking for a longer wait than this is returned to the caller instead of waited out. */
  maxRetryAfterSec?: number;
  /** Called with each wait (ms) before a retry, as it starts; lets tests count waits, not time them. */
  onRetryWait?: (ms: number) => void;
  /** Called whenever any HTTP answer arrived (true) or none did (false): drives online/offline. */
  onReachability?: (reachable: boolean, error: ApiError | null) => void;
  dispatcher?: Dispatcher;
  /** Largest answer read per endpoint family (bytes); defaults to BODY_LIMITS. */
  bodyLimits?: Partial<BodyLimits>;
}

/**
 * Largest body read per endpoint family. Past it the answer is refused and the connection cut,
 * never buffered: a wrong base URL or a broken server must not be able to fill the memory.
 * JSON: a library item holds up to 5 million characters, which JSON escaping can grow a few
 * times. Downloads (stored submission bodies): generous. Error answers are a few hundred bytes.
 */
export interface BodyLimits {
  json: number;
  download: number;
  error: number;
}
const MiB = 1024 * 1024;
export const BODY_LIMITS: Readonly<BodyLimits> = { json: 32 * MiB, download: 256 * MiB, error: 1 * MiB };

export type Query = Record<string, string | number | boolean | null | undefined | readonly string[]>;

export interface RequestOptions<S extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Query;
  body?: unknown;
  /** Schema of `data` inside the success envelope; omit for 204 answers. */
  schema?: S;
  /** `text`: a download (spec 2.1: `text/plain`, not the envelope); `data` is the body as is.
   * `bytes`: a binary download (a Lean kernel package); `data` is the exact bytes (a Buffer). */
  responseType?: 'json' | 'text' | 'bytes';
  /** The caller went away: stop waiting, retrying and reading (CANCELLED). */
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  rateLimit: RateLimitInfo | null;
}

/** Failures a GET may repeat: the platform says so (503 codes) or the request got no answer. */
const RETRYABLE_CODES = new Set(['RUN_STORE_BUSY', 'BENCHMARK_RESULTS_UNAVAILABLE']);
const RETRYABLE_STATUS = new Set([502, 503]);
/** Answers that mean the key itself is refused, whatever the request. */
const KEY_REFUSED = new Set(['API_KEY_REQUIRED', 'INVALID_API_KEY', 'API_KEY_REVOKED', 'API_KEY_EXPIRED']);
/** A daily cap: waiting it out in a loop would hold a request for hours. */
const NEVER_WAIT_CODES = new Set(['IGP24_SUBMISSION_RATE_LIMIT_EXCEEDED']);

export class ApiClient {
  private readonly opts: Required<
    Omit<ClientOptions, 'onReachability' | 'onRetryWait' | 'dispatcher' | 'apiKey' | 'bodyLimits' | 'baseUrl'>
  > &
    Pick<ClientOptions, 'onReachability' | 'onRetryWait' | 'apiKey'> & { baseUrl: string };
  private readonly bodyLimits: BodyLimits;
  /** Made with the first request (undici is loaded then), unless one was given. */
  private dispatcher: Dispatcher | null;
  private readonly ownsDispatcher: boolean;
  /** Finds the origin on the first request, when it was not known at construction. */
  private origin: (() => Promise<string>) | null;
  private originFound: Promise<void> | null = null;
  private closed = false;

  constructor(options: ClientOptions) {
    this.opts = {
      timeoutMs: 15_000,
      deadlineMs: 20_000,
      maxAttempts: 3,
      baseBackoffMs: 200,
      maxBackoffMs: 2_000,
      maxRetryAfterSec: 10,
      ...options,
      baseUrl: typeof options.baseUrl === 'string' ? trimOrigin(options.baseUrl) : NOT_STARTED_ORIGIN,
    };
    this.origin = typeof options.baseUrl === 'string' ? null : options.baseUrl;
    this.bodyLimits = { ...BODY_LIMITS, ...options.bodyLimits };
    this.ownsDispatcher = !options.dispatcher;
    this.dispatcher = options.dispatcher ?? null;
  }

  /** undici's request() and this client's dispatcher, the origin found: what a request needs. */
  private async http(): Promise<Http> {
    const find = this.origin;
    if (find) {
      this.originFound ??= find().then((origin) => {
        this.opts.baseUrl = trimOrigin(origin);
        this.origin = null;
      });
      // A failed start is tried again by the next request.
      await this.originFound.catch((err: unknown) => {
        this.originFound = null;
        throw err;
      });
    }
    const { Agent, request } = await loadUndici();
    if (this.closed) throw localError('CANCELLED', 'The connection was closed.');
    this.dispatcher ??= new Agent({ keepAliveTimeout: 10_000, connections: 8 });
    return { request, dispatcher: this.dispatcher };
  }

  get baseUrl(): string {
    return this.opts.baseUrl;
  }

  /**
   * Lets the connections go once the requests on their way have ended; with `abort`, ends those
   * requests at once instead (a host that is done: what is left are reads nobody waits for).
   */
  async close({ abort = false }: { abort?: boolean } = {}): Promise<void> {
    if (!this.ownsDispatcher) return;
    // A request that had not got its dispatcher yet is not sent.
    this.closed = true;
    if (!this.dispatcher) return;
    await (abort ? this.dispatcher.destroy() : this.dispatcher.close());
  }

  async request<S extends z.ZodType>(req: RequestOptions<S>): Promise<ApiResponse<z.output<S>>> {
    if (!this.opts.apiKey) throw localError('NO_API_KEY', 'This connection has no API key.');
    // Before the deadline's clock starts: it may start the Sandbox.
    const http = await this.http();
    const safe = req.method === 'GET';
    const deadline = Date.now() + this.opts.deadlineMs;
    for (let attempt = 1; ; attempt++) {
      throwIfCancelled(req.signal);
      try {
        // Never 0: undici reads a zero timeout as none.
        return await this.once(req, Math.max(1, Math.min(this.opts.timeoutMs, deadline - Date.now())), http);
      } catch (err) {
        if (!(err instanceof ApiError) || attempt >= this.opts.maxAttempts) throw err;
        const wait = this.retryDelay(err, safe, attempt);
        // A retry that could not even start before the deadline is not made.
        if (wait === null || Date.now() + wait >= deadline) throw err;
        this.opts.onRetryWait?.(wait);
        await sleep(wait, req.signal);
      }
    }
  }

  /** How long to wait before repeating a failed request, or null when it must not be repeated. */
  private retryDelay(err: ApiError, safe: boolean, attempt: number): number | null {
    const { code, status, retryAfterSec } = err.info;
    if (status === 429) {
      // A 429 was not processed, so repeating it is safe for any method, but only after the wait.
      if (NEVER_WAIT_CODES.has(code) || retryAfterSec === null) return null;
      if (retryAfterSec > this.opts.maxRetryAfterSec) return null;
      return retryAfterSec * 1000 + Math.random() * 100;
    }
    if (!safe) return null;
    const retryable =
      code === 'NETWORK_UNREACHABLE' ||
      code === 'TIMEOUT' ||
      RETRYABLE_CODES.has(code) ||
      (status !== null && RETRYABLE_STATUS.has(status));
    if (!retryable) return null;
    const ceiling = Math.min(this.opts.maxBackoffMs, this.opts.baseBackoffMs * 2 ** (attempt - 1));
    return Math.random() * ceiling;
  }

  private async once<S extends z.ZodType>(
    req: RequestOptions<S>,
    timeoutMs: number,
    { request, dispatcher }: Http,
  ): Promise<ApiResponse<z.output<S>>> {
    const url = this.url(req.path, req.query);
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.opts.apiKey}`,
      accept: req.responseType === 'text' ? 'text/plain, application/json' : 'application/json',
      // Compressed answers are smaller; a platform that sends them unasked is read all the same.
      'accept-encoding': 'gzip, deflate, br',
      'user-agent': this.opts.userAgent,
    };
    let body: string | undefined;
    if (req.body !== undefined) {
      body = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    let res: Dispatcher.ResponseData;
    let raw: Buffer;
    try {
      res = await request(url, {
        signal: req.signal,
        method: req.method,
        headers,
        body,
        dispatcher,
        // undici's own phase timeouts: no timer object per request, unlike AbortSignal.timeout.
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      const limit = !ok
        ? this.bodyLimits.error
        : req.responseType === 'text' || req.responseType === 'bytes'
          ? this.bodyLimits.download
          : this.bodyLimits.json;
      raw = await readCapped(res, limit);
    } catch (err) {
      if (err instanceof ApiError) {
        // An answer did arrive (it was only too large): the server is reachable.
        this.opts.onReachability?.(true, null);
        throw err;
      }
      if (req.signal?.aborted) throw cancelled();
      // undici refuses a request it cannot even build (a key that is not a valid header value):
      // nothing was sent, and the server is not to blame.
      if ((err as { code?: unknown }).code === 'UND_ERR_INVALID_ARG') {
        throw localError('INVALID_INPUT', 'The request could not be built; is the API key pasted correctly?');
      }
      const failure =
        req.method === 'GET'
          ? fromNetworkFailure(err, this.opts.baseUrl)
          : fromWriteFailure(err, this.opts.baseUrl, body === undefined ? 0 : Buffer.byteLength(body));
      // A connection that broke under a write was made: the server is there.
      const reached = failure.info.code === 'ANSWER_LOST' || failure.info.code === 'UPLOAD_REFUSED';
      this.opts.onReachability?.(reached, reached ? null : failure);
      throw failure;
    }
    const rateLimit = readRateLimit(res.headers);
    if (req.responseType === 'bytes' && res.statusCode >= 200 && res.statusCode < 300) {
      this.opts.onReachability?.(true, null);
      return { data: raw as z.output<S>, status: res.statusCode, rateLimit };
    }
    const text = raw.toString('utf8');
    if (res.statusCode < 200 || res.statusCode >= 300) {
      const failure = fromHttpFailure(
        res.statusCode,
        text,
        readRetryAfter(res.headers),
        rateLimit,
        header(res.headers, 'content-type') ?? null,
        req.path,
      );
      // Reachable, but a refused key makes every call fail: the UI shows that as the connection's state.
      this.opts.onReachability?.(true, KEY_REFUSED.has(failure.info.code) ? failure : null);
      throw failure;
    }
    this.opts.onReachability?.(true, null);
    if (req.responseType === 'text') return { data: text as z.output<S>, status: res.statusCode, rateLimit };
    if (res.statusCode === 204 || !req.schema) {
      return { data: undefined as z.output<S>, status: res.statusCode, rateLimit };
    }
    return { data: parseEnvelope(text, req.schema, res.statusCode), status: res.statusCode, rateLimit };
  }

  /**
   * Opens a long-lived `text/event-stream` GET with the same auth and error answers as request().
   * No body time limit (the stream is quiet between events): the caller's signal ends it. A
   * refusal (non-2xx) is read within the error size cap and thrown as an ApiError; the caller
   * reads the body of a 2xx answer and must destroy it when done.
   */
  async openStream(req: {
    path: string;
    query?: Query;
    signal: AbortSignal;
  }): Promise<Dispatcher.ResponseData> {
    if (!this.opts.apiKey) throw localError('NO_API_KEY', 'This connection has no API key.');
    throwIfCancelled(req.signal);
    const { request, dispatcher } = await this.http();
    let res: Dispatcher.ResponseData;
    try {
      res = await request(this.url(req.path, req.query), {
        signal: req.signal,
        method: 'GET',
        headers: {
          authorization: `Bearer ${this.opts.apiKey}`,
          accept: 'text/event-stream',
          // Events must arrive as they are sent, not held back by a compressor.
          'accept-encoding': 'identity',
          'user-agent': this.opts.userAgent,
        },
        dispatcher,
        headersTimeout: this.opts.timeoutMs,
        bodyTimeout: 0,
      });
    } catch (err) {
      if (req.signal.aborted) throw cancelled();
      if ((err as { code?: unknown }).code === 'UND_ERR_INVALID_ARG') {
        throw localError('INVALID_INPUT', 'The request could not be built; is the API key pasted correctly?');
      }
      throw fromNetworkFailure(err, this.opts.baseUrl);
    }
    if (res.statusCode >= 200 && res.statusCode < 300) return res;
    let text = '';
    try {
      text = (await readCapped(res, this.bodyLimits.error)).toString('utf8');
    } catch (err) {
      if (req.signal.aborted) throw cancelled();
      if (!(err instanceof ApiError)) throw fromNetworkFailure(err, this.opts.baseUrl);
    }
    throw fromHttpFailure(
      res.statusCode,
      text,
      readRetryAfter(res.headers),
      readRateLimit(res.headers),
      header(res.headers, 'content-type') ?? null,
      req.path,
    );
  }

  private url(path: string, query: Query | undefined): string {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) {
      if (v === undefined || v === null) continue;
      if (Array.isArray(v)) for (const item of v) params.append(k, item);
      else params.append(k, String(v));
    }
    // Defence in depth behind the contract's ID schemas: a dot segment would move the request
    // to another endpoint once the URL is normalised.
    if (path.split('/').some((seg) => /^(?:\.|%2e){1,2}$/i.test(seg))) {
      throw localError('INVALID_INPUT', 'An ID cannot be "." or "..".');
    }
    const qs = params.toString();
    return `${this.opts.baseUrl}${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
  }
}

/** The origin without trailing slashes. */
function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

function parseEnvelope<S extends z.ZodType>(text: string, schema: S, status: number): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw localError('BAD_RESPONSE', 'The server answered with something that is not JSON.', { status });
  }
  // A plain check rather than a schema: this runs on every response.
  if (
    typeof json !== 'object' ||
    json === null ||
    (json as { ok?: unknown }).ok !== true ||
    !('data' in json)
  ) {
    throw localError('BAD_RESPONSE', 'The server answered without the { ok: true, data } envelope.', {
      status,
    });
  }
  const parsed = schema.safeParse((json as { data: unknown }).data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : '(root)';
    throw localError(
      'BAD_RESPONSE',
      `The server's answer has an unexpected field ${field}: ${issue?.message}`,
      {
        status,
      },
    );
  }
  return parsed.data;
}

type Headers = Record<string, string | string[] | undefined>;
function header(headers: Headers, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function readRetryAfter(headers: Headers): number | null {
  const raw = header(headers, 'retry-after');
  if (!raw) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** X-RateLimit-Reset: epoch seconds, or seconds from now when the value is small (docs/spec-gaps.md). */
export function readRateLimit(headers: Headers): RateLimitInfo | null {
  const limit = header(headers, 'x-ratelimit-limit');
  const remaining = header(headers, 'x-ratelimit-remaining');
  const reset = header(headers, 'x-ratelimit-reset');
  if (limit === undefined && remaining === undefined && reset === undefined) return null;
  const num = (v: string | undefined) => (v !== undefined && Number.isFinite(Number(v)) ? Number(v) : null);
  const resetNum = num(reset);
  let resetAt: string | null = null;
  if (resetNum !== null) {
    const ms = resetNum > 1e9 ? resetNum * 1000 : Date.now() + resetNum * 1000;
    resetAt = new Date(ms).toISOString();
  }
  return { limit: num(limit), remaining: num(remaining), resetAt };
}

/** A decoder for the answer's Content-Encoding; null for none, undefined for one we cannot read. */
function decoderFor(encoding: string | undefined): NodeJS.ReadWriteStream | null | undefined {
  const e = encoding?.trim().toLowerCase();
  if (!e || e === 'identity') return null;
  const { zlib } = streams!;
  if (e === 'gzip' || e === 'x-gzip') return zlib.createGunzip();
  if (e === 'deflate') return zlib.createInflate();
  if (e === 'br') return zlib.createBrotliDecompress();
  return undefined;
}

/**
 * Reads a body up to `limit` bytes, decompressed when the platform sent it compressed. A declared
 * Content-Length over the limit is refused before reading; otherwise the stream is cut as soon as
 * the (decompressed) bytes pass the limit, so a small compressed answer cannot fill the memory.
 */
async function readCapped(res: Dispatcher.ResponseData, limit: number): Promise<Buffer> {
  const declared = Number(header(res.headers, 'content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    res.body.destroy();
    throw tooLarge(limit, res.statusCode);
  }
  const encoding = header(res.headers, 'content-encoding');
  const decoder = decoderFor(encoding);
  if (decoder === undefined) {
    res.body.destroy();
    throw localError(
      'BAD_RESPONSE',
      `The server answered in an encoding this app cannot read (${encoding}).`,
      {
        status: res.statusCode,
      },
    );
  }
  const body: Readable = decoder
    ? (streams!.pipeline(res.body, decoder, () => undefined) as unknown as Readable)
    : res.body;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body) {
      total += (chunk as Buffer).length;
      if (total > limit) {
        body.destroy();
        res.body.destroy();
        throw tooLarge(limit, res.statusCode);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (decoder && typeof code === 'string' && code.startsWith('Z_')) {
      throw localError('BAD_RESPONSE', `The server's ${encoding} answer could not be decompressed.`, {
        status: res.statusCode,
      });
    }
    throw err;
  }
  return Buffer.concat(chunks, total);
}

function tooLarge(limit: number, status: number): ApiError {
  return localError('RESPONSE_TOO_LARGE', `The answer was larger than ${formatBytes(limit)}.`, { status });
}

function formatBytes(n: number): string {
  return n >= MiB ? `${Math.round(n / MiB)} MiB` : `${Math.round(n / 1024)} KiB`;
}

function cancelled(): ApiError {
  return localError('CANCELLED', 'The request was cancelled.');
}

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw cancelled();
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const onAbort = () => {
      clearTimeout(timer);
      reject(cancelled());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
