import type Database from 'better-sqlite3';
import type { Db } from './open';

export type RunStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface RunRow {
  seq: number;
  id: string;
  accountId: string;
  competitionId: string;
  kind: string;
  status: RunStatus;
  params: Record<string, unknown>;
  plan: unknown;
  hfTokenHash: string | null;
  total: number;
  completed: number;
  costCredits: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  summary: Record<string, unknown> | null;
  extra: Record<string, unknown> | null;
}

interface RawRun {
  seq: number;
  id: string;
  account_id: string;
  competition_id: string;
  kind: string;
  status: RunStatus;
  params_json: string;
  plan_json: string;
  hf_token_hash: string | null;
  total: number;
  completed: number;
  cost_credits: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  summary_json: string | null;
  extra_json: string | null;
}

function fromRaw(r: RawRun): RunRow {
  return {
    seq: r.seq,
    id: r.id,
    accountId: r.account_id,
    competitionId: r.competition_id,
    kind: r.kind,
    status: r.status,
    params: JSON.parse(r.params_json),
    plan: JSON.parse(r.plan_json),
    hfTokenHash: r.hf_token_hash,
    total: r.total,
    completed: r.completed,
    costCredits: r.cost_credits,
    createdAt: r.created_at,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    summary: r.summary_json ? JSON.parse(r.summary_json) : null,
    extra: r.extra_json ? JSON.parse(r.extra_json) : null,
  };
}

export function insertRun(db: Db, run: Omit<RunRow, 'seq'>): void {
  db.prepare(
    `INSERT INTO playground_runs (id, account_id, competition_id, kind, status, params_json, plan_json,
       hf_token_hash, total, completed, cost_credits, created_at, started_at, finished_at, summary_json, extra_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    run.id,
    run.accountId,
    run.competitionId,
    run.kind,
    run.status,
    JSON.stringify(run.params),
    JSON.stringify(run.plan),
    run.hfTokenHash,
    run.total,
    run.completed,
    run.costCredits,
    run.createdAt,
    run.startedAt,
    run.finishedAt,
    run.summary ? JSON.stringify(run.summary) : null,
    run.extra ? JSON.stringify(run.extra) : null,
  );
}

export function getRun(db: Db, id: string): RunRow | null {
  const r = db.prepare('SELECT * FROM playground_runs WHERE id = ?').get(id) as RawRun | undefined;
  return r ? fromRaw(r) : null;
}

export function activeRuns(db: Db): RunRow[] {
  return (
    db
      .prepare(
        `SELECT * FROM playground_runs WHERE status IN ('pending', 'running') AND kind != 'lean-kernel' ORDER BY seq`,
      )
      .all() as RawRun[]
  ).map(fromRaw);
}

export function hasActiveRun(db: Db, accountId: string, competitionId: string): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM playground_runs WHERE account_id = ? AND competition_id = ?
         AND status IN ('pending', 'running') LIMIT 1`,
      )
      .get(accountId, competitionId) !== undefined
  );
}

export interface RunFilter {
  status: string | null;
  modelId: string | null;
  problemSet: string | null;
}

/** The caller's runs of one competition, newest first (createdAt, then id, descending). */
export function pageRuns(
  db: Db,
  accountId: string,
  competitionId: string,
  filter: RunFilter,
  after: [string, string] | null,
  limit: number,
): RunRow[] {
  const rows = db
    .prepare(
      `SELECT * FROM playground_runs WHERE account_id = ? AND competition_id = ?
         AND (? IS NULL OR status = ?)
         AND (? IS NULL OR EXISTS (SELECT 1 FROM json_each(playground_runs.plan_json, '$.modelIds') WHERE value = ?))
         AND (? IS NULL OR EXISTS (SELECT 1 FROM json_each(playground_runs.plan_json, '$.problemSets') WHERE value = ?))
         AND (? IS NULL OR created_at < ? OR (created_at = ? AND id < ?))
       ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .all(
      accountId,
      competitionId,
      filter.status,
      filter.status,
      filter.modelId,
      filter.modelId,
      filter.problemSet,
      filter.problemSet,
      after?.[0] ?? null,
      after?.[0] ?? null,
      after?.[0] ?? null,
      after?.[1] ?? null,
      limit,
    ) as RawRun[];
  return rows.map(fromRaw);
}

/** What a run was charged, once a cancel has refunded the part not executed. */
export function setRunCost(db: Db, id: string, costCredits: number): void {
  db.prepare('UPDATE playground_runs SET cost_credits = ? WHERE id = ?').run(costCredits, id);
}

export function updateRunProgress(
  db: Db,
  run: Pick<RunRow, 'id' | 'status' | 'completed' | 'startedAt' | 'finishedAt' | 'summary'>,
): void {
  db.prepare(
    `UPDATE playground_runs SET status = ?, completed = ?, started_at = ?, finished_at = ?, summary_json = ?
     WHERE id = ?`,
  ).run(
    run.status,
    run.completed,
    run.startedAt,
    run.finishedAt,
    run.summary ? JSON.stringify(run.summary) : null,
    run.id,
  );
}

const insertResultStatements = new WeakMap<Db, Database.Statement>();

/** Prepared once per database: a 10,000-row run inserts in one tight loop. */
export function insertResult(db: Db, runId: string, ord: number, resultId: string, row: unknown): void {
  let stmt = insertResultStatements.get(db);
  if (!stmt) {
    stmt = db.prepare(
      'INSERT INTO playground_results (run_id, ord, result_id, row_json) VALUES (?, ?, ?, ?)',
    );
    insertResultStatements.set(db, stmt);
  }
  stmt.run(runId, ord, resultId, JSON.stringify(row));
}

/** Result rows of a run after a keyset position (ord, resultId), in order. */
export function pageResults(
  db: Db,
  runId: string,
  after: [number, string] | null,
  limit: number,
): { ord: number; resultId: string; row: Record<string, unknown> }[] {
  const rows = db
    .prepare(
      `SELECT ord, result_id, row_json FROM playground_results WHERE run_id = ?
         AND (? IS NULL OR ord > ? OR (ord = ? AND result_id > ?))
       ORDER BY ord, result_id LIMIT ?`,
    )
    .all(runId, after?.[0] ?? null, after?.[0] ?? null, after?.[0] ?? null, after?.[1] ?? null, limit) as {
    ord: number;
    result_id: string;
    row_json: string;
  }[];
  return rows.map((r) => ({ ord: r.ord, resultId: r.result_id, row: JSON.parse(r.row_json) }));
}

export function creditsSpent(db: Db, accountId: string): number {
  const r = db.prepare('SELECT spent FROM playground_credits WHERE account_id = ?').get(accountId) as
    | { spent: number }
    | undefined;
  return r?.spent ?? 0;
}

export function addCreditsSpent(db: Db, accountId: string, delta: number): void {
  db.prepare(
    `INSERT INTO playground_credits (account_id, spent) VALUES (?, ?)
     ON CONFLICT (account_id) DO UPDATE SET spent = spent + excluded.spent`,
  ).run(accountId, delta);
}

/** Every run of an account in one competition, newest first (small lists: the Lean kernel history). */
export function allRuns(db: Db, accountId: string, competitionId: string): RunRow[] {
  return (
    db
      .prepare(
        `SELECT * FROM playground_runs WHERE account_id = ? AND competition_id = ?
         ORDER BY created_at DESC, id DESC`,
      )
      .all(accountId, competitionId) as RawRun[]
  ).map(fromRaw);
}
