/**
 * "Reduce" over the selected lines, as a pure state machine (useReduceLines carries out the work):
 * idle → running (lines done of total) → done, cancelled or failed, each with what became of every
 * line so far; and those outcomes in words. Plain module (no React), tested without a page.
 */
import type { ReduceLineResult, ReduceOutcome } from '../../../../shared/igp24/reduce/line';
import type { CheckJob } from './workers/check.worker';

/**
 * What became of one file line: the reduction's outcome, or 'edited' when the line was reduced
 * but no longer read the same in the editor (the user changed it meanwhile), so nothing was written.
 */
export interface ReducedLine {
  lineNumber: number;
  outcome: ReduceOutcome | 'edited';
  /** Why nothing was reduced (the reduction's words), or null. */
  reason: string | null;
  /** |disc| before and after (decimal), when known. */
  discBefore: string | null;
  discAfter: string | null;
}

export type ReduceRunState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number; lines: ReducedLine[] }
  | { status: 'done' | 'cancelled'; done: number; total: number; lines: ReducedLine[] }
  | { status: 'failed'; message: string; done: number; total: number; lines: ReducedLine[] };

export type ReduceRunAction =
  | { type: 'start'; total: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'lines'; lines: ReducedLine[] }
  | { type: 'end'; outcome: 'done' | 'cancelled' }
  | { type: 'fail'; message: string }
  | { type: 'dismiss' };

export const IDLE: ReduceRunState = { status: 'idle' };

export function reduceRunReducer(state: ReduceRunState, action: ReduceRunAction): ReduceRunState {
  switch (action.type) {
    case 'start':
      return state.status === 'running'
        ? state
        : { status: 'running', done: 0, total: action.total, lines: [] };
    case 'progress':
      return state.status === 'running' ? { ...state, done: action.done, total: action.total } : state;
    case 'lines':
      return state.status === 'running'
        ? { ...state, lines: [...state.lines, ...action.lines].sort((a, b) => a.lineNumber - b.lineNumber) }
        : state;
    case 'end':
      return state.status === 'running' ? { ...state, status: action.outcome } : state;
    case 'fail':
      return state.status === 'running' ? { ...state, status: 'failed', message: action.message } : state;
    case 'dismiss':
      return state.status === 'running' ? state : IDLE;
  }
}

/** What a line gets when its worker died before answering. */
export function reduceFailed(job: CheckJob, reason: string): ReduceLineResult {
  return {
    line: job.lineNumber,
    valid: true,
    errors: [],
    outcome: 'failed',
    reason: `not reduced: ${reason}`,
    changed: false,
    text: job.text,
    polynomial: null,
    r: null,
    discAbsBefore: null,
    discAbsAfter: null,
    fieldDiscAbs: null,
    discSource: null,
  };
}

/** The line a result says became of `lineNumber`, once it was written (or not) to the editor. */
export function reducedLine(lineNumber: number, result: ReduceLineResult, written: boolean): ReducedLine {
  return {
    lineNumber,
    outcome: result.changed && !written ? 'edited' : result.outcome,
    reason: result.reason,
    discBefore: result.discAbsBefore,
    discAfter: result.discAbsAfter,
  };
}

/** How many digits |disc| has, as the checks table says it ("41 digits"). */
export function digits(abs: string): string {
  const n = abs.replace(/^[-−]/, '').length;
  return n === 1 ? '1 digit' : `${n} digits`;
}

function lines(n: number): string {
  return n === 1 ? '1 line' : `${n} lines`;
}

/** What became of one line, in words: "discriminant 207 digits → 41 digits", "already reduced". */
export function outcomeWords(l: ReducedLine): string {
  switch (l.outcome) {
    case 'reduced':
      if (l.discBefore === null || l.discAfter === null) return 'reduced';
      if (l.discBefore === l.discAfter)
        return `same discriminant (${digits(l.discAfter)}), smaller coefficients`;
      return `discriminant ${digits(l.discBefore)} → ${digits(l.discAfter)}`;
    case 'kept':
      return 'already reduced';
    case 'edited':
      return 'left as it was: it changed while it was being reduced';
    case 'invalid':
      return 'not reduced: the line is not valid';
    case 'no field':
      return l.reason ? `not reduced (${l.reason})` : 'not reduced';
    case 'failed':
      return l.reason ?? 'not reduced';
  }
}

/** One line's outcome with its place: "Line 4: discriminant 207 digits → 41 digits". */
export function lineWords(l: ReducedLine): string {
  return `Line ${l.lineNumber}: ${outcomeWords(l)}`;
}

/** The run in one sentence: "3 lines reduced, 1 already reduced, 1 not reduced." */
export function summaryWords(state: Exclude<ReduceRunState, { status: 'idle' }>): string {
  if (state.status === 'running')
    return `Reducing ${Math.min(state.done + 1, state.total)} of ${state.total}…`;
  const count = (o: ReducedLine['outcome'][]) => state.lines.filter((l) => o.includes(l.outcome)).length;
  const reduced = count(['reduced']);
  const kept = count(['kept']);
  const not = count(['no field', 'failed', 'invalid']);
  const edited = count(['edited']);
  const parts = [
    reduced === 0 ? 'no line reduced' : `${lines(reduced)} reduced`,
    kept > 0 ? `${kept} already reduced` : null,
    not > 0 ? `${not} not reduced` : null,
    edited > 0 ? `${edited} left as ${edited === 1 ? 'it was' : 'they were'} (changed meanwhile)` : null,
  ].filter((p) => p !== null);
  const what = state.lines.length === 0 ? '' : `${parts.join(', ')}.`;
  const capital = what.charAt(0).toUpperCase() + what.slice(1);
  if (state.status === 'cancelled')
    return `Cancelled after ${state.done} of ${lines(state.total)}${what ? `: ${what}` : '.'}`;
  if (state.status === 'failed') return `Reduce stopped: ${state.message}.${what ? ` ${capital}` : ''}`;
  return capital;
}
