/**
 * Stores one results page of a run: new rows by resultId (a repeat is ignored: rows are
 * immutable), the aggregates folded with exactly those new rows, the cursors and the run's status
 * and progress, all in one transaction, so a crash never counts a row twice or loses one.
 */
import type { Run } from '../../shared/api';
import type { PlaygroundRepo, RunKey } from '../store/playground';
import { type AggregatedKind, type AggregateState, addRows, emptyState } from './aggregates';

export interface ResultsPageLike {
  runStatus: string;
  items: Array<{ resultId: string; executionIndex?: unknown; sequence?: unknown }>;
  nextCursor: string | null;
  pollCursor: string | null;
  progress?: Record<string, unknown>;
  track?: string;
}

/** The server's row order (spec 4.5): executionIndex (Stage 1) or sequence (Stage 2). */
function orderOf(row: { executionIndex?: unknown; sequence?: unknown }): number {
  const n = row.executionIndex ?? row.sequence;
  return typeof n === 'number' ? n : 0;
}

export function ingestPage(
  repo: PlaygroundRepo,
  key: RunKey,
  kind: AggregatedKind,
  page: ResultsPageLike,
): { added: number; statusChanged: boolean } {
  return repo.transaction(() => {
    const fresh = repo.addResults(key, page.items, orderOf);
    if (fresh.length > 0) {
      const state = repo.getAggregates<AggregateState>(key) ?? emptyState(kind);
      repo.putAggregates(key, addRows(state, fresh));
    }
    const before = repo.runPlace(key)?.status;
    repo.setRunStatus(key, page.runStatus, page.progress ?? undefined, kind);
    // After the run's row exists: a run first seen through its results keeps its place too.
    repo.setCursors(key, page.nextCursor, page.pollCursor, page.track ?? null);
    return { added: fresh.length, statusChanged: before !== page.runStatus };
  });
}

/** Stores a run record (detail or list item); a model-reference summary goes into the aggregates. */
export function storeRun(repo: PlaygroundRepo, key: RunKey, run: Run, kind: string | null): void {
  repo.transaction(() => {
    repo.putRun(key, run, kind);
    if (kind === 'model-reference' && run.summary) {
      const state = repo.getAggregates<AggregateState>(key) ?? emptyState('model-reference');
      if (state.kind === 'model-reference') {
        state.summary = run.summary;
        repo.putAggregates(key, state);
      }
    }
  });
}
