import { randomBytes } from 'node:crypto';

/** Opaque runtime IDs: prefix + 16 lowercase hex characters (seeded rows use fixed IDs). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}
