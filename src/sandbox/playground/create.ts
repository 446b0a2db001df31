import { createHash } from 'node:crypto';
import { rejectUnknownFields } from '../body';
import type { CompetitionRow } from '../db/competitions';
import { getLeanProblem, getLibraryItem } from '../db/library';
import type { Db } from '../db/open';
import { ApiError, notFound } from '../errors';
import {
  equationProblems,
  findLeanProblem,
  GATED_REPO,
  LEAN_KERNEL,
  MODEL_REF_SETS,
  PLAYGROUNDS,
  STAGE2_SETS,
} from './catalog';
import { digest } from './evaluator';
import type { ModelRefPlan, RunPlan, Stage1Plan, Stage2Plan } from './plan';
import {
  isObject,
  modelRefError,
  onlyKeys,
  rangeError,
  requireStringArray,
  shapeError,
  unknownId,
} from './validate';

export interface PlannedRun {
  plan: RunPlan;
  /** The body as stored and shown back in `params` (never the hfToken). */
  params: Record<string, unknown>;
  hfTokenHash: string | null;
}

/** Validates a run creation body for the competition's kind (spec 4.5) and fixes the plan. */
export function planRun(
  db: Db,
  accountId: string,
  c: CompetitionRow,
  body: Record<string, unknown>,
): PlannedRun {
  if (c.id === LEAN_KERNEL)
    throw notFound('Lean kernel runs are started from the kernel package tools, not this API.');
  if (c.kind === 'cheatsheet') return planStage1(db, accountId, c, body);
  if (c.kind === 'solver-participation') return planStage2(db, accountId, c, body);
  if (c.kind === 'model-reference') return planModelRef(body);
  throw notFound('This competition has no Playground runs.');
}

function checkModels(c: CompetitionRow, ids: string[], path: string): void {
  const known = PLAYGROUNDS[c.id]?.models ?? [];
  ids.forEach((id, i) => {
    if (!known.some((m) => m.id === id)) throw unknownId(`${path}/${i}`, `Unknown model "${id}".`);
  });
}

