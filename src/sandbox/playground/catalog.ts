import { SANDBOX_SEED } from '../config';
import { Prng } from '../seed/prng';

/** Competition ids that expose a Playground (spec 1.2, 1.3). */
export const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
export const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
export const MODEL_REF = 'modular-arithmetic-challenge';
export const LEAN_KERNEL = 'lean-kernel-challenge';

export interface PlaygroundModel {
  id: string;
  name: string;
  /** 0..1: how often the model answers an equation problem correctly without help. */
  skill: number;
}

export interface CompetitionPlayground {
  models: PlaygroundModel[];
  /** Credits per Stage 1 execution, per Stage 2 problem, per model-reference case. */
  creditRate: number;
}

export const PLAYGROUNDS: Record<string, CompetitionPlayground> = {
  [STAGE1]: {
    creditRate: 0.05,
    models: [
      { id: 'gpt-oss-120b', name: 'GPT-OSS 120B', skill: 0.62 },
      { id: 'qwen3-235b-a22b', name: 'Qwen3 235B A22B', skill: 0.58 },
      { id: 'deepseek-v3.1', name: 'DeepSeek V3.1', skill: 0.66 },
      { id: 'llama-4-maverick', name: 'Llama 4 Maverick', skill: 0.5 },
      { id: 'mistral-large-2', name: 'Mistral Large 2', skill: 0.47 },
    ],
  },
  [STAGE2]: {
    creditRate: 0.5,
    models: [
      { id: 'gpt-oss-120b', name: 'GPT-OSS 120B', skill: 0.55 },
      { id: 'qwen3-235b-a22b', name: 'Qwen3 235B A22B', skill: 0.5 },
      { id: 'deepseek-v3.1', name: 'DeepSeek V3.1', skill: 0.6 },
    ],
  },
  [MODEL_REF]: {
    creditRate: 0.02,
    models: [
      { id: 'ref-runner-cpu', name: 'Reference runner (CPU)', skill: 0.7 },
      { id: 'ref-runner-gpu', name: 'Reference runner (GPU)', skill: 0.7 },
    ],
  },
  [LEAN_KERNEL]: {
    creditRate: 1,
    models: [
      { id: 'gpt-oss-120b', name: 'GPT-OSS 120B', skill: 0.5 },
      { id: 'deepseek-v3.1', name: 'DeepSeek V3.1', skill: 0.55 },
    ],
  },
};

/** Credits every account starts with (alice has the most; see docs/sandbox.md). */
export function startingCredits(accountId: string): number {
  return accountId === 'acc_alice' ? 5000 : 200;
}

/** A repository the sandbox treats as gated: model-reference runs on it need an hfToken. */
export const GATED_REPO = 'modular-labs/gated-arith-7b';

export interface EquationProblem {
  index: number;
  equation1: string;
  equation2: string;
  goldAnswer: boolean;
}

export interface ProblemSetDef {
  id: string;
  title: string;
  count: number;
}

export const STAGE1_SETS: ProblemSetDef[] = [
  { id: 'warmup', title: 'Warm-up (20 problems)', count: 20 },
  { id: 'normal', title: 'Normal (100 problems)', count: 100 },
  { id: 'hard3', title: 'Hard 3 (400 problems)', count: 400 },
];

const VARS = ['x', 'y', 'z', 'w'];

function term(rng: Prng, depth: number): string {
  if (depth === 0 || rng.chance(0.35)) return rng.pick(VARS);
  const left = term(rng, depth - 1);
  const right = term(rng, depth - 1);
  return `${wrap(left)} ◇ ${wrap(right)}`;
}

function wrap(t: string): string {
  return t.length > 1 ? `(${t})` : t;
}

function equation(rng: Prng, depth: number): string {
  return `${rng.pick(VARS.slice(0, 2))} = ${term(rng, depth)}`;
}

const setCache = new Map<string, EquationProblem[]>();

/** The problems of a Stage 1 set: deterministic from the sandbox seed and the set id. */
export function equationProblems(setId: string): EquationProblem[] | null {
  const def = STAGE1_SETS.find((s) => s.id === setId);
  if (!def) return null;
  const cached = setCache.get(setId);
  if (cached) return cached;
  const rng = new Prng(`${SANDBOX_SEED}:playground:set:${setId}`);
  const depth = setId === 'warmup' ? 2 : setId === 'normal' ? 3 : 4;
  const items: EquationProblem[] = [];
  for (let index = 0; index < def.count; index++) {
    // Roughly 45 % of implications hold, as in the real equational-theories data.
    items.push({
      index,
      equation1: equation(rng, depth),
      equation2: equation(rng, depth),
      goldAnswer: rng.chance(0.45),
    });
  }
  setCache.set(setId, items);
  return items;
}

export interface LeanProblemDef {
  id: string;
  lhsName: string;
  lhsText: string;
  rhsName: string;
  rhsText: string;
}

export const STAGE2_SETS: ProblemSetDef[] = [
  { id: 'lean-basics', title: 'Lean basics (12 problems)', count: 12 },
  { id: 'lean-hard', title: 'Lean hard (30 problems)', count: 30 },
];

const leanCache = new Map<string, LeanProblemDef[]>();

export function leanProblems(setId: string): LeanProblemDef[] | null {
  const def = STAGE2_SETS.find((s) => s.id === setId);
  if (!def) return null;
  const cached = leanCache.get(setId);
  if (cached) return cached;
  const rng = new Prng(`${SANDBOX_SEED}:playground:lean:${setId}`);
  const items: LeanProblemDef[] = [];
  for (let i = 0; i < def.count; i++) {
    const a = rng.int(1, 4694);
    const b = rng.int(1, 4694);
    items.push({
      id: `${setId}-${String(i + 1).padStart(3, '0')}`,
      lhsName: `Equation${a}`,
      lhsText: equation(rng, 3),
      rhsName: `Equation${b}`,
      rhsText: equation(rng, 3),
    });
  }
  leanCache.set(setId, items);
  return items;
}

export function findLeanProblem(id: string): LeanProblemDef | null {
  for (const s of STAGE2_SETS) {
    const p = leanProblems(s.id)?.find((x) => x.id === id);
    if (p) return p;
  }
  return null;
}

/** Model-reference problem sets: cases grouped into difficulty tiers. */
export interface CaseSetDef extends ProblemSetDef {
  tiers: { tierId: string; cases: number }[];
}

export const MODEL_REF_SETS: CaseSetDef[] = [
  {
    id: 'modular-quick',
    title: 'Quick check (30 cases)',
    count: 30,
    tiers: [
      { tierId: 'tier-1', cases: 10 },
      { tierId: 'tier-2', cases: 10 },
      { tierId: 'tier-3', cases: 10 },
    ],
  },
  {
    id: 'modular-full',
    title: 'Full ladder (120 cases)',
    count: 120,
    tiers: [1, 2, 3, 4, 5, 6].map((n) => ({ tierId: `tier-${n}`, cases: 20 })),
  },
];

export const LEAN_KERNEL_SETS: ProblemSetDef[] = [
  { id: 'kernel-public', title: 'Kernel public problems', count: 8 },
];

export function problemSetsOf(competitionId: string): ProblemSetDef[] {
  if (competitionId === STAGE1) return STAGE1_SETS;
  if (competitionId === STAGE2) return STAGE2_SETS;
  if (competitionId === MODEL_REF) return MODEL_REF_SETS;
  if (competitionId === LEAN_KERNEL) return LEAN_KERNEL_SETS;
  return [];
}
