import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call } from './helpers';
import { LK, MR, post, readAllResults, S1, S2, terminal, waitForRun } from './playgroundHelpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ playgroundPaceMs: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

const problems = (n: number, set = 'warmup') =>
  Array.from({ length: n }, (_, index) => ({ problemSet: set, index }));

describe('Playground catalog', () => {
  it('lists models with the credit rate, paginated', async () => {
    const res = await call(sandbox, `${S1}/models?limit=2`);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(2);
    expect(res.body.data.meta.creditRate).toBeGreaterThan(0);
    const next = await call(
      sandbox,
      `${S1}/models?limit=100&cursor=${encodeURIComponent(res.body.data.nextCursor)}`,
    );
    expect(next.body.data.items).toHaveLength(3);
    expect(next.body.data.nextCursor).toBeNull();
    for (const base of [S2, MR, LK])
      expect((await call(sandbox, `${base}/models`)).body.data.items.length).toBeGreaterThan(1);
  });

  it('lists problem sets and serves equation problems with gold answers', async () => {
    const sets = (await call(sandbox, `${S1}/problem-sets`)).body.data;
    expect(sets.items.map((s: { id: string }) => s.id)).toEqual(['warmup', 'normal', 'hard3']);
    const hard = (await call(sandbox, `${S1}/problem-sets/hard3`)).body.data;
    expect(hard.items).toHaveLength(400);
    expect(hard.items[0]).toEqual({
      index: 0,
      equation1: expect.stringMatching(/^[xy] = /),
      equation2: expect.any(String),
      goldAnswer: expect.any(Boolean),
    });
    expect(hard.items.some((p: { equation1: string }) => p.equation1.includes('◇'))).toBe(true);
    expect(hard).not.toHaveProperty('nextCursor');
    expect((await call(sandbox, `${S1}/problem-sets/nope`)).status).toBe(404);
  });

  it("serves Lean problems with the caller's custom problems marked, and no rows for model reference", async () => {
    const set = (await call(sandbox, `${S2}/problem-sets/lean-basics`)).body.data;
    expect(set.items[0]).toMatchObject({
      id: 'lean-basics-001',
      isCustom: false,
      lhsName: expect.any(String),
      rhsText: expect.any(String),
    });
    const custom = (await call(sandbox, `${S2}/problem-sets/custom`)).body.data.items;
    expect(custom.map((p: { id: string }) => p.id)).toContain('lpr_alice_comm');
    expect(custom.every((p: { isCustom: boolean }) => p.isCustom)).toBe(true);
    expect(custom.map((p: { id: string }) => p.id)).not.toContain('lpr_bob_idem');
    const mr = (await call(sandbox, `${MR}/problem-sets/modular-quick`)).body.data;
    expect(mr).toEqual({ id: 'modular-quick', title: expect.any(String), items: [] });
  });

  it('answers 404 where the Playground is off and 403 without the scope', async () => {
    expect((await call(sandbox, '/competitions/igp24/playground/models')).body.error.code).toBe('NOT_FOUND');
    expect((await call(sandbox, '/competitions/sandbox-draft/playground/models')).status).toBe(404);
    const denied = await call(sandbox, `${S1}/models`, { key: 'competition-only' });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('API_KEY_SCOPE_DENIED');
    const write = await post(
      sandbox,
      `${S1}/runs`,
      { models: ['gpt-oss-120b'], problems: problems(1) },
      'reader',
    );
    expect(write.body.error.code).toBe('API_KEY_SCOPE_DENIED');
  });
});

