/**
 * Prepared statements kept per repository. Preparing costs about as much as running a small
 * statement, so a repository whose statements run on every page of rows, every search or every
 * view prepares each text once and reuses it for as long as the database is open.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from './db';

export class Statements {
  private readonly byText = new Map<string, Statement<unknown[], unknown>>();

  constructor(private readonly db: Db) {}

  /** The statement for this SQL text, prepared on its first use. */
  get<P extends unknown[] = unknown[], R = unknown>(text: string): Statement<P, R> {
    let stmt = this.byText.get(text);
    if (!stmt) {
      stmt = this.db.prepare<unknown[], unknown>(text);
      this.byText.set(text, stmt);
    }
    return stmt as unknown as Statement<P, R>;
  }
}
