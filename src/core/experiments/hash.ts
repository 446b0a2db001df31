/** A version's identity: SHA-256 (lower-case hex) of the exact UTF-8 bytes of its text. */
import { createHash } from 'node:crypto';

export function sha256Of(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
