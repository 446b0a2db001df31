import type { Db } from './open';

export interface ApiKeyRow {
  keyHash: string;
  name: string;
  accountId: string;
  scopes: string[];
  revokedAt: string | null;
  expiresAt: string | null;
  createdAt: string;
}

export function insertApiKey(db: Db, key: ApiKeyRow): void {
  db.prepare(
    `INSERT INTO api_keys (key_hash, name, account_id, scopes, revoked_at, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    key.keyHash,
    key.name,
    key.accountId,
    JSON.stringify(key.scopes),
    key.revokedAt,
    key.expiresAt,
    key.createdAt,
  );
}

interface RawKey {
  key_hash: string;
  name: string;
  account_id: string;
  scopes: string;
  revoked_at: string | null;
  expires_at: string | null;
  created_at: string;
}

/** Looks a key up by the SHA-256 hash of its full text; the key itself is never stored. */
export function findApiKeyByHash(db: Db, keyHash: string): ApiKeyRow | null {
  const row = db.prepare('SELECT * FROM api_keys WHERE key_hash = ?').get(keyHash) as RawKey | undefined;
  if (!row) return null;
  return {
    keyHash: row.key_hash,
    name: row.name,
    accountId: row.account_id,
    scopes: JSON.parse(row.scopes) as string[],
    revokedAt: row.revoked_at,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
  };
}
