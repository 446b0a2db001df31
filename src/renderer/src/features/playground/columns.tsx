/**
 * The results table's columns per kind: every field of the spec's rows (2.10), in words, with how
 * each cell is drawn and the text it is searched and copied by. Models, cheatsheets and problem
 * sets by their names (the same as the charts above the table), problems by the platform's number.
 */
import type { ReactNode } from 'react';
import { bareSetTitle, customProblemLabel } from '../../../../shared/playgroundProblems';
import { type Names, NO_NAMES } from './aggregateCharts';
import type { JudgeStatus, ModelReferenceRow, ResultRow, Stage1Row, Stage2Row } from './types';
import { JUDGE_STATUS_WORDS, STAGE1_OUTCOME_WORDS, STAGE2_OUTCOME_WORDS } from './words';

export interface Column<R> {
  key: string;
  title: string;
  hint?: string;
  /** CSS grid track for this column. */
  width: string;
  numeric?: boolean;
  text: (row: R) => string;
  cell?: (row: R) => ReactNode;
}

const yesNo = (v: boolean | null | undefined) => (v === true ? 'true' : v === false ? 'false' : '—');
const num = (v: number | null | undefined) => (typeof v === 'number' ? String(v) : '—');

function Mark({ correct }: { correct: boolean | null }) {
  if (correct === null) return <span className="faint">not scored</span>;
  return correct ? <span className="pg-ok">✓ right</span> : <span className="pg-bad">✗ wrong</span>;
}

function problemText(p: Stage1Row['problem'], names: Names): string {
  if (p.source.type === 'custom') return customProblemLabel(p.position);
  const set = p.source.problemSetId ?? p.problemSetId;
  const index = p.source.index ?? p.index;
  return `${set ? bareSetTitle(names.problemSet(set)) : '?'}, problem ${index ?? '?'}`;
}

const BASELINE = 'baseline (no cheatsheet)';

const stage1Columns = (names: Names): Column<Stage1Row>[] => [
  {
    key: 'executionIndex',
    title: '#',
    hint: 'Execution index (zero-based)',
    width: '56px',
    numeric: true,
    text: (r) => String(r.executionIndex),
  },
  { key: 'modelId', title: 'Model', width: 'minmax(120px,1fr)', text: (r) => names.model(r.modelId) },
  {
    key: 'problem',
    title: 'Problem',
    hint: 'Problems of a set are numbered as on the platform, from 0',
    width: 'minmax(140px,1fr)',
    text: (r) => problemText(r.problem, names),
  },
  {
    key: 'configuration',
    title: 'Configuration',
    width: 'minmax(130px,1.2fr)',
    text: (r) => (r.configuration.cheatsheetId ? names.cheatsheet(r.configuration.cheatsheetId) : BASELINE),
  },
  {
    key: 'repeatIndex',
    title: 'Repeat',
    width: '60px',
    numeric: true,
    text: (r) => String(r.repeatIndex + 1),
  },
  {
    key: 'outcome',
    title: 'Outcome',
    width: '90px',
    text: (r) => r.outcome,
    cell: (r) => <span title={STAGE1_OUTCOME_WORDS[r.outcome] ?? r.outcome}>{r.outcome}</span>,
  },
  { key: 'expectedAnswer', title: 'Gold', width: '56px', text: (r) => yesNo(r.expectedAnswer) },
  { key: 'parsedAnswer', title: 'Answer', width: '64px', text: (r) => yesNo(r.parsedAnswer) },
  {
    key: 'correct',
    title: 'Correct',
    width: '90px',
    text: (r) => yesNo(r.correct),
    cell: (r) => <Mark correct={r.correct} />,
  },
  {
    key: 'diagnostic',
    title: 'Diagnostic',
    width: 'minmax(100px,1fr)',
    text: (r) => (r.diagnostic ? `${r.diagnostic.code}: ${r.diagnostic.message}` : '—'),
  },
  {
    key: 'tokens',
    title: 'Tokens in/out',
    width: '100px',
    numeric: true,
    text: (r) => `${num(r.usage?.inputTokens)}/${num(r.usage?.outputTokens)}`,
  },
  { key: 'costUsd', title: 'Cost $', width: '70px', numeric: true, text: (r) => num(r.usage?.costUsd) },
  {
    key: 'elapsedMs',
    title: 'ms',
    hint: 'Elapsed time',
    width: '64px',
    numeric: true,
    text: (r) => num(r.elapsedMs),
  },
];

