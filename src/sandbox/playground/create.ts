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
  isBoolean,
  isInteger,
  isObject,
  isString,
  modelRefError,
  onlyKeys,
  rangeError,
  requiredMember,
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
  if (rawProblems === undefined)
    throw shapeError('/problems', '"problems" is required (an array of problems).', 'REQUIRED');
  if (!Array.isArray(rawProblems)) throw shapeError('/problems', '"problems" must be an array of problems.');
  const problems: Stage1Plan['problems'] = rawProblems.map((p, position) => {
    const path = `/problems/${position}`;
    if (!isObject(p)) throw shapeError(path, 'Each problem must be an object.');
    if ('custom' in p) {
      if ('problemSet' in p || 'index' in p) {
        throw shapeError(path, 'A custom problem cannot be combined with a problem-set reference.', 'ONE_OF');
      }
      onlyKeys(p, ['custom'], path);
      const cu = requiredMember(
        p,
        'custom',
        path,
        isObject,
        'an object with equation1, equation2, goldAnswer',
      );
      onlyKeys(cu, ['equation1', 'equation2', 'goldAnswer'], `${path}/custom`);
      const equations = (['equation1', 'equation2'] as const).map((f) => {
        const text = requiredMember(cu, f, `${path}/custom`, isString, 'text');
        if (text.trim() === '')
          throw rangeError(`${path}/custom/${f}`, `"${f}" must not be blank.`, 'MIN_LENGTH');
        return text;
      });
      const goldAnswer = requiredMember(cu, 'goldAnswer', `${path}/custom`, isBoolean, 'true or false');
      return {
        position,
        source: { type: 'custom' as const },
        equation1: equations[0]!,
        equation2: equations[1]!,
        goldAnswer,
      };
    }
    onlyKeys(p, ['problemSet', 'index'], path);
    const problemSet = requiredMember(p, 'problemSet', path, isString, 'a problem set ID');
    const index = requiredMember(p, 'index', path, isInteger, 'a whole number');
    const set = equationProblems(problemSet);
    if (!set) throw unknownId(`${path}/problemSet`, `Unknown problem set "${problemSet}".`);
    const item = set[index];
    if (!item) throw unknownId(`${path}/index`, `Problem set "${problemSet}" has no problem ${index}.`);
    return {
      position,
      source: { type: 'problem-set' as const, problemSetId: problemSet, index },
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
      const cheatsheet = requiredMember(cfg, 'cheatsheet', path, isString, 'a cheatsheet ID');
      const sheet = getLibraryItem(db, 'cheatsheet', accountId, cheatsheet);
      if (!sheet) throw unknownId(`${path}/cheatsheet`, `Unknown cheatsheet "${cheatsheet}".`);
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
  const solverCode = requiredMember(body, 'solverCode', '', isString, 'text');
  if (solverCode.trim() === '')
    throw rangeError('/solverCode', 'Solver code must not be blank.', 'MIN_LENGTH');
  const maxBytes = c.limits.maxBytes ?? 65_536;
  if (Buffer.byteLength(solverCode, 'utf8') > maxBytes) {
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
    track: /^--\s*track:\s*marathon\s*$/m.test(solverCode) ? 'marathon' : 'solo',
    crashes: solverCode.includes('panic!'),
    codeKey: digest(solverCode),
  };
  return { plan, params: { ...body }, hfTokenHash: null };
}

const REPO = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}\/[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;

function planModelRef(body: Record<string, unknown>): PlannedRun {
  rejectUnknownFields(body, ['modelName', 'commitHash', 'problemSetId', 'hfToken', 'note']);
  const modelName = requiredMember(body, 'modelName', '', isString, 'text');
  const commitHash = requiredMember(body, 'commitHash', '', isString, 'text');
  const problemSetId = requiredMember(body, 'problemSetId', '', isString, 'text');
  for (const f of ['hfToken', 'note'] as const) {
    if (body[f] !== undefined && typeof body[f] !== 'string')
      throw shapeError(`/${f}`, `"${f}" must be text.`);
  }
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
