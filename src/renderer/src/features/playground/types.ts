/**
 * The Playground's rows as spec 2.10 names them, for the views in this folder. The API types proper
 * live in src/shared/api (with their schemas); these are the fields the screens read, kept
 * structural so the shared types fit them as they are.
 */
export type RunStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface Stage1Row {
  resultId: string;
  executionIndex: number;
  modelId: string;
  problem: {
    position: number;
    source: { type: 'problem-set' | 'custom'; problemSetId?: string; index?: number };
    /** 2.10 names these "plus" the source: read inside it, or beside it. */
    problemSetId?: string;
    index?: number;
  };
  configuration: { position: number; cheatsheetId?: string | null };
  repeatIndex: number;
  outcome: string;
  expectedAnswer: boolean;
  parsedAnswer: boolean | null;
  correct: boolean | null;
  diagnostic: { code: string; message: string } | null;
  usage: { inputTokens: number | null; outputTokens: number | null; costUsd: number | null } | null;
  elapsedMs: number | null;
  completedAt: string;
  output?: string | null;
}

export type JudgeStatus =
  | 'accepted'
  | 'unparsed'
  | 'malformed'
  | 'incomplete_proof'
  | 'incorrect'
  | 'policy_violation'
  | 'error';

export interface Stage2Row {
  resultId: string;
  sequence: number;
  problem: { position: number; problemId: string };
  outcome: string;
  verdict: boolean | null;
  judge: { status: string; axioms: string[]; directDeclarations: string[] } | null;
  diagnostic: { code: string; message: string } | null;
  judgeCalls: number;
  answer?: { verdict: boolean; code: string } | null;
  elapsedMs: number | null;
  completedAt: string;
}

export interface ModelReferenceRow {
  resultId: string;
  sequence?: number;
  caseId: string;
  tierId: string;
  prediction: unknown;
  expected: unknown;
  correct: boolean | null;
  completedAt?: string;
}

export type ResultRow = Stage1Row | Stage2Row | ModelReferenceRow;
