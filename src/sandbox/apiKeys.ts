import { createHash } from 'node:crypto';
import { SANDBOX_SEED } from './config';

/** Sandbox key format: `cp_test_` followed by 32 characters from [A-Za-z0-9]. */
export const API_KEY_PATTERN = /^cp_test_[A-Za-z0-9]{32}$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Deterministic key for a seeded key name: the same seed and name always give the same key. */
export function deriveApiKey(name: string): string {
  const digest = createHash('sha256').update(`${SANDBOX_SEED}:api-key:${name}`).digest();
  let body = '';
  for (const byte of digest) body += ALPHABET[byte % ALPHABET.length];
  return `cp_test_${body}`;
}

/** Only this hash is stored in the database. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
