import type { Db } from './open';

export function insertEnrollment(db: Db, accountId: string, competitionId: string, enrolledAt: string): void {
  db.prepare('INSERT INTO enrollments (account_id, competition_id, enrolled_at) VALUES (?, ?, ?)').run(
    accountId,
    competitionId,
    enrolledAt,
  );
}

export function isEnrolled(db: Db, accountId: string, competitionId: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM enrollments WHERE account_id = ? AND competition_id = ?')
      .get(accountId, competitionId) !== undefined
  );
}
