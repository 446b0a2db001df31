import type { Db } from './open';

export interface AccountRow {
  id: string;
  handle: string;
  displayName: string;
  emailVerified: boolean;
}

export function insertAccount(db: Db, account: AccountRow): void {
  db.prepare('INSERT INTO accounts (id, handle, display_name, email_verified) VALUES (?, ?, ?, ?)').run(
    account.id,
    account.handle,
    account.displayName,
    account.emailVerified ? 1 : 0,
  );
}

export function getAccount(db: Db, id: string): AccountRow | null {
  const row = db
    .prepare('SELECT id, handle, display_name, email_verified FROM accounts WHERE id = ?')
    .get(id) as { id: string; handle: string; display_name: string; email_verified: number } | undefined;
  if (!row) return null;
  return {
    id: row.id,
    handle: row.handle,
    displayName: row.display_name,
    emailVerified: row.email_verified === 1,
  };
}

/** Fault mode: another display name (`POST /__sandbox/names`); false for an unknown account. */
export function renameAccount(db: Db, id: string, displayName: string): boolean {
  return db.prepare('UPDATE accounts SET display_name = ? WHERE id = ?').run(displayName, id).changes > 0;
}
