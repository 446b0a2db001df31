import type { Db } from './db/open';
import type { RateLimiter } from './rateLimit';

/** Everything a route needs, passed explicitly to each route family. */
export interface SandboxContext {
  db: Db;
  /** Sandbox start (ms since epoch, whole seconds); submission windows are relative to it. */
  startedAt: number;
  accountLimiter: RateLimiter;
  ipLimiter: RateLimiter;
  now(): number;
}