describe('Stage 1 runs', () => {
  it('refuses bad bodies with the right code and field', async () => {
    const cases: [unknown, number, string, string?][] = [
      [{ models: ['gpt-oss-120b'], problems: problems(1), extra: 1 }, 400, 'MALFORMED_BODY'],
      [{ models: ['no-such-model'], problems: problems(1) }, 422, 'RUN_PARAMS_INVALID', '/models/0'],
      [
        { models: ['gpt-oss-120b'], problems: [{ problemSet: 'warmup', index: 20 }] },
        422,
        'RUN_PARAMS_INVALID',
        '/problems/0/index',
      ],
      [
        { models: ['gpt-oss-120b'], problems: [{ problemSet: 'nope', index: 0 }] },
        422,
        'RUN_PARAMS_INVALID',
        '/problems/0/problemSet',
      ],
      [
        {
          models: ['gpt-oss-120b'],
          problems: problems(1),
          configurations: [{ cheatsheet: 'chs_bob_notes' }],
        },
        422,
        'RUN_PARAMS_INVALID',
        '/configurations/0/cheatsheet',
      ],
      [
        { models: ['gpt-oss-120b'], problems: problems(1), repeat: 6 },
        422,
        'RESOURCE_FIELD_INVALID',
        '/repeat',
      ],
      [
        { models: ['gpt-oss-120b'], problems: problems(1), repeat: 0 },
        422,
        'RESOURCE_FIELD_INVALID',
        '/repeat',
      ],
    ];
    for (const [body, status, code, path] of cases) {
      const res = await post(sandbox, `${S1}/runs`, body);
      expect([res.status, res.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
      if (path) expect(res.body.error.details.fieldErrors[0].path).toBe(path);
    }
  });

  it('answers a missing, mistyped or misplaced member as a field failure (422) at its JSON Pointer', async () => {
    const custom = { equation1: 'x = x', equation2: 'x = y', goldAnswer: false };
    const one = (problem: unknown) => ({ models: ['gpt-oss-120b'], problems: [problem] });
    // Spec 7 keeps 400 MALFORMED_BODY for unparsable JSON and unknown top-level fields only.
    const cases: [unknown, string, string][] = [
      [one({ problemSet: 'warmup' }), '/problems/0/index', 'REQUIRED'],
      [one({ index: 0 }), '/problems/0/problemSet', 'REQUIRED'],
      [one({ custom: { equation1: 'x = x' } }), '/problems/0/custom/equation2', 'REQUIRED'],
      [
        one({ custom: { equation1: 'x = x', equation2: 'x = y' } }),
        '/problems/0/custom/goldAnswer',
        'REQUIRED',
      ],
      [one({ problemSet: 'warmup', index: 0, custom }), '/problems/0', 'ONE_OF'],
      [one({ index: 0, custom }), '/problems/0', 'ONE_OF'],
      [one({ problemSet: 'warmup', index: '0' }), '/problems/0/index', 'TYPE_MISMATCH'],
      [one({ problemSet: 'warmup', index: 1.5 }), '/problems/0/index', 'TYPE_MISMATCH'],
      [one({ problemSet: 3, index: 0 }), '/problems/0/problemSet', 'TYPE_MISMATCH'],
      [one({ custom: { ...custom, equation1: 7 } }), '/problems/0/custom/equation1', 'TYPE_MISMATCH'],
      [one({ custom: { ...custom, goldAnswer: 'true' } }), '/problems/0/custom/goldAnswer', 'TYPE_MISMATCH'],
      [one({ custom: 'x = x' }), '/problems/0/custom', 'TYPE_MISMATCH'],
      [one({ problemSet: 'warmup', index: 0, note: 'x' }), '/problems/0/note', 'UNKNOWN_FIELD'],
      [one({ custom: { ...custom, hint: 'x' } }), '/problems/0/custom/hint', 'UNKNOWN_FIELD'],
      [one('warmup-0'), '/problems/0', 'TYPE_MISMATCH'],
      [
        { models: ['gpt-oss-120b'], problems: { problemSet: 'warmup', index: 0 } },
        '/problems',
        'TYPE_MISMATCH',
      ],
      [{ models: ['gpt-oss-120b'] }, '/problems', 'REQUIRED'],
      [{ models: 'gpt-oss-120b', problems: problems(1) }, '/models', 'TYPE_MISMATCH'],
      [{ models: ['gpt-oss-120b', 7], problems: problems(1) }, '/models/1', 'TYPE_MISMATCH'],
      [{ problems: problems(1) }, '/models', 'REQUIRED'],
      [
        { models: ['gpt-oss-120b'], problems: problems(1), configurations: [{}] },
        '/configurations/0',
        'EMPTY',
      ],
      [
        { models: ['gpt-oss-120b'], problems: problems(1), configurations: {} },
        '/configurations',
        'TYPE_MISMATCH',
      ],
      [
        { models: ['gpt-oss-120b'], problems: problems(1), configurations: [{ cheatsheet: 1 }] },
        '/configurations/0/cheatsheet',
        'TYPE_MISMATCH',
      ],
      [{ models: ['gpt-oss-120b'], problems: problems(1), repeat: '2' }, '/repeat', 'TYPE_MISMATCH'],
      [[1, 2], '', 'TYPE_MISMATCH'],
    ];
    for (const [body, path, fieldCode] of cases) {
      const res = await post(sandbox, `${S1}/runs`, body);
      const label = JSON.stringify(body);
      expect([res.status, res.body.error?.code], label).toEqual([422, 'RESOURCE_FIELD_INVALID']);
      expect(res.body.error.details.fieldErrors, label).toEqual([
        { path, code: fieldCode, message: expect.stringMatching(/\w{3,}/) },
      ]);
    }
  });

  it('runs to done with rows in executionIndex order, read with nextCursor then pollCursor', async () => {
    const created = await post(sandbox, `${S1}/runs`, {
      models: ['gpt-oss-120b', 'deepseek-v3.1'],
      problems: [
        ...problems(5),
        { custom: { equation1: 'x = y ◇ (x ◇ z)', equation2: 'x = x ◇ x', goldAnswer: true } },
      ],
      configurations: [{ cheatsheet: 'chs_alice_published' }, { cheatsheet: 'chs_alice_draft' }],
      repeat: 2,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ runId: expect.any(String), status: 'pending' });
    const { runId } = created.body.data;
    const { items, last } = await readAllResults(sandbox, S1, runId, '', 7);
    expect(items).toHaveLength(2 * 6 * 2 * 2);
    expect(items.map((r) => r.executionIndex)).toEqual(items.map((_, i) => i));
    expect(new Set(items.map((r) => r.resultId)).size).toBe(items.length);
    expect(last).toMatchObject({
      runId,
      runStatus: 'done',
      nextCursor: null,
      pollCursor: null,
      progress: { completedExecutions: 48, totalExecutions: 48 },
    });
    const row = items[0]!;
    expect(row).toMatchObject({
      modelId: 'gpt-oss-120b',
      problem: { position: 0, source: { type: 'problem-set', problemSetId: 'warmup', index: 0 } },
      configuration: { position: 0, cheatsheetId: 'chs_alice_published' },
      repeatIndex: 0,
    });
    expect(row).not.toHaveProperty('output');
    expect(items.find((r) => (r.problem as { position: number }).position === 5)!.problem).toEqual({
      position: 5,
      source: { type: 'custom' },
    });
    for (const r of items) {
      if (r.outcome === 'unscored')
        expect([r.correct, r.parsedAnswer, (r.diagnostic as { code: string }).code]).toEqual([
          null,
          null,
          'PARSE_FAILURE',
        ]);
      if (r.outcome === 'scored') expect(r.correct).toBe(r.parsedAnswer === r.expectedAnswer);
    }
    const withOutput = await call(sandbox, `${S1}/runs/${runId}/results?includeOutput=true&limit=3`);
    expect(withOutput.body.data.items[0]).toHaveProperty('output');
    const detail = (await call(sandbox, `${S1}/runs/${runId}`)).body.data;
    expect(detail).toMatchObject({
      runId,
      status: 'done',
      canCancel: false,
      kind: 'cheatsheet',
      costCredits: 2.4,
      progress: { completedExecutions: 48 },
    });
    expect(detail.startedAt).not.toBeNull();
    expect(detail.finishedAt).not.toBeNull();
  });

  it('gives every outcome over a large run, and a cheatsheet with relevant words beats the baseline', async () => {
    const hard = problems(400, 'hard3');
    const base = (await post(sandbox, `${S1}/runs`, { models: ['gpt-oss-120b'], problems: hard })).body.data
      .runId;
    const helped = (
      await post(sandbox, `${S1}/runs`, {
        models: ['gpt-oss-120b'],
        problems: hard,
        configurations: [{ cheatsheet: 'chs_alice_published' }],
      })
    ).body.data.runId;
    const accuracy = async (runId: string) => {
      const { items } = await readAllResults(sandbox, S1, runId);
      const scored = items.filter((r) => r.outcome === 'scored');
      return { items, acc: scored.filter((r) => r.correct).length / scored.length };
    };
    const a = await accuracy(base);
    const b = await accuracy(helped);
    expect(new Set(a.items.map((r) => r.outcome))).toEqual(new Set(['scored', 'unscored', 'failed']));
    const failed = a.items.find((r) => r.outcome === 'failed')!;
    expect(failed).toMatchObject({
      correct: null,
      elapsedMs: null,
      diagnostic: { code: 'PROVIDER_TIMEOUT' },
    });
    expect(b.acc).toBeGreaterThan(a.acc + 0.05);
    // Same draws per cell: every problem solved without the cheatsheet is solved with it.
    const key = (r: Record<string, unknown>) => (r.problem as { source: { index: number } }).source.index;
    const helpedRight = new Set(b.items.filter((r) => r.correct).map(key));
    expect(a.items.filter((r) => r.correct).every((r) => helpedRight.has(key(r)))).toBe(true);
  });

  it('runs the 10,000-row benchmark shape (5 models x 400 problems x 5 repeats) to the end', async () => {
    const models = (await call(sandbox, `${S1}/models`)).body.data.items.map((m: { id: string }) => m.id);
    expect(models).toHaveLength(5);
    const body = { models, problems: problems(400, 'hard3'), repeat: 5 };
    const created = await post(sandbox, `${S1}/runs`, body);
    expect(created.status).toBe(201);
    const { items, last } = await readAllResults(sandbox, S1, created.body.data.runId);
    expect(items).toHaveLength(10_000);
    expect(items[9_999]!.executionIndex).toBe(9_999);
    expect(last.progress).toEqual({ completedExecutions: 10_000, totalExecutions: 10_000 });
    const run = (await call(sandbox, `${S1}/runs/${created.body.data.runId}`)).body.data;
    expect(run.costCredits).toBe(500);
  });

  it('accepts an explicit empty configuration list: zero cells, done', async () => {
    const runId = (
      await post(sandbox, `${S1}/runs`, {
        models: ['gpt-oss-120b'],
        problems: problems(2),
        configurations: [],
      })
    ).body.data.runId;
    const run = await waitForRun(sandbox, S1, runId, terminal);
    expect(run).toMatchObject({
      status: 'done',
      costCredits: 0,
      progress: { completedExecutions: 0, totalExecutions: 0 },
    });
    expect((await readAllResults(sandbox, S1, runId)).items).toEqual([]);
  });

  it('is deterministic: the same plan gives the same rows', async () => {
    const body = {
      models: ['qwen3-235b-a22b'],
      problems: problems(10),
      configurations: [{ cheatsheet: 'chs_alice_draft' }],
      repeat: 3,
    };
    const one = (await post(sandbox, `${S1}/runs`, body)).body.data.runId;
    const two = (await post(sandbox, `${S1}/runs`, body)).body.data.runId;
    const strip = (rows: Record<string, unknown>[]) =>
      rows.map(({ resultId: _r, completedAt: _c, ...rest }) => rest);
    const a = await readAllResults(sandbox, S1, one, '&includeOutput=true');
    const b = await readAllResults(sandbox, S1, two, '&includeOutput=true');
    expect(strip(b.items)).toEqual(strip(a.items));
    expect(new Set(a.items.map((r) => r.correct)).size).toBeGreaterThan(1);
  });

  it('refuses bad results parameters and hides foreign or misplaced runs', async () => {
    const runId = (await post(sandbox, `${S1}/runs`, { models: ['gpt-oss-120b'], problems: problems(1) }))
      .body.data.runId;
    for (const q of ['limit=0', 'limit=101', 'limit=x', 'includeOutput=yes', 'cursor=abc']) {
      const res = await call(sandbox, `${S1}/runs/${runId}/results?${q}`);
      expect([res.status, res.body.error.code], q).toEqual([400, 'MALFORMED_BODY']);
    }
    // Spec 7: unknown and repeated parameters are field failures, not MALFORMED_BODY.
    for (const [q, path] of [
      ['includeAnswer=true', '/includeAnswer'],
      ['includeOutput=true&includeOutput=false', '/includeOutput'],
      ['limit=1&limit=2', '/limit'],
    ]) {
      const res = await call(sandbox, `${S1}/runs/${runId}/results?${q}`);
      expect([res.status, res.body.error.code], q).toEqual([422, 'RESOURCE_FIELD_INVALID']);
      expect(res.body.error.details.fieldErrors[0].path, q).toBe(path);
    }
    const other = await call(sandbox, `${S1}/runs/${runId}/results?limit=1`);
    const cursorElsewhere = other.body.data.pollCursor ?? other.body.data.nextCursor;
    const run2 = (await post(sandbox, `${S1}/runs`, { models: ['gpt-oss-120b'], problems: problems(2) })).body
      .data.runId;
    if (cursorElsewhere)
      expect(
        (await call(sandbox, `${S1}/runs/${run2}/results?cursor=${encodeURIComponent(cursorElsewhere)}`))
          .status,
      ).toBe(400);
    expect((await call(sandbox, `${S1}/runs/run_missing/results`)).status).toBe(404);
    expect((await call(sandbox, `${S2}/runs/${runId}/results`)).status).toBe(404);
    expect((await call(sandbox, `${S1}/runs/${runId}`, { key: 'bob' })).status).toBe(404);
  });

  it('lists own runs newest first with status, model and problem-set filters', async () => {
    const a = (
      await post(sandbox, `${S1}/runs`, { models: ['mistral-large-2'], problems: problems(1, 'normal') })
    ).body.data.runId;
    const b = (await post(sandbox, `${S1}/runs`, { models: ['llama-4-maverick'], problems: problems(1) }))
      .body.data.runId;
    await waitForRun(sandbox, S1, b, terminal);
    await waitForRun(sandbox, S1, a, terminal);
    const all = (await call(sandbox, `${S1}/runs?limit=100`)).body.data.items;
    const times = all.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const byModel = (await call(sandbox, `${S1}/runs?modelId=mistral-large-2&limit=100`)).body.data.items;
    expect(byModel.map((r: { runId: string }) => r.runId)).toContain(a);
    expect(
      byModel.every((r: { params: { models: string[] } }) => r.params.models.includes('mistral-large-2')),
    ).toBe(true);
    expect(byModel.map((r: { runId: string }) => r.runId)).not.toContain(b);
    expect(
      (await call(sandbox, `${S1}/runs?problemSet=normal&modelId=mistral-large-2`)).body.data.items,
    ).toHaveLength(1);
    expect(
      (await call(sandbox, `${S1}/runs?status=cancelled&modelId=llama-4-maverick`)).body.data.items,
    ).toEqual([]);
    expect(
      (await call(sandbox, `${S1}/runs?status=done&modelId=llama-4-maverick`)).body.data.items[0],
    ).toMatchObject({ runId: b, status: 'done', params: { models: ['llama-4-maverick'] } });
    expect((await call(sandbox, `${S1}/runs?status=finished`)).body.error.code).toBe(
      'RESOURCE_FIELD_INVALID',
    );
    expect((await call(sandbox, `${MR}/runs?problemSet=modular-quick`)).body.error.code).toBe(
      'RESOURCE_FIELD_INVALID',
    );
    const page = await call(sandbox, `${S1}/runs?limit=1`);
    const cursor = encodeURIComponent(page.body.data.nextCursor);
    expect((await call(sandbox, `${S1}/runs?limit=1&cursor=${cursor}`)).body.data.items[0].runId).toBe(
      all[1].runId,
    );
    expect((await call(sandbox, `${S1}/runs?limit=1&status=done&cursor=${cursor}`)).body.error.code).toBe(
      'MALFORMED_BODY',
    );
  });
});

describe('Stage 2 runs', () => {
  it('validates the body', async () => {
    const cases: [unknown, string, string][] = [
      [{ problemIds: ['lean-basics-001'] }, 'RESOURCE_FIELD_INVALID', '/solverCode'],
      [{ solverCode: 7, problemIds: ['lean-basics-001'] }, 'RESOURCE_FIELD_INVALID', '/solverCode'],
      [{ solverCode: 'def solve := 1' }, 'RESOURCE_FIELD_INVALID', '/problemIds'],
      [
        { solverCode: 'def solve := 1', problemIds: 'lean-basics-001' },
        'RESOURCE_FIELD_INVALID',
        '/problemIds',
      ],
      [
        { solverCode: 'def solve := 1', problemIds: ['lean-basics-001', 2] },
        'RESOURCE_FIELD_INVALID',
        '/problemIds/1',
      ],
      [
        { solverCode: 'def solve := 1', problemIds: ['lean-basics-001'], solverName: 5 },
        'RESOURCE_FIELD_INVALID',
        '/solverName',
      ],
      [
        { solverCode: 'def solve := 1', problemIds: ['lean-basics-001'], allowedModels: 'x' },
        'RESOURCE_FIELD_INVALID',
        '/allowedModels',
      ],
      [{ solverCode: 'def solve := 1', problemIds: ['nope'] }, 'RUN_PARAMS_INVALID', '/problemIds/0'],
      [{ solverCode: 'def solve := 1', problemIds: ['lpr_bob_idem'] }, 'RUN_PARAMS_INVALID', '/problemIds/0'],
      [
        { solverCode: 'def solve := 1', problemIds: ['lean-basics-001'], allowedModels: ['x'] },
        'RUN_PARAMS_INVALID',
        '/allowedModels/0',
      ],
    ];
    for (const [body, code, path] of cases) {
      const res = await post(sandbox, `${S2}/runs`, body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([422, code]);
      expect(res.body.error.details.fieldErrors[0].path).toBe(path);
    }
    expect(
      (await post(sandbox, `${S2}/runs`, { solverCode: 'x', problemIds: ['lean-basics-001'], track: 'solo' }))
        .body.error.code,
    ).toBe('MALFORMED_BODY');
  });

  it('solo rows arrive as problems finish, in sequence order, with answers on request', async () => {
    const ids = [
      ...Array.from({ length: 12 }, (_, i) => `lean-basics-${String(i + 1).padStart(3, '0')}`),
      'lpr_alice_comm',
    ];
    const runId = (
      await post(sandbox, `${S2}/runs`, {
        solverCode: 'def solve := by decide',
        solverName: 'Decider',
        problemIds: ids,
      })
    ).body.data.runId;
    const { items, last } = await readAllResults(sandbox, S2, runId, '&includeAnswer=true', 5);
    expect(last).toMatchObject({
      runStatus: 'done',
      track: 'solo',
      progress: { completedProblems: 13, totalProblems: 13 },
    });
    expect(items.map((r) => r.sequence)).toEqual(items.map((_, i) => i));
    expect(new Set(items.map((r) => (r.problem as { problemId: string }).problemId))).toEqual(new Set(ids));
    expect(items.map((r) => (r.problem as { position: number }).position)).not.toEqual(
      items.map((_, i) => i),
    );
    expect(items.every((r) => typeof r.elapsedMs === 'number' && 'answer' in r)).toBe(true);
    expect(items.some((r) => r.outcome === 'accepted')).toBe(true);
    const plain = await call(sandbox, `${S2}/runs/${runId}/results`);
    expect(plain.body.data.items[0]).not.toHaveProperty('answer');
  });

  it('marathon rows appear at the end for every problem, with not_attempted and no elapsed time', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => `lean-hard-${String(i + 1).padStart(3, '0')}`);
    const runId = (
      await post(sandbox, `${S2}/runs`, { solverCode: '-- track: marathon\ndef solve := 1', problemIds: ids })
    ).body.data.runId;
    const { items, last } = await readAllResults(sandbox, S2, runId);
    expect(last).toMatchObject({ runStatus: 'done', track: 'marathon' });
    expect(items).toHaveLength(30);
    expect(items.every((r) => r.elapsedMs === null)).toBe(true);
    expect(items.some((r) => r.outcome === 'not_attempted')).toBe(true);
  });

  it('a crashing solver fails the run with fewer rows than problems', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `lean-basics-${String(i + 1).padStart(3, '0')}`);
    const runId = (
      await post(sandbox, `${S2}/runs`, { solverCode: 'def solve := panic! "boom"', problemIds: ids })
    ).body.data.runId;
    const { items, last } = await readAllResults(sandbox, S2, runId);
    expect(last.runStatus).toBe('failed');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(12);
  });
});

