/**
 * Serve mode: the same core and contract as the Electron app, spoken over loopback HTTP and
 * server-sent events to a browser tab. Like Jupyter, a random per-start token guards it: the
 * printed URL carries the token once, the host swaps it for an HttpOnly SameSite=Strict cookie,
 * and every request without either gets 401. Host and Origin are checked against our own
 * address, which stops DNS-rebinding and cross-site requests.
 *
 * Plain node:http, no framework: the host listens a few milliseconds after the process starts.
 * Given a function for the core, it opens the core itself, while the browser runs the page
 * (coreOpening.ts); calls and the event stream wait for it, the page's own files do not.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Dispatch, Workbench } from '../core';
import { errorInfo } from '../shared/api/errors';
import { CONTENT_SECURITY_POLICY } from '../shared/csp';
import { deepLinkPath } from '../shared/deepLinks';
import { EVENT_NAMES } from '../shared/methods';
import { coreOpening, pageFiles } from './coreOpening';
import { SIGNED_OUT_CSP, signedOutPage } from './signedOut';
import { sendStatic } from './staticFiles';

/** What the host serves calls and events from. */
export interface ServeCore {
  dispatch: Dispatch;
  workbench: Pick<Workbench, 'onAny'>;
}

export interface ServeOptions {
  /** The core, or how to open it (then opened by the host once the page is sent: coreOpening.ts). */
  core: ServeCore | (() => Promise<ServeCore>);
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
  /** The core's opening if it started (for a clean stop), else null. */
  opened(): Promise<ServeCore> | null;
  close(): Promise<void>;
}

/**
 * Not by ES import: Node's ES view of node:http reads every export, and one of them loads Node's
 * own copy of undici (about 50 ms of every start).
 */
const { createServer } = process.getBuiltinModule('node:http');

const COOKIE = 'workbench_session';
/**
 * The cookie outlives the browser session (a browser restarted keeps the tab's access) but not
 * this token: a new start of serve mode has a new one, so the old cookie opens nothing.
 */
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;
const BODY_LIMIT = 16 * 1024 * 1024;
const EVENTS: ReadonlySet<string> = new Set(EVENT_NAMES);

export async function startServeHost(opts: ServeOptions): Promise<ServeHost> {
  const token = opts.token ?? randomBytes(24).toString('base64url');
  const given = opts.core;
  const opening = coreOpening(
    typeof given === 'function' ? given : async () => given,
    pageFiles(opts.rendererDir),
  );
  /** For a call or the event stream: the core, opened now if it was not yet. */
  const core = () => opening.get();
  let origin = '';
  const allowedHosts = new Set<string>();
  const allowedOrigins = new Set<string>();

  const tokenMatches = (candidate: string | undefined) => {
    if (!candidate) return false;
    const a = Buffer.from(candidate);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  const cookieToken = (req: IncomingMessage) =>
    /(?:^|;\s*)workbench_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  const headerToken = (req: IncomingMessage) => {
    const v = req.headers['x-workbench-token'];
    return typeof v === 'string' ? v : undefined;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'no-referrer');
    res.setHeader('cache-control', 'no-store');
    if (!allowedHosts.has(req.headers.host ?? '')) return deny(res, 403, 'Unexpected Host header.');
    const reqOrigin = req.headers.origin;
    if (reqOrigin !== undefined && !allowedOrigins.has(reqOrigin))
      return deny(res, 403, 'Cross-origin request refused.');
    // The path as sent (a leading `//` is a path here, not another host).
    const url = new URL(`${origin}${req.url ?? '/'}`);
    const method = req.method ?? 'GET';
    const queryToken = url.searchParams.get('token') ?? undefined;
    if (method === 'GET' && url.pathname === '/' && tokenMatches(queryToken)) {
      res.setHeader(
        'set-cookie',
        `${COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${COOKIE_MAX_AGE_S}`,
      );
      return redirect(res, '/');
    }
    if (!tokenMatches(cookieToken(req)) && !tokenMatches(headerToken(req))) {
      // A page opened in the browser gets a page that says how to get back in; a call, the words.
      if (method === 'GET' && /\btext\/html\b/.test(req.headers.accept ?? '')) {
        res.writeHead(401, {
          'content-security-policy': SIGNED_OUT_CSP,
          'content-type': 'text/html; charset=utf-8',
        });
        return res.end(signedOutPage());
      }
      return deny(res, 401, 'Open the URL that `npm run serve` printed (it carries the access token).');
    }

    const rpc = /^\/rpc\/([^/]+)$/.exec(url.pathname);
    if (rpc && method === 'POST') {
      const name = decodePart(rpc[1]!);
      if (name === null) return deny(res, 400, 'The method name is not valid.');
      return answerCall(name, req, res, core);
    }
    const head = method === 'HEAD';
    if (method !== 'GET' && !head) return deny(res, 404, 'No such page.');
    if (url.pathname === '/events') return streamEvents(res, core);
    // workbench:// links as URLs (/item/<publicCode>, /run/<competitionId>/<runId>) open that page.
    if (/^\/(item\/[^/]+|run\/[^/]+\/[^/]+)$/.test(url.pathname)) {
      const path = deepLinkPath(url.pathname);
      return path ? redirect(res, `/#${path}`) : deny(res, 404, 'No such page.');
    }
    if (await sendStatic(opts.rendererDir, url.pathname, res, head))
      res.once('finish', () => opening.sent(url.pathname));
    else deny(res, 404, 'No such page.');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) deny(res, 500, 'The workbench host failed to answer.');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  allowedHosts.add(`127.0.0.1:${port}`);
  allowedHosts.add(`localhost:${port}`);
  for (const host of allowedHosts) allowedOrigins.add(`http://${host}`);
  return {
    url: `${origin}/?token=${token}`,
    origin,
    token,
    opened: () => opening.started(),
    close: () =>
      new Promise<void>((resolve) => {
        opening.cancel();
        server.close(() => resolve());
        // Open event streams and idle keep-alive connections would hold close() forever.
        server.closeAllConnections();
      }),
  };
}

