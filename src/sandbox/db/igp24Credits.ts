import type Database from 'better-sqlite3';
import type { Db } from './open';

type Statement = Database.Statement<unknown[], unknown>;
const statements = new WeakMap<Db, Map<string, Statement>>();

/** Prepared once per database (credits are written thousands of times while seeding). */
function stmt(db: Db, sql: string): Statement {
  let m = statements.get(db);
  if (!m) {
    m = new Map();
    statements.set(db, m);
  }
  let s = m.get(sql);
  if (!s) {
    s = db.prepare(sql);
    m.set(sql, s);
  }
  return s;
}

/** Decimal strings of non-negative integers compared numerically. */
export function compareDecimal(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface CreditRow {
  ownerKey: string;
  t: number;
  r: number;
  discAbs: string;
}

/**
 * Credits a (t, r) pair to an owner (team or solo account), keeping the smallest |disc|.
 * Returns true when the stored row changed.
 */
export function creditPair(db: Db, c: CreditRow, at: string): boolean {
  const row = stmt(db, 'SELECT disc_abs FROM igp24_credits WHERE owner_key = ? AND t = ? AND r = ?').get(
    c.ownerKey,
    c.t,
    c.r,
  ) as { disc_abs: string } | undefined;
  if (!row) {
    stmt(db, 'INSERT INTO igp24_credits (owner_key, t, r, disc_abs, credited_at) VALUES (?, ?, ?, ?, ?)').run(
      c.ownerKey,
      c.t,
      c.r,
      c.discAbs,
      at,
    );
    return true;
  }
  if (compareDecimal(c.discAbs, row.disc_abs) < 0) {
    stmt(
      db,
      'UPDATE igp24_credits SET disc_abs = ?, credited_at = ? WHERE owner_key = ? AND t = ? AND r = ?',
    ).run(c.discAbs, at, c.ownerKey, c.t, c.r);
    return true;
  }
  return false;
}

export function allCredits(db: Db): CreditRow[] {
  return db
    .prepare('SELECT owner_key AS ownerKey, t, r, disc_abs AS discAbs FROM igp24_credits')
    .all() as CreditRow[];
}

/** Distinct scoreable (t, r) pairs credited to the owner (every stored credit is scoreable). */
export function creditedPairCount(db: Db, ownerKey: string): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM igp24_credits WHERE owner_key = ?').get(ownerKey) as { n: number }
  ).n;
}

export function dailyCount(db: Db, ownerKey: string, day: string): number {
  const row = db
    .prepare('SELECT count FROM igp24_daily WHERE owner_key = ? AND day = ?')
    .get(ownerKey, day) as { count: number } | undefined;
  return row?.count ?? 0;
}

export function incrementDaily(db: Db, ownerKey: string, day: string): number {
  db.prepare(
    `INSERT INTO igp24_daily (owner_key, day, count) VALUES (?, ?, 1)
     ON CONFLICT(owner_key, day) DO UPDATE SET count = count + 1`,
  ).run(ownerKey, day);
  return dailyCount(db, ownerKey, day);
}