describe('model-reference runs', () => {
  const good = { modelName: 'alice/modular-7b', commitHash: 'a'.repeat(40), problemSetId: 'modular-quick' };

  it('refuses bad references, then runs one at a time to a summary; the token is never returned', async () => {
    const bad: [Record<string, unknown>, string, string][] = [
      [{ ...good, modelName: 'no-slash' }, 'INVALID_MODEL_REFERENCE', '/modelName'],
      [{ ...good, commitHash: 'A'.repeat(40) }, 'INVALID_MODEL_REFERENCE', '/commitHash'],
      [{ ...good, commitHash: 'a'.repeat(39) }, 'INVALID_MODEL_REFERENCE', '/commitHash'],
      [{ ...good, problemSetId: 'nope' }, 'INVALID_MODEL_REFERENCE', '/problemSetId'],
      [{ ...good, modelName: 'modular-labs/gated-arith-7b' }, 'INVALID_MODEL_REFERENCE', '/hfToken'],
      [{ ...good, note: 'n'.repeat(501) }, 'RESOURCE_FIELD_INVALID', '/note'],
      [{ ...good, commitHash: undefined }, 'RESOURCE_FIELD_INVALID', '/commitHash'],
      [{ ...good, modelName: ['alice/modular-7b'] }, 'RESOURCE_FIELD_INVALID', '/modelName'],
      [{ ...good, note: 5 }, 'RESOURCE_FIELD_INVALID', '/note'],
    ];
    for (const [body, code, path] of bad) {
      const res = await post(sandbox, `${MR}/runs`, body, 'bob');
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([422, code]);
      expect(res.body.error.details.fieldErrors[0].path).toBe(path);
    }
    const created = await post(
      sandbox,
      `${MR}/runs`,
      {
        ...good,
        modelName: 'modular-labs/gated-arith-7b',
        hfToken: 'hf_secret_token_123',
        note: 'n'.repeat(500),
      },
      'bob',
    );
    expect(created.status).toBe(201);
    const runId = created.body.data.runId;
    const run = await waitForRun(sandbox, MR, runId, terminal, 'bob');
    expect(JSON.stringify(run)).not.toContain('hf_secret_token_123');
    expect(run.params).not.toHaveProperty('hfToken');
    expect(run.summary).toMatchObject({
      overallAccuracy: expect.any(Number),
      tiers: expect.any(Array),
      determinism: expect.any(Number),
      artifactSizeBytes: expect.any(Number),
      inferenceSeconds: expect.any(Number),
    });
    expect(run.summary).toHaveProperty('highestTierAbove90');
    const all = await call(sandbox, `${MR}/runs/${runId}/results?limit=100`, { key: 'bob' });
    expect(all.body.data.items).toHaveLength(30);
    expect(all.body.data.items[0]).toMatchObject({
      sequence: 0,
      caseId: 'tier-1-case-001',
      tierId: 'tier-1',
      prediction: expect.any(String),
      expected: expect.any(String),
      correct: expect.any(Boolean),
    });
    expect(all.body.data).toMatchObject({
      nextCursor: null,
      pollCursor: null,
      progress: { completedCases: 30, totalCases: 30 },
    });
  });
});
