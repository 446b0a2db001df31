import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import {
  DEFAULT_ACCOUNT_PER_MINUTE,
  DEFAULT_IGP24_VERIFY_DELAY_MS,
  DEFAULT_IP_PER_MINUTE,
  DEFAULT_PLAYGROUND_PACE_MS,
} from './config';
import type { SandboxContext } from './context';
import { openDatabase } from './db/open';
import { Igp24Service } from './igp24/service';
import { initialBehaviour } from './platform';
import { PlaygroundService } from './playground/service';
import { RateLimiter } from './rateLimit';
import { type SeededKey, seedDatabase, seededKeys } from './seed';
import { syncVariantCompetitions } from './variant/competitions';
import { type VariantOption, variantSet } from './variant/options';

export type { SeededKey } from './seed';
export type { VariantOption, Variation } from './variant/options';

export interface SandboxOptions {
  /** Default 0 (random free port). */
  port?: number;
  /** Default '127.0.0.1' (loopback only). */
  host?: string;
  /** When set, the SQLite file (sandbox.db) lives there and survives restarts; default in memory. */
  dataDir?: string;
  /** Requests per fixed one-minute window: per account (default 600) and per IP without a valid key (default 60). */
  rateLimit?: { accountPerMinute?: number; ipPerMinute?: number };
  /**
   * Answer requests whatever their Host header says (default false: only the loopback names and
   * the `host` it listens on, with its port, as serve mode does). For use across a LAN.
   */
  anyHost?: boolean;
  /** Enable the fault-control endpoints under /__sandbox (default false). */
  faults?: boolean;
  /** Fastify logging to stderr (default false). */
  logger?: boolean;
  /** Delay before the asynchronous IGP24 verifier handles a batch, in ms (default 300). */
  igp24VerifyDelayMs?: number;
  /** Whether IGP24 label progress and remaining pairs are published (default true). */
  igp24Published?: boolean;
  /** Playground: ms per evaluated cell (default 750; 0 = as fast as possible, still asynchronous). */
  playgroundPaceMs?: number;
  /**
   * The variant mode: the other spec-valid choice wherever the spec leaves freedom (`true`: every
   * variation; a list: those). docs/sandbox.md, "Variant mode".
   */
  variant?: VariantOption;
  /** The sandbox's clock, ms since epoch (default `Date.now`): tests hold time still with it. */
  now?: () => number;
}

export interface SandboxHandle {
  /** Origin, e.g. http://127.0.0.1:5123; the API is under `${baseUrl}/api/public/v1`. */
  baseUrl: string;
  keys: SeededKey[];
  close(): Promise<void>;
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<SandboxHandle> {
  const db = openDatabase(opts.dataDir);
  const startedAt = Math.floor(Date.now() / 1000) * 1000;
  seedDatabase(db, startedAt);
  const variant = variantSet(opts.variant);
  syncVariantCompetitions(db, variant.has('competition-list'));
  const now = opts.now ?? (() => Date.now());
  const ctx: SandboxContext = {
    db,
    startedAt,
    igp24: new Igp24Service(
      db,
      now,
      opts.igp24VerifyDelayMs ?? DEFAULT_IGP24_VERIFY_DELAY_MS,
      opts.igp24Published ?? true,
    ),
    accountLimiter: new RateLimiter(opts.rateLimit?.accountPerMinute ?? DEFAULT_ACCOUNT_PER_MINUTE),
    ipLimiter: new RateLimiter(opts.rateLimit?.ipPerMinute ?? DEFAULT_IP_PER_MINUTE),
    playground: new PlaygroundService(db, now, opts.playgroundPaceMs ?? DEFAULT_PLAYGROUND_PACE_MS),
    now,
    platform: initialBehaviour(variant),
  };
  ctx.playground.wake(); // resume runs persisted by an earlier start
  ctx.igp24.aggregate(); // warm the label-progress aggregate
  const allowedHosts = opts.anyHost ? null : new Set<string>();
  const app = await buildApp(ctx, {
    faults: opts.faults ?? false,
    logger: opts.logger ?? false,
    allowedHosts,
    variant,
  });
  try {
    await app.listen({ port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' });
  } catch (err) {
    ctx.igp24.close();
    ctx.playground.close();
    db.close();
    throw err;
  }
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  if (allowedHosts) {
    const names = ['127.0.0.1', 'localhost', '[::1]', host];
    // A specific address to listen on (a LAN IP) is also a name the sandbox may be called by.
    if (opts.host && !['0.0.0.0', '::'].includes(opts.host))
      names.push(opts.host.includes(':') ? `[${opts.host}]` : opts.host);
    for (const name of names) allowedHosts.add(`${name.toLowerCase()}:${address.port}`);
  }
  let closed = false;
  return {
    baseUrl: `http://${host}:${address.port}`,
    keys: seededKeys(),
    async close() {
      if (closed) return;
      closed = true;
      ctx.igp24.close();
      ctx.playground.close();
      await app.close();
      db.close();
    },
  };
}
