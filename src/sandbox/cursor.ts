import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SANDBOX_SEED } from './config';
import { malformed } from './errors';

/**
 * Opaque cursors: base64url(JSON payload) "." base64url(HMAC-SHA256). The payload carries a hash
 * of the binding (caller account, endpoint, path parameters, normalized filters) and the keyset
 * position (sort key + id of the last item). The secret is derived from the seed, so cursors
 * survive a restart.
 */
const SECRET = createHash('sha256').update(`${SANDBOX_SEED}:cursor-secret`).digest();

export type CursorKey = (string | number)[];

interface CursorPayload {
  v: 1;
  b: string;
  k: CursorKey;
}

function sign(data: string): string {
  return createHmac('sha256', SECRET).update(data).digest('base64url');
}

export function bindingHash(binding: string): string {
  return createHash('sha256').update(binding).digest('base64url').slice(0, 22);
}

export function encodeCursor(binding: string, key: CursorKey): string {
  const payload: CursorPayload = { v: 1, b: bindingHash(binding), k: key };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(data)}`;
}

const BAD_CURSOR = 'Cursor is invalid or belongs to another request context.';

/** Returns the keyset position of a cursor made for this binding, or throws 400 MALFORMED_BODY. */
export function decodeCursor(cursor: string, binding: string): CursorKey {
  const parts = cursor.split('.');
  if (parts.length !== 2) throw malformed(BAD_CURSOR);
  const [data, signature] = parts as [string, string];
  const expected = Buffer.from(sign(data));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw malformed(BAD_CURSOR);
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    throw malformed(BAD_CURSOR);
  }
  const p = payload as Partial<CursorPayload> | null;
  if (p?.v !== 1 || p.b !== bindingHash(binding) || !Array.isArray(p.k)) throw malformed(BAD_CURSOR);
  return p.k;
}
