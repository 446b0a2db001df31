import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { DEFAULT_ACCOUNT_PER_MINUTE, DEFAULT_IP_PER_MINUTE } from './config';
import type { SandboxContext } from './context';
import { openDatabase } from './db/open';
import { RateLimiter } from './rateLimit';
import { type SeededKey, seedDatabase, seededKeys } from './seed';

export type { SeededKey } from './seed';

export interface SandboxOptions {
  /** Default 0 (random free port). */
  port?: number;
  /** Default '127.0.0.1' (loopback only). */
  host?: string;
  /** When set, the SQLite file (sandbox.db) lives there and survives restarts; default in memory. */
  dataDir?: string;
  /** Requests per fixed one-minute window: per account (default 600) and per IP without a valid key (default 60). */
  rateLimit?: { accountPerMinute?: number; ipPerMinute?: number };
  /** Enable the fault-control endpoints under /__sandbox (default false). */
  faults?: boolean;
  /** Fastify logging to stderr (default false). */
  logger?: boolean;
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
  const ctx: SandboxContext = {
    db,
    startedAt,
    accountLimiter: new RateLimiter(opts.rateLimit?.accountPerMinute ?? DEFAULT_ACCOUNT_PER_MINUTE),
    ipLimiter: new RateLimiter(opts.rateLimit?.ipPerMinute ?? DEFAULT_IP_PER_MINUTE),
    now: () => Date.now(),
  };
  const app = await buildApp(ctx, { faults: opts.faults ?? false, logger: opts.logger ?? false });
  try {
    await app.listen({ port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' });
  } catch (err) {
    db.close();
    throw err;
  }
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closed = false;
  return {
    baseUrl: `http://${host}:${address.port}`,
    keys: seededKeys(),
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      db.close();
    },
  };
}
