/** A run is named by what it ran, in words, never by its ID alone (src/shared/runName.ts). */
import { describe, expect, it } from 'vitest';
import type { RunPin } from '../../../src/shared/contracts/experiments';
import { type RunNamer, runName, runWhat } from '../../../src/shared/runName';

const NAMES: Record<string, string> = {
  'gpt-oss-120b': 'GPT-OSS 120B',
  'deepseek-v3.1': 'DeepSeek V3.1',
  'qwen3-235b-a22b': 'Qwen3 235B A22B',
  'llama-4-maverick': 'Llama 4 Maverick',
};
const SETS: Record<string, string> = { warmup: 'Warm-up (20 problems)', 'modular-quick': 'Modular quick' };

const namer: RunNamer = {
  model: (id) => NAMES[id] ?? id,
  problemSet: (id) => SETS[id] ?? id,
  cheatsheet: (id) => (id === 'chs_lib' ? 'Library title' : null),
  time: (iso) => iso.slice(0, 10),
};

const problems = (...indexes: number[]) => indexes.map((index) => ({ problemSet: 'warmup', index }));
const SHA = `d9f34575a0c${'0'.repeat(53)}`;
const pin = (over: Partial<RunPin>): RunPin => ({
  position: 0,
  kind: 'cheatsheet',
  itemId: 'chs_d9f34575a0c',
  sha256: null,
  title: null,
  how: 'started-here',
  ...over,
});

const title = (kind: string | null, params: Record<string, unknown> | null, pins: RunPin[] = [], n = namer) =>
  runName(runWhat(kind, params, pins), { createdAt: '2026-03-04T10:00:00Z' }, n).title;

describe('runName', () => {
  it('a baseline cheatsheet run: its models by name, the baseline and its problems from 0', () => {
    expect(
      title('cheatsheet', { models: ['gpt-oss-120b', 'deepseek-v3.1'], problems: problems(0, 1, 2, 3) }),
    ).toBe(
      'Cheatsheet run: GPT-OSS 120B and DeepSeek V3.1 · baseline (no cheatsheet) · Warm-up, problems 0–3',
    );
  });

  it('a cheatsheet by its title and version, with repeats and custom equations', () => {
    const body = {
      models: ['gpt-oss-120b'],
      problems: [...problems(4), { custom: { equation1: 'x=x', equation2: 'x=x', goldAnswer: true } }],
      configurations: [{ cheatsheet: 'chs_d9f34575a0c' }],
      repeat: 3,
    };
    expect(title('cheatsheet', body, [pin({ sha256: SHA, title: 'Algebra tricks' })])).toBe(
      'Cheatsheet run: GPT-OSS 120B · “Algebra tricks” version d9f34575 · 3 repeats · Warm-up, problem 4 + custom equation 1',
    );
  });

  it('a cheatsheet whose version is not known: its library title, said unknown; never its ID', () => {
    const body = {
      models: ['gpt-oss-120b'],
      problems: problems(0),
      configurations: [{ cheatsheet: 'chs_lib' }, { cheatsheet: 'chs_gone' }],
    };
    const name = title('cheatsheet', body);
    expect(name).toBe(
      'Cheatsheet run: GPT-OSS 120B · “Library title” and a cheatsheet not in your library · Warm-up, problem 0',
    );
    expect(name).not.toContain('chs_');
  });

  it('many models and scattered problems are counted, not listed', () => {
    const body = {
      models: ['gpt-oss-120b', 'deepseek-v3.1', 'qwen3-235b-a22b', 'llama-4-maverick'],
      problems: problems(1, 3, 5, 7, 9),
    };
    expect(title('cheatsheet', body)).toBe(
      'Cheatsheet run: GPT-OSS 120B, DeepSeek V3.1 and 2 more models · baseline (no cheatsheet) · Warm-up, 5 problems',
    );
  });

  it('a solver run: its solver by name and version, the models it may use and its problems', () => {
    const body = {
      solverCode: 'def solve := 1',
      solverName: 'Greedy',
      problemIds: ['lean-basics-001', 'lean-basics-002', 'lean-basics-003'],
    };
    expect(title('solver-participation', body)).toBe('Solver run: any model · “Greedy” · 3 problems');
    const pinned = pin({
      kind: 'solver-template',
      position: null,
      itemId: 'tpl_1',
      sha256: SHA,
      title: 'Greedy v2',
    });
    expect(
      title(
        'solver-participation',
        { ...body, allowedModels: ['gpt-oss-120b'], problemIds: ['lean-basics-001'] },
        [pinned],
      ),
    ).toBe('Solver run: GPT-OSS 120B · “Greedy v2” version d9f34575 · lean-basics-001');
  });

  it('a model reference run: its repository, commit and problem set', () => {
    const body = {
      modelName: 'modular-labs/arith-7b',
      commitHash: 'a3f1c9e07b4d2816c5e9f0a1b2c3d4e5f6a7b8c9',
      problemSetId: 'modular-quick',
    };
    expect(title('model-reference', body)).toBe(
      'Model reference run: modular-labs/arith-7b at a3f1c9e0 · Modular quick',
    );
  });

  it('a Lean kernel run: its solution and problem, from the run record itself', () => {
    expect(title('lean-kernel-package', { runId: 'x', solutionName: 'Kernel A', problemId: 'kp-3' })).toBe(
      'Lean kernel run: “Kernel A” · kp-3',
    );
  });

  it('a run started elsewhere that the platform says nothing about: its kind and date, in words', () => {
    const name = runName(runWhat('cheatsheet', null, []), { createdAt: '2026-03-04T10:00:00Z' }, namer);
    expect(name.what).toBeNull();
    expect(name.title).toBe('Cheatsheet run of 2026-03-04 (what it ran is not known on this computer)');
    expect(runName(runWhat(null, null, []), {}, namer).title).toBe(
      'Playground run (what it ran is not known on this computer)',
    );
  });

  it('the pins a run was matched to win over the body’s bare IDs', () => {
    const body = {
      models: ['gpt-oss-120b'],
      problems: problems(0),
      configurations: [{ cheatsheet: 'chs_x' }],
    };
    expect(title('cheatsheet', body, [pin({ itemId: 'chs_x', title: 'Found', how: 'unknown' })])).toContain(
      '· “Found” ·',
    );
  });

  it('platform text is handed to the namer’s wrapper (the renderer isolates it)', () => {
    const wrapped = { ...namer, text: (s: string) => `[${s}]` };
    expect(title('cheatsheet', { models: ['gpt-oss-120b'], problems: problems(0) }, [], wrapped)).toBe(
      'Cheatsheet run: [GPT-OSS 120B] · baseline (no cheatsheet) · [Warm-up], problem 0',
    );
  });
});