const STAGE2_COLUMNS: Column<Stage2Row>[] = [
  {
    key: 'sequence',
    title: '#',
    hint: 'Append order (zero-based)',
    width: '56px',
    numeric: true,
    text: (r) => String(r.sequence),
  },
  { key: 'problem', title: 'Problem', width: 'minmax(140px,1fr)', text: (r) => r.problem.problemId },
  {
    key: 'outcome',
    title: 'Outcome',
    width: '110px',
    text: (r) => r.outcome,
    cell: (r) => (
      <span title={STAGE2_OUTCOME_WORDS[r.outcome] ?? r.outcome}>{r.outcome.replace('_', ' ')}</span>
    ),
  },
  {
    key: 'verdict',
    title: 'Claim',
    hint: 'The solver’s claim, not the judge’s outcome',
    width: '64px',
    text: (r) => yesNo(r.verdict),
  },
  {
    key: 'judge',
    title: 'Judge',
    width: 'minmax(120px,1fr)',
    text: (r) => r.judge?.status ?? '—',
    cell: (r) =>
      r.judge ? (
        <span title={JUDGE_STATUS_WORDS[r.judge.status as JudgeStatus] ?? r.judge.status}>
          {r.judge.status.replace('_', ' ')}
        </span>
      ) : (
        '—'
      ),
  },
  {
    key: 'axioms',
    title: 'Axioms',
    width: 'minmax(100px,1fr)',
    text: (r) => r.judge?.axioms.join(', ') || '—',
  },
  {
    key: 'diagnostic',
    title: 'Diagnostic',
    width: 'minmax(100px,1fr)',
    text: (r) => (r.diagnostic ? `${r.diagnostic.code}: ${r.diagnostic.message}` : '—'),
  },
  {
    key: 'judgeCalls',
    title: 'Judge calls',
    width: '80px',
    numeric: true,
    text: (r) => String(r.judgeCalls),
  },
  {
    key: 'elapsedMs',
    title: 'ms',
    hint: 'Elapsed time (none for marathon rows)',
    width: '64px',
    numeric: true,
    text: (r) => num(r.elapsedMs),
  },
];

const shown = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

const MODEL_REFERENCE_COLUMNS: Column<ModelReferenceRow>[] = [
  { key: 'sequence', title: '#', width: '56px', numeric: true, text: (r) => num(r.sequence) },
  { key: 'caseId', title: 'Case', width: 'minmax(120px,1fr)', text: (r) => r.caseId },
  { key: 'tierId', title: 'Tier', width: '90px', text: (r) => r.tierId },
  { key: 'prediction', title: 'Prediction', width: 'minmax(100px,1fr)', text: (r) => shown(r.prediction) },
  { key: 'expected', title: 'Expected', width: 'minmax(100px,1fr)', text: (r) => shown(r.expected) },
  {
    key: 'correct',
    title: 'Correct',
    width: '90px',
    text: (r) => yesNo(r.correct),
    cell: (r) => <Mark correct={r.correct} />,
  },
];

export type ResultKind = 'cheatsheet' | 'solver-participation' | 'model-reference';

export function columnsFor(kind: ResultKind, names: Names = NO_NAMES): Column<ResultRow>[] {
  const cols =
    kind === 'cheatsheet'
      ? stage1Columns(names)
      : kind === 'solver-participation'
        ? STAGE2_COLUMNS
        : MODEL_REFERENCE_COLUMNS;
  return cols as unknown as Column<ResultRow>[];
}
