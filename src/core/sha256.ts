/**
 * The one SHA-256 helper of the core: lower-case hex of the bytes, or of a text's exact UTF-8
 * bytes. A leaf (Node's crypto only), so the store, the versions module, the outbox and the
 * connection names all use it without importing each other. (The sandbox keeps its own: it shares
 * no behaviour with the client.)
 */
import { createHash } from 'node:crypto';

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