function planStage1(db: Db, accountId: string, c: CompetitionRow, body: Record<string, unknown>): PlannedRun {
  rejectUnknownFields(body, ['models', 'problems', 'configurations', 'repeat']);
  const models = requireStringArray(body, 'models', true)!;
  if (models.length === 0) throw rangeError('/models', 'Pick at least one model.', 'MIN_ITEMS');
  checkModels(c, models, '/models');
  const rawProblems = body.problems;
  if (rawProblems === undefined) throw shapeError('/problems', '"problems" is required.', 'REQUIRED');
  if (!Array.isArray(rawProblems)) throw shapeError('/problems', '"problems" must be an array.');
  const problems: Stage1Plan['problems'] = rawProblems.map((p, position) => {
    const path = `/problems/${position}`;
    if (!isObject(p)) throw shapeError(path, 'Each problem must be an object.');
    if ('custom' in p) {
      if ('problemSet' in p || 'index' in p) {
        throw shapeError(path, 'A custom problem cannot be combined with a problem-set reference.', 'ONE_OF');
      }
      onlyKeys(p, ['custom'], path);
      const cu = p.custom;
      if (!isObject(cu)) throw shapeError(`${path}/custom`, '"custom" must be an object.');
      onlyKeys(cu, ['equation1', 'equation2', 'goldAnswer'], `${path}/custom`);
      for (const f of ['equation1', 'equation2'] as const) {
        if (typeof cu[f] !== 'string')
          throw shapeError(`${path}/custom/${f}`, `"${f}" is required text.`, 'REQUIRED');
        if ((cu[f] as string).trim() === '')
          throw rangeError(`${path}/custom/${f}`, `"${f}" must not be blank.`, 'MIN_LENGTH');
      }
      if (typeof cu.goldAnswer !== 'boolean') {
        throw shapeError(`${path}/custom/goldAnswer`, '"goldAnswer" must be true or false.', 'REQUIRED');
      }
      return {
        position,
        source: { type: 'custom' as const },
        equation1: cu.equation1 as string,
        equation2: cu.equation2 as string,
        goldAnswer: cu.goldAnswer,
      };
    }
    onlyKeys(p, ['problemSet', 'index'], path);
    if (typeof p.problemSet !== 'string')
      throw shapeError(`${path}/problemSet`, '"problemSet" is required.', 'REQUIRED');
    if (typeof p.index !== 'number' || !Number.isInteger(p.index)) {
      throw shapeError(`${path}/index`, '"index" is required and must be an integer.', 'REQUIRED');
    }
    const set = equationProblems(p.problemSet);
    if (!set) throw unknownId(`${path}/problemSet`, `Unknown problem set "${p.problemSet}".`);
    const item = set[p.index];
    if (!item) throw unknownId(`${path}/index`, `Problem set "${p.problemSet}" has no problem ${p.index}.`);
    return {
      position,
      source: { type: 'problem-set' as const, problemSetId: p.problemSet, index: p.index },
      equation1: item.equation1,
      equation2: item.equation2,
      goldAnswer: item.goldAnswer,
    };
  });
  if (problems.length === 0) throw rangeError('/problems', 'Pick at least one problem.', 'MIN_ITEMS');
  let configurations: Stage1Plan['configurations'] = [{ position: 0, cheatsheetId: null, content: '' }];
  if (body.configurations !== undefined) {
    if (!Array.isArray(body.configurations))
      throw shapeError('/configurations', '"configurations" must be an array.');
    configurations = body.configurations.map((cfg, position) => {
      const path = `/configurations/${position}`;
      if (!isObject(cfg)) throw shapeError(path, 'Each configuration must be an object.');
      if (Object.keys(cfg).length === 0) {
        throw shapeError(
          path,
          'An empty configuration is not allowed; omit "configurations" for the baseline.',
          'EMPTY',
        );
      }
      onlyKeys(cfg, ['cheatsheet'], path);
      if (typeof cfg.cheatsheet !== 'string')
        throw shapeError(`${path}/cheatsheet`, '"cheatsheet" must be a cheatsheet ID.');
      const sheet = getLibraryItem(db, 'cheatsheet', accountId, cfg.cheatsheet);
      if (!sheet) throw unknownId(`${path}/cheatsheet`, `Unknown cheatsheet "${cfg.cheatsheet}".`);
      return { position, cheatsheetId: sheet.id, content: sheet.body };
    });
  }
  let repeat = 1;
  if (body.repeat !== undefined) {
    if (typeof body.repeat !== 'number' || !Number.isInteger(body.repeat)) {
      throw shapeError('/repeat', '"repeat" must be an integer.');
    }
    if (body.repeat < 1 || body.repeat > 5) throw rangeError('/repeat', '"repeat" must be between 1 and 5.');
    repeat = body.repeat;
  }
  const problemSets = [
    ...new Set(problems.flatMap((p) => (p.source.type === 'problem-set' ? [p.source.problemSetId] : []))),
  ];
  const plan: Stage1Plan = {
    kind: 'cheatsheet',
    modelIds: models,
    problemSets,
    problems,
    configurations,
    repeat,
  };
  return { plan, params: { ...body }, hfTokenHash: null };
}

