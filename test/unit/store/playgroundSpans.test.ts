/**
 * What the experiments table reads of a run without reading its rows: the aggregates and the span
 * of its rows' completedAt, kept as pages arrive (repeats, pages out of time order), the same after
 * the store is opened again as a computation from every stored row; a store written before the
 * span was kept (migrations 1 to 10) shows the same spans once opened; the statements of a page
 * are prepared once, not per page.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addRows, emptyState } from '../../../src/core/playground/aggregates';
import { ingestPage } from '../../../src/core/playground/ingest';
import { openStore } from '../../../src/core/store/db';
import { MIGRATIONS } from '../../../src/core/store/migrations';
import { PlaygroundRepo } from '../../../src/core/store/playground';
import { tempDir } from '../../helpers/tempDir';

const C = 'comp';
let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  close = undefined;
});

function open(file: string): { repo: PlaygroundRepo; db: Database.Database } {
  close?.();
  const { db } = openStore(file);
  close = () => db.close();
  return { repo: new PlaygroundRepo(db), db };
}

/** A Stage 1 row completed `minutes` after the hour; its correctness from its index. */
function row(i: number, minutes: number) {
  return {
    resultId: `r${i}`,
    executionIndex: i,
    modelId: i % 2 ? 'model-a' : 'model-b',
    problem: { position: i, source: { type: 'problem-set', problemSetId: 'normal', index: i } },
    configuration: { position: 0, cheatsheetId: null },
    repeatIndex: 0,
    outcome: i % 5 === 0 ? 'unscored' : 'scored',
    expectedAnswer: true,
    parsedAnswer: i % 5 === 0 ? null : i % 3 !== 0,
    correct: i % 5 === 0 ? null : i % 3 !== 0,
    diagnostic: null,
    usage: { inputTokens: 100 + i, outputTokens: 10, costUsd: 0.001 },
    elapsedMs: 200 * i,
    completedAt: `2026-03-01T10:${String(minutes).padStart(2, '0')}:00.000Z`,
  };
}

const page = (items: ReturnType<typeof row>[], last = false) => ({
  runStatus: last ? 'done' : 'running',
  items,
  nextCursor: null,
  pollCursor: last ? null : 'p',
});

/** The span and aggregates computed from every row the store holds, as the view once did. */
function fromScratch(repo: PlaygroundRepo, runId: string) {
  const rows = repo.results({ partition: 'p', competitionId: C, runId }) as ReturnType<typeof row>[];
  const times = rows.map((r) => r.completedAt).sort();
  return {
    first: times[0] ?? null,
    last: times.at(-1) ?? null,
    state: addRows(emptyState('cheatsheet'), rows),
  };
}

