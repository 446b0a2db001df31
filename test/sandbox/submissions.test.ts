import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call } from './helpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const S1 = '/competitions/mathematics-distillation-challenge-equational-theories-stage1';
const S2 = '/competitions/mathematics-distillation-challenge-equational-theories-stage2';
const MOD = '/competitions/modular-arithmetic-challenge';
const HASH = 'b'.repeat(40);

const submit = (comp: string, body: unknown, key = 'participant') =>
  call(sandbox, `${comp}/submissions`, { method: 'POST', key, body: JSON.stringify(body) });
const mine = async (comp: string, key = 'participant') => {
  const res = await call(sandbox, `${comp}/submissions/mine`, { key });
  expect(res.status).toBe(200);
  return res.body.data.items as Record<string, unknown>[];
};

describe('seeded entries and reads (spec 4.1)', () => {
  it('returns the team’s current entries per kind', async () => {
    const s1 = await mine(S1);
    expect(s1.map((s) => s.submissionId)).toEqual(['sub_s1_tm0007']);
    expect(s1[0]).toMatchObject({
      competitionId: 'mathematics-distillation-challenge-equational-theories-stage1',
      kind: 'cheatsheet',
      meta: { description: 'second version', contributorNetworkItemId: 'cni_s1_0001' },
    });
    expect(Object.keys(s1[0]!).sort()).toEqual(
      ['competitionId', 'createdAt', 'kind', 'meta', 'payload', 'submissionId', 'updatedAt'].sort(),
    );
    const mod = await mine(MOD);
    expect(mod.map((s) => [s.submissionId, s.slot])).toEqual([
      ['sub_mod_tm0007_s1', 1],
      ['sub_mod_tm0007_s3', 3],
    ]);
    const s2 = await mine(S2);
    expect(s2.map((s) => (s.payload as { track: string }).track)).toEqual(['solo', 'marathon']);
  });

  it('shows team entries to members and hides them from other teams', async () => {
    expect((await mine(S1, 'member')).map((s) => s.submissionId)).toEqual(['sub_s1_tm0012']);
    expect((await mine(S1, 'bob'))[0]!.meta).toBeNull();
    expect(await mine(S1, 'newcomer')).toEqual([]);
    for (const path of [`${S1}/submissions/sub_s1_tm0007`, `${S1}/submissions/sub_s1_tm0007/download`]) {
      const res = await call(sandbox, path, { key: 'bob' });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await call(sandbox, `${S1}/submissions/sub_s1_tm0012`, { key: 'member' })).status).toBe(200);
    // replaced entries and entries of another competition are not visible
    expect((await call(sandbox, `${S1}/submissions/sub_s1_tm0007_old`)).status).toBe(404);
    expect((await call(sandbox, `${S2}/submissions/sub_s1_tm0007`)).status).toBe(404);
  });

  it('legacy /submissions/me', async () => {
    expect((await call(sandbox, `${S1}/submissions/me`)).body.data.submissionId).toBe('sub_s1_tm0007');
    expect((await call(sandbox, `${MOD}/submissions/me`)).body.data).toMatchObject({
      submissionId: 'sub_mod_tm0007_s1',
      slot: 1,
    });
    const noTrack = await call(sandbox, `${S2}/submissions/me`);
    expect(noTrack.status).toBe(422);
    expect(noTrack.body.error.code).toBe('RESOURCE_FIELD_INVALID');
    expect(noTrack.body.error.details.fieldErrors[0].path).toBe('/track');
    expect((await call(sandbox, `${S2}/submissions/me?track=sprint`)).status).toBe(422);
    const marathon = await call(sandbox, `${S2}/submissions/me?track=marathon`);
    expect(marathon.body.data.submissionId).toBe('sub_s2_tm0007_marathon');
    const none = await call(sandbox, `${S1}/submissions/me`, { key: 'newcomer' });
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('NOT_FOUND');
    expect((await call(sandbox, `${S2}/submissions/me?track=solo`, { key: 'bob' })).status).toBe(404);
  });

  it('downloads text bodies; model-reference has none', async () => {
    const res = await fetch(`${sandbox.baseUrl}/api/public/v1${S1}/submissions/sub_s1_tm0007/download`, {
      headers: { authorization: `Bearer ${sandbox.keys.find((k) => k.name === 'participant')!.apiKey}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toContain('x ◇ y = x');
    const solver = await call(sandbox, `${S2}/submissions/sub_s2_tm0007_solo/download`);
    expect(solver.body).toBe('def solve (lhs rhs : String) : Option Bool := none\n');
    const model = await call(sandbox, `${MOD}/submissions/sub_mod_tm0007_s1/download`);
    expect(model.status).toBe(404);
    expect(model.body.error.code).toBe('NO_DOWNLOAD_FOR_KIND');
  });

  it('needs competition scopes', async () => {
    expect((await call(sandbox, `${S1}/submissions/mine`, { key: 'no-scopes' })).status).toBe(403);
    const write = await submit(S1, { payload: { content: 'x' } }, 'reader');
    expect(write.status).toBe(403);
    expect(write.body.error).toMatchObject({
      code: 'API_KEY_SCOPE_DENIED',
      details: { scope: 'competition.write' },
    });
    expect((await submit('/competitions/sandbox-draft', { payload: { content: 'x' } })).status).toBe(404);
  });
});

describe('submit gates (spec 5.5, 7)', () => {
  it('maps blocked reasons in precedence order', async () => {
    const cases: [string, string, string][] = [
      ['unverified', S1, 'EMAIL_NOT_VERIFIED'],
      ['newcomer', S1, 'ENROLL_REQUIRED'],
      ['member', S1, 'TEAM_OWNER_REQUIRED'],
      ['participant', '/competitions/lean-kernel-challenge', 'SUBMISSION_WINDOW_NOT_OPEN'],
      ['participant', '/competitions/sandbox-archive-2025', 'SUBMISSION_WINDOW_CLOSED'],
    ];
    for (const [key, comp, code] of cases) {
      // an invalid payload: the gate must win over validation
      const res = await submit(comp, { payload: { nope: 1 } }, key);
      expect(res.status, `${key} ${comp}`).toBe(403);
      expect(res.body.error.code).toBe(code);
    }
  });

  it('requires Stage 1 enrollment for Stage 2 (companion)', async () => {
    const res = await submit(
      S2,
      { payload: { track: 'solo', modelId: 'gpt-oss-120b', solverCode: 'def f := 1' } },
      'stage1-missing',
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('COMPANION_COMPETITION_REQUIRED');
    const me = await call(sandbox, `${S2}/me`, { key: 'stage1-missing' });
    expect(me.body.data.canSubmit).toBe(true);
    const s1 = await submit(S1, { payload: { content: 'x' } }, 'stage1-missing');
    expect(s1.body.error.code).toBe('ENROLL_REQUIRED');
  });

  it('rejects unknown top-level fields and slot on other kinds with 400', async () => {
    for (const body of [
      { payload: { content: 'x' }, extra: 1 },
      { payload: { content: 'x' }, slot: 1 },
    ]) {
      const res = await submit(S1, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('MALFORMED_BODY');
    }
  });

  it('answers parsable JSON that is not an object as a field failure (422) at the root', async () => {
    for (const body of ['text', [1], null]) {
      const res = await submit(S1, body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([
        422,
        'RESOURCE_FIELD_INVALID',
      ]);
      expect(res.body.error.details.fieldErrors).toEqual([
        { path: '', code: 'TYPE_MISMATCH', message: expect.stringContaining('JSON object') },
      ]);
    }
  });
});

describe('payload and meta validation', () => {
  it('reports schema errors at JSON Pointers into payload', async () => {
    const res = await submit(MOD, { payload: { modelName: 'no-owner', commitHash: 'main', extra: true } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('SUBMISSION_PAYLOAD_INVALID');
    const byPath = Object.fromEntries(
      res.body.error.details.fieldErrors.map((e: { path: string; code: string }) => [e.path, e.code]),
    );
    expect(byPath).toEqual({
      '/modelName': 'PATTERN_MISMATCH',
      '/commitHash': 'PATTERN_MISMATCH',
      '/extra': 'ADDITIONAL_PROPERTY',
    });
    const required = await submit(MOD, { payload: { modelName: 'a/b' } });
    expect(required.body.error.details.fieldErrors).toEqual([
      expect.objectContaining({ path: '/commitHash', code: 'REQUIRED' }),
    ]);
    const en = await submit(S2, { payload: { track: 'sprint', modelId: 'gpt-oss-120b', solverCode: 1 } });
    expect(en.body.error.details.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/track', code: 'ENUM_MISMATCH' }),
        expect.objectContaining({ path: '/solverCode', code: 'TYPE_MISMATCH' }),
      ]),
    );
    const noPayload = await submit(S1, { meta: {} });
    expect(noPayload.body.error).toMatchObject({ code: 'SUBMISSION_PAYLOAD_INVALID' });
    expect(noPayload.body.error.details.fieldErrors[0]).toMatchObject({ path: '', code: 'REQUIRED' });
  });

  it('reports meta errors', async () => {
    const long = await submit(S1, { payload: { content: 'x' }, meta: { description: 'd'.repeat(501) } });
    expect(long.status).toBe(422);
    expect(long.body.error.code).toBe('SUBMISSION_META_INVALID');
    expect(long.body.error.details.fieldErrors[0]).toMatchObject({
      path: '/description',
      code: 'MAX_LENGTH',
    });
    const extra = await submit(MOD, {
      payload: { modelName: 'a/b', commitHash: HASH },
      meta: { contributorNetworkItemId: 'cni_mod_0001' },
    });
    expect(extra.body.error.details.fieldErrors[0]).toMatchObject({
      path: '/contributorNetworkItemId',
      code: 'ADDITIONAL_PROPERTY',
    });
    for (const id of ['cni_unknown', 'cni_s1_0003', 'cni_s2_0001']) {
      const res = await submit(S1, { payload: { content: 'x' }, meta: { contributorNetworkItemId: id } });
      expect(res.status, id).toBe(422);
      expect(res.body.error.code).toBe('SUBMISSION_META_INVALID');
      expect(res.body.error.details.fieldErrors[0].path).toBe('/contributorNetworkItemId');
    }
    const ok = await submit(
      S2,
      {
        payload: { track: 'marathon', modelId: 'gpt-oss-120b', solverCode: 'def f := 1' },
        meta: { contributorNetworkItemId: 'cni_s2_0001' },
      },
      'carol',
    );
    expect(ok.status).toBe(201);
    expect(ok.body.data.meta).toEqual({ contributorNetworkItemId: 'cni_s2_0001' });
  });

  it('checks the slot', async () => {
    for (const slot of [0, 4, 1.5, '2', null]) {
      const res = await submit(MOD, { payload: { modelName: 'a/b', commitHash: HASH }, slot });
      expect(res.status, String(slot)).toBe(422);
      expect(res.body.error.code).toBe('SUBMISSION_SLOT_INVALID');
      expect(res.body.error.details.fieldErrors[0].path).toBe('/slot');
    }
  });

  it('rejects bodies over maxBytes with 413', async () => {
    const big = await submit(S1, { payload: { content: 'é'.repeat(5121) } });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('FILE_TOO_LARGE');
    const fits = await submit(S1, { payload: { content: 'é'.repeat(5120) } }, 'carol');
    expect(fits.status).toBe(201);
    const code = `-- ${'x'.repeat(65_536)}`;
    const solver = await submit(S2, {
      payload: { track: 'solo', modelId: 'gpt-oss-120b', solverCode: code },
    });
    expect(solver.status).toBe(413);
  });

  it('rejects Stage 2 solver code that fails the stand-in Lean parser', async () => {
    const res = await submit(S2, {
      payload: { track: 'solo', modelId: 'gpt-oss-120b', solverCode: 'def f := (1\n' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('LEAN_SOURCE_INVALID');
    expect(res.body.error.details.fieldErrors[0]).toMatchObject({ path: '/solverCode' });
    expect(res.body.error.details.fieldErrors[0].message).toContain('1:10');
  });
});

describe('replacement semantics (spec 3)', () => {
  it('model-reference: replacing slot 2 leaves 1 and 3 untouched', async () => {
    const before = await mine(MOD);
    const first = await submit(MOD, { payload: { modelName: 'mm/two', commitHash: HASH }, slot: 2 });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ slot: 2, kind: 'model-reference', meta: {} });
    const second = await submit(MOD, {
      payload: { modelName: 'mm/two-b', commitHash: HASH },
      slot: 2,
      meta: { description: 'b' },
    });
    const after = await mine(MOD);
    expect(after.map((s) => s.slot)).toEqual([1, 2, 3]);
    expect(after[0]).toEqual(before[0]);
    expect(after[2]).toEqual(before[1]);
    expect(after[1]!.submissionId).toBe(second.body.data.submissionId);
    expect((await call(sandbox, `${MOD}/submissions/${first.body.data.submissionId}`)).status).toBe(404);
    const defaultSlot = await submit(MOD, { payload: { modelName: 'mm/one', commitHash: HASH } }, 'carol');
    expect(defaultSlot.body.data.slot).toBe(1);
  });

  it('solver-participation: replacing solo leaves marathon untouched', async () => {
    const before = await mine(S2);
    const res = await submit(S2, {
      payload: { track: 'solo', modelId: 'qwen3-235b-a22b', solverCode: 'def f := 2' },
    });
    expect(res.status).toBe(201);
    const after = await mine(S2);
    expect(after).toHaveLength(2);
    expect(after[0]!.submissionId).toBe(res.body.data.submissionId);
    expect(after[1]).toEqual(before[1]);
    expect((await call(sandbox, `${S2}/submissions/me?track=solo`)).body.data.submissionId).toBe(
      res.body.data.submissionId,
    );
  });

  it('cheatsheet: a new write replaces the current entry', async () => {
    const res = await submit(S1, {
      payload: { content: 'third version' },
      meta: { contributorNetworkItemId: 'cni_s1_0002' },
    });
    expect(res.status).toBe(201);
    const after = await mine(S1);
    expect(after).toHaveLength(1);
    expect(after[0]!.submissionId).toBe(res.body.data.submissionId);
    expect((await call(sandbox, `${S1}/submissions/sub_s1_tm0007`)).status).toBe(404);
    // the member sees bob's team's entry only, bob's team is untouched
    expect((await mine(S1, 'member')).map((s) => s.submissionId)).toEqual(['sub_s1_tm0012']);
  });
});

describe('idempotencyKey', () => {
  it('replays the original for the same key and body', async () => {
    const body = { payload: { modelName: 'idem/one', commitHash: HASH }, slot: 3, idempotencyKey: 'retry-1' };
    const first = await submit(MOD, body, 'bob');
    expect(first.status).toBe(201);
    const listed = await mine(MOD, 'bob');
    const again = await submit(
      MOD,
      { idempotencyKey: 'retry-1', slot: 3, payload: { commitHash: HASH, modelName: 'idem/one' } },
      'bob',
    );
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await mine(MOD, 'bob')).toEqual(listed);
  });

  it('rejects the same key with a different body', async () => {
    await submit(
      MOD,
      { payload: { modelName: 'idem/two', commitHash: HASH }, idempotencyKey: 'retry-2' },
      'bob',
    );
    const res = await submit(
      MOD,
      { payload: { modelName: 'idem/two', commitHash: HASH }, slot: 2, idempotencyKey: 'retry-2' },
      'bob',
    );
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('RESOURCE_FIELD_INVALID');
    expect(res.body.error.details.fieldErrors[0]).toMatchObject({
      path: '/idempotencyKey',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    // the key is per account: alice may use it
    const alice = await submit(MOD, {
      payload: { modelName: 'idem/two', commitHash: HASH },
      slot: 2,
      idempotencyKey: 'retry-2',
    });
    expect(alice.status).toBe(201);
    const bad = await submit(MOD, {
      payload: { modelName: 'idem/two', commitHash: HASH },
      idempotencyKey: 7,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details.fieldErrors[0].path).toBe('/idempotencyKey');
  });
});