function planStage2(db: Db, accountId: string, c: CompetitionRow, body: Record<string, unknown>): PlannedRun {
  rejectUnknownFields(body, ['solverCode', 'solverName', 'problemIds', 'allowedModels']);
  if (typeof body.solverCode !== 'string')
    throw shapeError('/solverCode', '"solverCode" is required text.', 'REQUIRED');
  if (body.solverCode.trim() === '')
    throw rangeError('/solverCode', 'Solver code must not be blank.', 'MIN_LENGTH');
  const maxBytes = c.limits.maxBytes ?? 65_536;
  if (Buffer.byteLength(body.solverCode, 'utf8') > maxBytes) {
    throw rangeError('/solverCode', `Solver code must be at most ${maxBytes} bytes.`, 'MAX_LENGTH');
  }
  if (body.solverName !== undefined && typeof body.solverName !== 'string') {
    throw shapeError('/solverName', '"solverName" must be text.');
  }
  const problemIds = requireStringArray(body, 'problemIds', true)!;
  if (problemIds.length === 0) throw rangeError('/problemIds', 'Pick at least one problem.', 'MIN_ITEMS');
  const problemSets = new Set<string>();
  problemIds.forEach((id, i) => {
    const setProblem = findLeanProblem(id);
    if (setProblem) {
      const set = STAGE2_SETS.find((s) => id.startsWith(`${s.id}-`));
      if (set) problemSets.add(set.id);
      return;
    }
    if (!getLeanProblem(db, accountId, id)) throw unknownId(`/problemIds/${i}`, `Unknown problem "${id}".`);
  });
  const allowed = requireStringArray(body, 'allowedModels', false);
  if (allowed) checkModels(c, allowed, '/allowedModels');
  const models = allowed ?? PLAYGROUNDS[c.id]!.models.map((m) => m.id);
  const plan: Stage2Plan = {
    kind: 'solver-participation',
    modelIds: models,
    problemSets: [...problemSets],
    problems: problemIds.map((problemId, position) => ({ position, problemId })),
    // Sandbox rule: a solver whose code has the line `-- track: marathon` runs on the marathon track.
    track: /^--\s*track:\s*marathon\s*$/m.test(body.solverCode) ? 'marathon' : 'solo',
    crashes: body.solverCode.includes('panic!'),
    codeKey: digest(body.solverCode),
  };
  return { plan, params: { ...body }, hfTokenHash: null };
}

const REPO = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}\/[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;

function planModelRef(body: Record<string, unknown>): PlannedRun {
  rejectUnknownFields(body, ['modelName', 'commitHash', 'problemSetId', 'hfToken', 'note']);
  for (const f of ['modelName', 'commitHash', 'problemSetId'] as const) {
    if (typeof body[f] !== 'string') throw shapeError(`/${f}`, `"${f}" is required text.`, 'REQUIRED');
  }
  for (const f of ['hfToken', 'note'] as const) {
    if (body[f] !== undefined && typeof body[f] !== 'string')
      throw shapeError(`/${f}`, `"${f}" must be text.`);
  }
  const modelName = body.modelName as string;
  const commitHash = body.commitHash as string;
  const problemSetId = body.problemSetId as string;
  const hfToken = body.hfToken as string | undefined;
  const note = body.note as string | undefined;
  if (note !== undefined && [...note].length > 500)
    throw rangeError('/note', 'The note must be at most 500 characters.', 'MAX_LENGTH');
  if (!REPO.test(modelName)) {
    throw modelRefError(
      '/modelName',
      'PATTERN_MISMATCH',
      'The model must be a repository written as <owner>/<name>.',
    );
  }
  if (!/^[0-9a-f]{40}$/.test(commitHash)) {
    throw modelRefError(
      '/commitHash',
      'PATTERN_MISMATCH',
      'The commit must be 40 lowercase hexadecimal characters.',
    );
  }
  const set = MODEL_REF_SETS.find((s) => s.id === problemSetId);
  if (!set)
    throw modelRefError('/problemSetId', 'UNKNOWN_PROBLEM_SET', `Unknown problem set "${problemSetId}".`);
  if (modelName === GATED_REPO && (hfToken === undefined || hfToken.trim() === '')) {
    throw modelRefError(
      '/hfToken',
      'GATED_REPOSITORY',
      'This repository is gated: an access token (hfToken) is required.',
    );
  }
  const plan: ModelRefPlan = {
    kind: 'model-reference',
    modelIds: [],
    problemSets: [set.id],
    tiers: set.tiers,
    modelName,
    commitHash,
  };
  const { hfToken: _secret, ...params } = body;
  // Only a salted hash is kept, to tell "a token was given" without storing it.
  const hfTokenHash = hfToken ? createHash('sha256').update(`pg-hf:${hfToken}`).digest('hex') : null;
  return { plan, params, hfTokenHash };
}

export function budgetExceeded(cost: number, remaining: number): ApiError {
  return new ApiError(
    403,
    'RUN_BUDGET_EXCEEDED',
    `This run costs ${cost} credits but only ${Math.max(0, Math.round(remaining * 100) / 100)} remain.`,
    { costCredits: cost, remainingCredits: Math.max(0, remaining) },
  );
}