describe('a run as the experiments table reads it', () => {
  it('keeps the span and aggregates as pages arrive, and finds them again after a restart', () => {
    const file = join(tempDir('wb-pg-spans-'), 'workbench.db');
    let { repo } = open(file);
    const key = { partition: 'p', competitionId: C, runId: 'run1' };
    // Pages out of time order, one row sent twice (rows are immutable: counted once).
    ingestPage(repo, key, 'cheatsheet', page([row(1, 30), row(2, 12), row(3, 45)]));
    ingestPage(repo, key, 'cheatsheet', page([row(3, 45), row(4, 5), row(5, 59)]));
    ingestPage(repo, key, 'cheatsheet', page([row(6, 20)], true));
    // A run with no rows yet, and one of another partition.
    repo.putRun({ ...key, runId: 'run2' }, { runId: 'run2', status: 'pending' }, 'cheatsheet');
    ingestPage(repo, { ...key, partition: 'q' }, 'cheatsheet', page([row(7, 1)]));

    ({ repo } = open(file));
    const runs = repo.runsOf('p', C);
    expect(runs.map((r) => r.runId).sort()).toEqual(['run1', 'run2']);
    const run1 = runs.find((r) => r.runId === 'run1')!;
    const expected = fromScratch(repo, 'run1');
    expect(expected.first).toBe('2026-03-01T10:05:00.000Z');
    expect(expected.last).toBe('2026-03-01T10:59:00.000Z');
    expect(run1.firstCompletedAt).toBe(expected.first);
    expect(run1.lastCompletedAt).toBe(expected.last);
    expect(run1.state).toEqual(JSON.parse(JSON.stringify(expected.state)));
    expect((run1.state as { rows: number }).rows).toBe(6);
    expect(run1.run.status).toBe('done');
    const run2 = runs.find((r) => r.runId === 'run2')!;
    expect(run2).toMatchObject({ state: null, firstCompletedAt: null, lastCompletedAt: null });
  });

  it('shows the spans of runs stored before they were kept, once the store is opened', () => {
    const file = join(tempDir('wb-pg-spans-m11-'), 'workbench.db');
    // A store as the previous version left it (migrations 1 to 10), with the rows it wrote.
    const old = new Database(file);
    for (const m of MIGRATIONS.slice(0, 10)) old.exec(m);
    old.pragma('user_version = 10');
    const run = old.prepare(
      `INSERT INTO pg_runs (partition, competition_id, run_id, kind, status, record, updated_at)
       VALUES ('p', ?, ?, 'cheatsheet', 'done', ?, '2026-03-01T11:00:00.000Z')`,
    );
    const result = old.prepare(
      `INSERT INTO pg_results (partition, competition_id, run_id, result_id, ord, row) VALUES ('p', ?, ?, ?, ?, ?)`,
    );
    const rows = [row(1, 30), row(2, 12), row(3, 45)];
    run.run(C, 'old', JSON.stringify({ runId: 'old', status: 'done' }));
    for (const r of rows) result.run(C, 'old', r.resultId, r.executionIndex, JSON.stringify(r));
    // A row without completedAt (a model-reference row may have none) is left out of the span.
    const { completedAt: _c, ...undated } = row(4, 0);
    result.run(C, 'old', 'r4', 4, JSON.stringify(undated));
    run.run(C, 'empty', JSON.stringify({ runId: 'empty', status: 'done' }));
    old.close();

    const { repo } = open(file);
    const runs = repo.runsOf('p', C);
    const expected = fromScratch(repo, 'old');
    expect(runs.find((r) => r.runId === 'old')).toMatchObject({
      firstCompletedAt: '2026-03-01T10:12:00.000Z',
      lastCompletedAt: '2026-03-01T10:45:00.000Z',
    });
    expect(expected.first).toBe('2026-03-01T10:12:00.000Z');
    expect(runs.find((r) => r.runId === 'empty')).toMatchObject({
      firstCompletedAt: null,
      lastCompletedAt: null,
    });
    // Rows arriving after the upgrade widen the backfilled span.
    ingestPage(repo, { partition: 'p', competitionId: C, runId: 'old' }, 'cheatsheet', page([row(5, 3)]));
    expect(repo.runsOf('p', C).find((r) => r.runId === 'old')?.firstCompletedAt).toBe(
      '2026-03-01T10:03:00.000Z',
    );
  });

  it('forgets the span with the connection it was kept for', () => {
    const { repo } = open(join(tempDir('wb-pg-spans-removal-'), 'workbench.db'));
    const key = { partition: 'conn1:key', competitionId: C, runId: 'run1' };
    ingestPage(repo, key, 'cheatsheet', page([row(1, 2), row(2, 58)]));
    repo.removeConnection('conn1');
    // The same run read again from scratch: its span is its new rows', not the removed ones'.
    ingestPage(repo, key, 'cheatsheet', page([row(3, 30)]));
    expect(repo.runsOf('conn1:key', C)[0]).toMatchObject({
      firstCompletedAt: '2026-03-01T10:30:00.000Z',
      lastCompletedAt: '2026-03-01T10:30:00.000Z',
    });
  });

  it('prepares the statements of a page once, not for every page', () => {
    const { repo, db } = open(join(tempDir('wb-pg-prepare-'), 'workbench.db'));
    const key = { partition: 'p', competitionId: C, runId: 'run1' };
    ingestPage(repo, key, 'cheatsheet', page([row(1, 1)]));
    const prepare = vi.spyOn(db, 'prepare');
    for (let i = 2; i < 12; i++) ingestPage(repo, key, 'cheatsheet', page([row(i, i)]));
    repo.runsOf('p', C);
    repo.runsOf('p', C);
    // The experiments read's three statements, the first time; none for the ten pages.
    expect(prepare.mock.calls.length).toBeLessThanOrEqual(3);
    prepare.mockRestore();
  });
});