/** POST /rpc/<method>: the JSON body is the input; the answer is the contract's `{ ok, … }`. */
async function answerCall(
  method: string,
  req: IncomingMessage,
  res: ServerResponse,
  core: () => Promise<ServeCore>,
): Promise<void> {
  const body = await readBody(req, res);
  if (body === null) return; // answered already (too large)
  const input = parseInput(req, body);
  if ('refused' in input) return sendJson(res, input.status, failure('INVALID_INPUT', input.refused));
  const refused = hostOnlyField(method, input.value);
  if (refused) return sendJson(res, 200, refused);
  // A browser tab closed or a fetch aborted mid-call: the work done for it stops (paging).
  const caller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) caller.abort();
  });
  try {
    const { dispatch } = await core();
    sendJson(res, 200, await dispatch(method, input.value, caller.signal));
  } catch {
    sendJson(
      res,
      500,
      failure('INTERNAL', 'The workbench host failed to answer this call. See logs/main.log.'),
    );
  }
}

/** The body's bytes as text, or null once a too-large body has been answered with 413. */
function readBody(req: IncomingMessage, res: ServerResponse): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        req.removeAllListeners('data');
        req.resume();
        res.setHeader('connection', 'close');
        sendJson(res, 413, failure('INVALID_INPUT', 'The request body is too large.'));
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > BODY_LIMIT ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const NOT_JSON = 'The request body is not valid JSON. Send the method’s input as a JSON object.';

/**
 * The input the body holds: JSON (no body and no type: none). Keys that would reach an object's
 * prototype if the input were ever merged (`__proto__`, `constructor.prototype`) are refused, as
 * a JSON body parser for the web does.
 */
function parseInput(
  req: IncomingMessage,
  body: string,
): { value: unknown } | { refused: string; status: number } {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '' && body === '') return { value: undefined };
  if (type !== 'application/json')
    return { refused: `The request was refused: send the input as application/json.`, status: 415 };
  if (body.trim() === '') return { refused: NOT_JSON, status: 400 };
  try {
    return {
      value: JSON.parse(body, (key, value) => {
        if (
          key === '__proto__' ||
          (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)
        )
          throw new SyntaxError('prototype key');
        return value;
      }),
    };
  } catch {
    return { refused: NOT_JSON, status: 400 };
  }
}

/** GET /events: the core's events for the page, as server-sent events. */
function streamEvents(res: ServerResponse, core: () => Promise<ServeCore>): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  res.write(': connected\n\n');
  // A comment every 15 s keeps proxies and the browser from closing an idle stream.
  const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
  let off = () => {};
  let closed = false;
  res.on('close', () => {
    closed = true;
    clearInterval(ping);
    off();
  });
  const send = (event: string, payload: unknown) => {
    if (!closed) res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
  };
  core().then(
    ({ workbench, dispatch }) => {
      if (closed) return;
      off = workbench.onAny((event, payload) => {
        if (EVENTS.has(event)) send(event, payload);
      });
      // The status as of now, once subscribed: a change made before the stream opened is not lost,
      // and the header does not wait on the page's own app.status call, which a browser may queue
      // behind slow reads (six connections to one origin).
      dispatch('app.status', {}).then(
        (answer) => answer.ok && send('connection.status', answer.value),
        () => undefined,
      );
    },
    () => res.end(),
  );
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
  return failure(
    'INVALID_INPUT',
    `In the browser the workbench does not write files: leave out ${given.join(' and ')}; the verified bytes are returned for the browser to save.`,
  );
}

function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

function failure(code: 'INVALID_INPUT' | 'INTERNAL', message: string) {
  return { ok: false as const, error: errorInfo(code, message) };
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location });
  res.end();
}

function deny(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(message);
}
