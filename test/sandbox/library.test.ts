import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call, collectAll } from './helpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const post = (path: string, body: unknown, key = 'participant') =>
  call(sandbox, path, { method: 'POST', key, body: JSON.stringify(body) });
const patch = (path: string, body: unknown, key = 'participant') =>
  call(sandbox, path, { method: 'PATCH', key, body: JSON.stringify(body) });
const del = (path: string, key = 'participant') => call(sandbox, path, { method: 'DELETE', key });

describe('cheatsheets (spec 2.9, 4.6)', () => {
  it('lists the seeded cheatsheets newest first, owner only', async () => {
    const res = await call(sandbox, '/cheatsheets');
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((c: { id: string }) => c.id)).toEqual([
      'chs_alice_draft',
      'chs_alice_published',
    ]);
    expect(Object.keys(res.body.data.items[0]).sort()).toEqual(
      [
        'createdAt',
        'id',
        'publishedContributorNetworkItemId',
        'sourceContributorNetworkItemId',
        'title',
        'updatedAt',
      ].sort(),
    );
    expect(res.body.data.items[1].publishedContributorNetworkItemId).toBe('cni_s1_0001');
    const bob = await call(sandbox, '/cheatsheets', { key: 'bob' });
    expect(bob.body.data.items.map((c: { id: string }) => c.id)).toEqual(['chs_bob_notes']);
  });

  it('creates, reads, updates and deletes', async () => {
    const created = await post('/cheatsheets', {
      title: 'Tricks',
      content: 'ä ◇ b',
      sourceContributorNetworkItemId: 'cni_s1_0002',
    });
    expect(created.status).toBe(201);
    const c = created.body.data;
    expect(c).toMatchObject({
      title: 'Tricks',
      content: 'ä ◇ b',
      sourceContributorNetworkItemId: 'cni_s1_0002',
      publishedContributorNetworkItemId: null,
    });
    expect(c.createdAt).toBe(c.updatedAt);
    const list = await call(sandbox, '/cheatsheets');
    expect(list.body.data.items[0].id).toBe(c.id);
    expect(list.body.data.items[0].content).toBeUndefined();
    const got = await call(sandbox, `/cheatsheets/${c.id}`);
    expect(got.body.data).toEqual(c);
    const upd = await patch(`/cheatsheets/${c.id}`, { content: 'new body' });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ title: 'Tricks', content: 'new body' });
    expect(Date.parse(upd.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(c.updatedAt));
    expect((await patch(`/cheatsheets/${c.id}`, { title: 'Renamed' })).body.data.title).toBe('Renamed');
    const gone = await del(`/cheatsheets/${c.id}`);
    expect(gone.status).toBe(204);
    expect(gone.body).toBe('');
    expect((await call(sandbox, `/cheatsheets/${c.id}`)).status).toBe(404);
  });

  it('isolates owners: bob cannot see, patch or delete alice’s cheatsheet', async () => {
    for (const res of [
      await call(sandbox, '/cheatsheets/chs_alice_draft', { key: 'bob' }),
      await patch('/cheatsheets/chs_alice_draft', { title: 'mine now' }, 'bob'),
      await del('/cheatsheets/chs_alice_draft', 'bob'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await call(sandbox, '/cheatsheets/chs_alice_draft')).body.data.title).toBe(
      'Draft: associativity tricks',
    );
  });

  it('locks a published cheatsheet', async () => {
    const p = await patch('/cheatsheets/chs_alice_published', { title: 'x' });
    expect(p.status).toBe(403);
    expect(p.body.error.code).toBe('CHEATSHEET_LOCKED');
    const d = await del('/cheatsheets/chs_alice_published');
    expect(d.status).toBe(403);
    expect(d.body.error.code).toBe('CHEATSHEET_LOCKED');
    expect((await call(sandbox, '/cheatsheets/chs_alice_published')).status).toBe(200);
  });

  it('validates fields and a non-object body (422 with JSON Pointers) and unknown fields (400)', async () => {
    const missing = await post('/cheatsheets', { content: 'x' });
    expect(missing.status).toBe(422);
    expect(missing.body.error.code).toBe('RESOURCE_FIELD_INVALID');
    expect(missing.body.error.details.fieldErrors).toEqual([
      expect.objectContaining({ path: '/title', code: 'REQUIRED' }),
    ]);
    const wrong = await post('/cheatsheets', { title: '  ', content: 5 });
    expect(wrong.body.error.details.fieldErrors.map((e: { path: string }) => e.path)).toEqual([
      '/title',
      '/content',
    ]);
    const unknown = await post('/cheatsheets', { title: 'a', content: 'b', color: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('MALFORMED_BODY');
    const notObject = await post('/cheatsheets', ['a']);
    expect([notObject.status, notObject.body.error.code]).toEqual([422, 'RESOURCE_FIELD_INVALID']);
    expect(notObject.body.error.details.fieldErrors[0]).toMatchObject({ path: '', code: 'TYPE_MISMATCH' });
    const empty = await patch('/cheatsheets/chs_alice_draft', {});
    expect(empty.status).toBe(422);
    expect(empty.body.error.code).toBe('RESOURCE_FIELD_INVALID');
    const fixed = await patch('/cheatsheets/chs_alice_draft', { sourceContributorNetworkItemId: 'x' });
    expect(fixed.status).toBe(422);
    expect(fixed.body.error.details.fieldErrors[0]).toMatchObject({
      path: '/sourceContributorNetworkItemId',
    });
    const unknownPatch = await patch('/cheatsheets/chs_alice_draft', { content: 'x', extra: 1 });
    expect(unknownPatch.status).toBe(400);
  });

  it('needs playground scopes', async () => {
    expect((await call(sandbox, '/cheatsheets', { key: 'competition-only' })).body.error.code).toBe(
      'API_KEY_SCOPE_DENIED',
    );
    const write = await post('/cheatsheets', { title: 'a', content: 'b' }, 'reader');
    expect(write.status).toBe(403);
    expect(write.body.error.details.scope).toBe('playground.write');
    expect((await call(sandbox, '/cheatsheets', { key: 'playground' })).status).toBe(200);
  });

  it('pages with cursors bound to the caller', async () => {
    for (let i = 0; i < 4; i++) await post('/cheatsheets', { title: `page ${i}`, content: '' }, 'carol');
    const all = await collectAll(sandbox, '/cheatsheets', 'carol', 2);
    expect(all.pages).toBe(2);
    expect(all.items.map((c) => c.title)).toEqual(['page 3', 'page 2', 'page 1', 'page 0']);
    const first = await call(sandbox, '/cheatsheets?limit=2', { key: 'carol' });
    const foreign = await call(sandbox, `/cheatsheets?limit=2&cursor=${first.body.data.nextCursor}`, {
      key: 'bob',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('MALFORMED_BODY');
    expect((await call(sandbox, '/cheatsheets?limit=101', { key: 'carol' })).status).toBe(400);
  });
});

describe('solver templates (spec 2.9, 4.6)', () => {
  it('lists with the track filter', async () => {
    const all = await call(sandbox, '/solver-templates');
    expect(all.body.data.items.map((t: { id: string }) => t.id)).toEqual([
      'stp_alice_marathon',
      'stp_alice_published',
    ]);
    const solo = await call(sandbox, '/solver-templates?track=solo');
    expect(solo.body.data.items.map((t: { id: string }) => t.id)).toEqual(['stp_alice_published']);
    expect(solo.body.data.items[0].track).toBe('solo');
    expect(solo.body.data.items[0].solverCode).toBeUndefined();
    const bad = await call(sandbox, '/solver-templates?track=sprint');
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('RESOURCE_FIELD_INVALID');
  });

  it('cursors are bound to the track filter', async () => {
    for (let i = 0; i < 3; i++)
      await post('/solver-templates', { title: `t${i}`, solverCode: 'def f := 1' }, 'carol');
    const page = await call(sandbox, '/solver-templates?track=solo&limit=1', { key: 'carol' });
    expect(page.body.data.nextCursor).not.toBeNull();
    const other = await call(
      sandbox,
      `/solver-templates?track=marathon&limit=1&cursor=${page.body.data.nextCursor}`,
      {
        key: 'carol',
      },
    );
    expect(other.status).toBe(400);
  });

  it('creates with default track solo; track is fixed', async () => {
    const t = await post('/solver-templates', { title: 'S', solverCode: 'theorem t : 1 = 1 := rfl' });
    expect(t.status).toBe(201);
    expect(t.body.data).toMatchObject({
      track: 'solo',
      solverCode: 'theorem t : 1 = 1 := rfl',
      publishedContributorNetworkItemId: null,
    });
    const m = await post('/solver-templates', {
      title: 'M',
      solverCode: 'def g := [1, 2]',
      track: 'marathon',
    });
    expect(m.body.data.track).toBe('marathon');
    const fixed = await patch(`/solver-templates/${m.body.data.id}`, { track: 'solo' });
    expect(fixed.status).toBe(422);
    expect(fixed.body.error.details.fieldErrors[0].path).toBe('/track');
    const upd = await patch(`/solver-templates/${m.body.data.id}`, { solverCode: 'def g := ⟨1, 2⟩' });
    expect(upd.body.data).toMatchObject({ track: 'marathon', solverCode: 'def g := ⟨1, 2⟩' });
    const badTrack = await post('/solver-templates', {
      title: 'x',
      solverCode: 'def f := 1',
      track: 'sprint',
    });
    expect(badTrack.status).toBe(422);
    expect(badTrack.body.error.details.fieldErrors[0]).toMatchObject({
      path: '/track',
      code: 'ENUM_MISMATCH',
    });
    expect((await del(`/solver-templates/${m.body.data.id}`)).status).toBe(204);
  });

  it('rejects Lean source that fails the stand-in parser with line:column', async () => {
    const cases: [string, string][] = [
      ['def f := (1 + 2', '1:10'],
      ['def f := 1\ndef g := [1, 2)', '2:15'],
      ['/- outer /- inner -/ still open\ndef f := 1', '1:1'],
      ['def s := "abc', '1:10'],
      ['def f := ⟨1, 2', '1:10'],
    ];
    for (const [code, where] of cases) {
      const res = await post('/solver-templates', { title: 'bad', solverCode: code });
      expect(res.status, code).toBe(422);
      expect(res.body.error.code).toBe('LEAN_SOURCE_INVALID');
      expect(res.body.error.details.fieldErrors[0].path).toBe('/solverCode');
      expect(res.body.error.details.fieldErrors[0].message).toContain(where);
    }
    const ok = await post('/solver-templates', {
      title: 'fine',
      solverCode: '-- a comment with ( unbalanced\n/- block ( -/ def s := "a)b" -- )\ndef h\' := (1)',
    });
    expect(ok.status).toBe(201);
    const patchBad = await patch(`/solver-templates/${ok.body.data.id}`, { solverCode: 'def f := }' });
    expect(patchBad.body.error.code).toBe('LEAN_SOURCE_INVALID');
  });

  it('locks the published template and isolates owners', async () => {
    const p = await patch('/solver-templates/stp_alice_published', { title: 'x' });
    expect(p.status).toBe(403);
    expect(p.body.error.code).toBe('SOLVER_TEMPLATE_LOCKED');
    expect((await del('/solver-templates/stp_alice_published')).body.error.code).toBe(
      'SOLVER_TEMPLATE_LOCKED',
    );
    expect((await call(sandbox, '/solver-templates/stp_alice_marathon', { key: 'bob' })).status).toBe(404);
    expect((await patch('/solver-templates/stp_alice_marathon', { title: 'x' }, 'bob')).status).toBe(404);
    expect((await del('/solver-templates/stp_alice_marathon', 'bob')).status).toBe(404);
    expect((await call(sandbox, '/solver-templates/stp_alice_marathon')).body.data.solverCode).toContain(
      'solveAll',
    );
  });
});

describe('custom Lean problems (spec 2.9, 4.6)', () => {
  it('lists, creates with derived names, reads and deletes', async () => {
    const list = await call(sandbox, '/lean-problems');
    expect(list.body.data.items).toEqual([
      {
        id: 'lpr_alice_comm',
        lhsName: 'Commutative',
        lhsText: 'x ◇ y = y ◇ x',
        rhsName: 'Equation43',
        rhsText: 'x ◇ (y ◇ z) = (x ◇ y) ◇ z',
        isCustom: true,
      },
    ]);
    const created = await post('/lean-problems', {
      lhsText: 'x ◇ (y ◇ z)',
      rhsText: '(x◇y)◇z',
      rhsName: 'Assoc',
    });
    expect(created.status).toBe(201);
    expect(created.body.data.lhsName).toMatch(/^custom_lhs_[0-9a-f]{8}$/);
    expect(created.body.data).toMatchObject({
      lhsText: 'x ◇ (y ◇ z)',
      rhsText: '(x◇y)◇z',
      rhsName: 'Assoc',
      isCustom: true,
    });
    const again = await post('/lean-problems', { lhsText: 'x◇(y◇z)', rhsText: 'w' });
    expect(again.body.data.lhsName).toBe(created.body.data.lhsName);
    const id = created.body.data.id;
    expect((await call(sandbox, `/lean-problems/${id}`)).body.data).toEqual(created.body.data);
    expect((await call(sandbox, `/lean-problems/${id}`, { key: 'bob' })).status).toBe(404);
    expect((await del(`/lean-problems/${id}`, 'bob')).status).toBe(404);
    expect((await patch(`/lean-problems/${id}`, { lhsText: 'x' })).status).toBe(404);
    expect((await del(`/lean-problems/${id}`)).status).toBe(204);
    expect((await call(sandbox, `/lean-problems/${id}`)).status).toBe(404);
  });

  it('rejects text outside the magma grammar with LEAN_SOURCE_INVALID', async () => {
    for (const [lhsText, rhsText, path] of [
      ['x ◇ Y', 'x', '/lhsText'],
      ['x', 'x ◇', '/rhsText'],
      ['xy ◇ z', 'x', '/lhsText'],
      ['(x ◇ y', 'x', '/lhsText'],
      ['x * y', 'x', '/lhsText'],
      ['x', 'x = y = z', '/rhsText'],
    ] as const) {
      const res = await post('/lean-problems', { lhsText, rhsText });
      expect(res.status, lhsText + rhsText).toBe(422);
      expect(res.body.error.code).toBe('LEAN_SOURCE_INVALID');
      expect(res.body.error.details.fieldErrors[0].path).toBe(path);
      expect(res.body.error.details.fieldErrors[0].message).toMatch(/^1:\d+: /);
    }
    const missing = await post('/lean-problems', { lhsText: 'x' });
    expect(missing.body.error.code).toBe('RESOURCE_FIELD_INVALID');
    expect(missing.body.error.details.fieldErrors[0]).toMatchObject({ path: '/rhsText', code: 'REQUIRED' });
    expect((await post('/lean-problems', { lhsText: 'x', rhsText: 'y', isCustom: true })).status).toBe(400);
  });
});
