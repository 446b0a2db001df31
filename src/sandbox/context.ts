import type { Db } from './db/open';
import type { Igp24Service } from './igp24/service';
import type { PlatformBehaviour } from './platform';
import type { PlaygroundService } from './playground/service';
import type { RateLimiter } from './rateLimit';

/** Everything a route needs, passed explicitly to each route family. */
export interface SandboxContext {
  db: Db;
  /** Sandbox start (ms since epoch, whole seconds); submission windows are relative to it. */
  startedAt: number;
  accountLimiter: RateLimiter;
  ipLimiter: RateLimiter;
  now(): number;
  /** IGP24 verifier, its fault mode and the published flag of the aggregate reads. */
  igp24: Igp24Service;
  /** Simulated Playground evaluators (runs progress over time). */
  playground: PlaygroundService;
  /** Idempotency-key and run-list behaviour (variant switches; fault mode changes them at run time). */
  platform: PlatformBehaviour;
}
