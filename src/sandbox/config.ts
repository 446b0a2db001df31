/** Fixed values shared by the whole sandbox. */

/** Path prefix of the public API (spec 9.1). */
export const API_PREFIX = '/api/public/v1';

/** Root of the sandbox-only control endpoints (fault mode). Never under API_PREFIX. */
export const CONTROL_PREFIX = '/__sandbox';

/**
 * Seed string for everything deterministic: API keys, the cursor secret and the seed PRNG.
 * Changing it changes every seeded key.
 */
export const SANDBOX_SEED = 'participant-workbench-sandbox-v1';

export const DEFAULT_ACCOUNT_PER_MINUTE = 600;
export const DEFAULT_IP_PER_MINUTE = 60;

/** Spec 8: list page size default 25, maximum 100. */
export const DEFAULT_PAGE_LIMIT = 25;
export const MAX_PAGE_LIMIT = 100;

/** Large enough for the IGP24 request envelope (1,310,720 bytes) with room for later endpoints. */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export const DB_FILENAME = 'sandbox.db';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** IGP24: delay before the stand-in verifier handles a batch (SandboxOptions.igp24VerifyDelayMs). */
export const DEFAULT_IGP24_VERIFY_DELAY_MS = 300;

/** IGP24 daily POST cap per team (spec 8): 5, or 1000 once 5 distinct scoreable pairs are credited. */
export const IGP24_DAILY_CAP_INITIAL = 5;
export const IGP24_DAILY_CAP_RAISED = 1000;
export const IGP24_PAIRS_FOR_RAISED_CAP = 5;

/** Playground: ms per evaluated cell by default, so a few dozen cells finish in about 30 s. */
export const DEFAULT_PLAYGROUND_PACE_MS = 750;
