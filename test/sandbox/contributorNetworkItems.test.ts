import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call, collectAll, keyOf } from './helpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ faults: true });
});
afterAll(async () => {
  await sandbox.close();
});

const ITEMS = '/contributor-network/items';
const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
const MODULAR = 'modular-arithmetic-challenge';
const post = (path: string, body: unknown, key = 'participant') =>
  call(sandbox, path, { method: 'POST', key, body: JSON.stringify(body) });
const del = (path: string, key = 'participant') => call(sandbox, path, { method: 'DELETE', key });
const put = (path: string, key = 'participant') => call(sandbox, path, { method: 'PUT', key });
const control = (path: string, body: unknown) =>
  fetch(`${sandbox.baseUrl}/__sandbox/contributor-network${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

function expectError(
  res: { status: number; body: { error: { code: string } } },
  status: number,
  code: string,
) {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
}

describe('item detail (spec 2.7)', () => {
  it('returns the full item of each kind with its parent link', async () => {
    const cheat = (await call(sandbox, `${ITEMS}/cni_s1_chain_3`)).body.data;
    expect(cheat.content).toContain('Generation 3');
    expect(cheat.parent).toEqual({ id: 'cni_s1_chain_2', publicCode: expect.stringMatching(/^ETA-\d{6}$/) });
    expect(cheat.track).toBeNull();
    const tpl = (await call(sandbox, `${ITEMS}/cni_s2_0001`)).body.data;
    expect(tpl.solverCode).toContain('def solve');
    expect(tpl.publicCode).toMatch(/^ETB-S\d{6}$/);
    expect(tpl.track).toBe('solo');
    const model = (await call(sandbox, `${ITEMS}/cni_mod_0001`)).body.data;
    expect(model.modelName).toBe('bounded-search/modnet-small');
    expect(model.title).toBe(model.modelName);
    expect(model.commitHash).toMatch(/^[0-9a-f]{40}$/);
    expect(model.parent).toBeNull();
  });

  it('answers 404 for withdrawn and unknown items', async () => {
    expectError(await call(sandbox, `${ITEMS}/cni_s1_0003`), 404, 'NOT_FOUND');
    expectError(await call(sandbox, `${ITEMS}/cni_nope`), 404, 'NOT_FOUND');
  });
});

describe('publish, lock, withdraw, unlock (spec 3, 4.4)', () => {
  it('fork chain: fork into the library, publish as a child, locked until withdrawn', async () => {
    // Fork the parent into a private cheatsheet, then publish it as a child.
    const parent = (await call(sandbox, `${ITEMS}/cni_s1_0002`)).body.data;
    const fork = await post('/cheatsheets', {
      title: 'My fork',
      content: `${parent.content}Plus my own trick.\n`,
      sourceContributorNetworkItemId: parent.id,
    });
    expect(fork.status).toBe(201);
    const published = await post(ITEMS, {
      competitionId: STAGE1,
      kind: 'cheatsheet',
      source: { from: 'cheatsheet', cheatsheetId: fork.body.data.id },
      parentContributorNetworkItemId: parent.id,
      remark: 'Adds one trick',
    });
    expect(published.status).toBe(201);
    const item = published.body.data;
    expect(item.publicCode).toMatch(/^ETA-\d{6}$/);
    expect(item.parent).toEqual({ id: parent.id, publicCode: parent.publicCode });
    expect(item.content).toContain('Plus my own trick.');
    expect(item.title).toBe('My fork');
    expect((await call(sandbox, `${ITEMS}/${parent.id}`)).body.data.directChildCount).toBe(
      parent.directChildCount + 1,
    );

    // Locked: the library answers CHEATSHEET_LOCKED and shows the published item.
    const lib = await call(sandbox, `/cheatsheets/${fork.body.data.id}`);
    expect(lib.body.data.publishedContributorNetworkItemId).toBe(item.id);
    const edit = await call(sandbox, `/cheatsheets/${fork.body.data.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: 'x' }),
    });
    expectError(edit, 403, 'CHEATSHEET_LOCKED');
    expectError(await del(`/cheatsheets/${fork.body.data.id}`), 403, 'CHEATSHEET_LOCKED');
    const again = await post(ITEMS, {
      competitionId: STAGE1,
      kind: 'cheatsheet',
      source: { from: 'cheatsheet', cheatsheetId: fork.body.data.id },
    });
    expectError(again, 403, 'CHEATSHEET_LOCKED');

    // Only the author may withdraw.
    expectError(await del(`${ITEMS}/${item.id}`, 'bob'), 403, 'ITEM_NOT_AUTHOR');
    expect((await del(`${ITEMS}/${item.id}`)).status).toBe(204);
    expectError(await call(sandbox, `${ITEMS}/${item.id}`), 404, 'NOT_FOUND');
    const search = await call(sandbox, `${ITEMS}?publicCode=${item.publicCode}`);
    expect(search.body.data.items).toEqual([]);
    expect((await call(sandbox, `${ITEMS}/${parent.id}`)).body.data.directChildCount).toBe(
      parent.directChildCount,
    );

    // Unlocked again.
    const unlocked = await call(sandbox, `/cheatsheets/${fork.body.data.id}`);
    expect(unlocked.body.data.publishedContributorNetworkItemId).toBeNull();
    const edited = await call(sandbox, `/cheatsheets/${fork.body.data.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: 'Editable again' }),
    });
    expect(edited.status).toBe(200);
  });

  it('locks and unlocks a solver template (SOLVER_TEMPLATE_LOCKED) with the S/M track letter', async () => {
    const tpl = await post('/solver-templates', {
      title: 'Marathon attempt',
      solverCode: 'def solve (lhs rhs : String) : Option Bool := none\n',
      track: 'marathon',
    });
    const body = {
      competitionId: STAGE2,
      kind: 'solver-template',
      source: { from: 'solver-template', solverTemplateId: tpl.body.data.id },
      track: 'marathon',
      modelId: 'deepseek-v3.1',
    };
    expectError(await post(ITEMS, { ...body, track: 'solo' }), 422, 'RESOURCE_FIELD_INVALID');
    const res = await post(ITEMS, body);
    expect(res.status).toBe(201);
    expect(res.body.data.publicCode).toMatch(/^ETB-M\d{6}$/);
    expect(res.body.data).toMatchObject({ track: 'marathon', modelId: 'deepseek-v3.1' });
    const patch = await call(sandbox, `/solver-templates/${tpl.body.data.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: 'x' }),
    });
    expectError(patch, 403, 'SOLVER_TEMPLATE_LOCKED');
    expect((await del(`${ITEMS}/${res.body.data.id}`)).status).toBe(204);
    expect((await del(`/solver-templates/${tpl.body.data.id}`)).status).toBe(204);
  });

  it('publishes from inline, submission and model-reference sources', async () => {
    const inline = await post(ITEMS, {
      competitionId: STAGE1,
      kind: 'cheatsheet',
      source: { from: 'inline', title: 'Inline sheet', content: 'Try left-zero magmas.\n' },
    });
    expect(inline.status).toBe(201);
    expect(inline.body.data.author.platformId).toBe('acc_alice');
    const sub = await post(ITEMS, {
      competitionId: STAGE1,
      kind: 'cheatsheet',
      source: { from: 'submission', submissionId: 'sub_s1_tm0007_old' },
    });
    expect(sub.status).toBe(201);
    expect(sub.body.data.content).toBe('First attempt.\n');
    const model = await post(ITEMS, {
      competitionId: MODULAR,
      kind: 'model-reference',
      source: { from: 'model-reference', modelName: 'alice/crt-net', commitHash: 'a'.repeat(40) },
    });
    expect(model.status).toBe(201);
    expect(model.body.data).toMatchObject({
      title: 'alice/crt-net',
      modelName: 'alice/crt-net',
      track: null,
    });
    expect(model.body.data.publicCode).toMatch(/^MAC-\d{6}$/);
  });

  it('rejects sources not owned, kind mismatches and track/model rules', async () => {
    expectError(
      await post(ITEMS, {
        competitionId: STAGE1,
        kind: 'cheatsheet',
        source: { from: 'cheatsheet', cheatsheetId: 'chs_bob_notes' },
      }),
      403,
      'RESOURCE_NOT_OWNED',
    );
    expectError(
      await post(ITEMS, {
        competitionId: STAGE1,
        kind: 'cheatsheet',
        source: { from: 'submission', submissionId: 'sub_s1_tm0012' },
      }),
      403,
      'RESOURCE_NOT_OWNED',
    );
    const cases: [unknown, string][] = [
      [
        {
          competitionId: STAGE1,
          kind: 'solver-template',
          source: { from: 'cheatsheet', cheatsheetId: 'chs_alice_draft' },
        },
        '/kind',
      ],
      [
        {
          competitionId: STAGE1,
          kind: 'cheatsheet',
          source: { from: 'model-reference', modelName: 'a/b', commitHash: 'a'.repeat(40) },
        },
        '/kind',
      ],
      [
        {
          competitionId: MODULAR,
          kind: 'model-reference',
          track: 'solo',
          source: { from: 'model-reference', modelName: 'a/b', commitHash: 'a'.repeat(40) },
        },
        '/track',
      ],
      [
        {
          competitionId: STAGE2,
          kind: 'solver-template',
          source: { from: 'inline', title: 't', solverCode: 'def x := 1\n' },
        },
        '/track',
      ],
      [
        {
          competitionId: STAGE2,
          kind: 'solver-template',
          track: 'solo',
          modelId: 'gpt-5',
          source: { from: 'inline', title: 't', solverCode: 'def x := 1\n' },
        },
        '/modelId',
      ],
      [
        {
          competitionId: MODULAR,
          kind: 'model-reference',
          source: { from: 'model-reference', modelName: 'a/b', commitHash: 'main' },
        },
        '/source/commitHash',
      ],
      [
        {
          competitionId: STAGE1,
          kind: 'cheatsheet',
          source: { from: 'inline', title: 't', content: 'c' },
          parentContributorNetworkItemId: 'cni_s1_0003',
        },
        '/parentContributorNetworkItemId',
      ],
      [{ competitionId: STAGE1, kind: 'cheatsheet', source: { from: 'paste' } }, '/source/from'],
    ];
    for (const [body, pointer] of cases) {
      const res = await post(ITEMS, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.code).toBe('RESOURCE_FIELD_INVALID');
      expect(res.body.error.details.fieldErrors[0].path).toBe(pointer);
    }
    const modelSub = await post(ITEMS, {
      competitionId: MODULAR,
      kind: 'model-reference',
      source: { from: 'submission', submissionId: 'sub_x' },
    });
    expectError(modelSub, 422, 'RESOURCE_FIELD_INVALID');
    expectError(
      await post(ITEMS, { competitionId: 'igp24', kind: 'cheatsheet', source: { from: 'inline' } }),
      404,
      'NOT_FOUND',
    );
    const unknownField = await post(ITEMS, {
      competitionId: STAGE1,
      kind: 'cheatsheet',
      source: {},
      extra: 1,
    });
    expectError(unknownField, 400, 'MALFORMED_BODY');
    expectError(
      await post(
        ITEMS,
        { competitionId: STAGE1, kind: 'cheatsheet', source: { from: 'inline', title: 't', content: 'c' } },
        'reader',
      ),
      403,
      'API_KEY_SCOPE_DENIED',
    );
  });
});

describe('favorites (spec 3, 4.4)', () => {
  it('PUT and DELETE are idempotent and change the count once', async () => {
    const before = (await call(sandbox, `${ITEMS}/cni_s1_chain_1`, { key: 'newcomer' })).body.data;
    if (before.viewerHasFavorited)
      expect((await del(`${ITEMS}/cni_s1_chain_1/favorite`, 'newcomer')).status).toBe(204);
    const base = (await call(sandbox, `${ITEMS}/cni_s1_chain_1`, { key: 'newcomer' })).body.data
      .favoriteCount;
    const first = await put(`${ITEMS}/cni_s1_chain_1/favorite`, 'newcomer');
    expect(first.body.data).toEqual({ favorited: true, favoriteCount: base + 1 });
    const second = await put(`${ITEMS}/cni_s1_chain_1/favorite`, 'newcomer');
    expect(second.body.data).toEqual({ favorited: true, favoriteCount: base + 1 });
    const favs = await collectAll(sandbox, `${ITEMS}?scope=favorites`, 'newcomer', 100);
    expect(favs.items.map((i) => i.id)).toContain('cni_s1_chain_1');
    expect((await del(`${ITEMS}/cni_s1_chain_1/favorite`, 'newcomer')).status).toBe(204);
    expect((await del(`${ITEMS}/cni_s1_chain_1/favorite`, 'newcomer')).status).toBe(204);
    const after = (await call(sandbox, `${ITEMS}/cni_s1_chain_1`, { key: 'newcomer' })).body.data;
    expect(after).toMatchObject({ favoriteCount: base, viewerHasFavorited: false });
  });
});

describe('comments (spec 2.7, guessed create/delete paths)', () => {
  it('lists oldest first, paged, soft-deleted ones with null body and author name', async () => {
    const { items, pages } = await collectAll(sandbox, `${ITEMS}/cni_s1_0001/comments`, 'participant', 7);
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(pages).toBeGreaterThan(4);
    const times = items.map((c) => c.createdAt as string);
    expect([...times].sort()).toEqual(times);
    const deleted = items.filter((c) => c.isDeleted);
    expect(deleted.length).toBeGreaterThan(0);
    for (const c of deleted) {
      expect(c.body).toBeNull();
      expect((c.author as { displayName: unknown }).displayName).toBeNull();
    }
    expectError(await call(sandbox, `${ITEMS}/cni_s1_0001/comments?limit=101`), 400, 'MALFORMED_BODY');
    expectError(await call(sandbox, `${ITEMS}/cni_s1_0001/comments?sort=new`), 422, 'RESOURCE_FIELD_INVALID');
  });

  it('creates and soft-deletes comments with the body and author rules', async () => {
    const path = `${ITEMS}/cni_s1_chain_4/comments`; // authored by carol
    expectError(await post(path, { body: '   ' }, 'bob'), 422, 'COMMENT_BODY_INVALID');
    expectError(await post(path, { body: 'x'.repeat(2001) }, 'bob'), 422, 'COMMENT_BODY_INVALID');
    const created = await post(path, { body: 'x'.repeat(2000) }, 'bob');
    expect(created.status).toBe(201);
    const bobs = created.body.data;
    expect(bobs).toMatchObject({
      author: { platformId: 'acc_bob', displayName: 'Bob Okafor' },
      isDeleted: false,
    });
    const other = (await post(path, { body: 'A question' }, 'participant')).body.data;
    // Neither the writer nor the item's author: refused.
    expectError(await del(`${path}/${bobs.id}`, 'participant'), 403, 'COMMENT_NOT_AUTHOR');
    expect((await del(`${path}/${bobs.id}`, 'bob')).status).toBe(204);
    // The item's author (carol) may delete comments on her item.
    expect((await del(`${path}/${other.id}`, 'carol')).status).toBe(204);
    const { items } = await collectAll(sandbox, path, 'participant', 100);
    const mine = items.filter((c) => c.id === bobs.id || c.id === other.id);
    expect(mine).toHaveLength(2);
    expect(mine.every((c) => c.isDeleted === true && c.body === null)).toBe(true);
    expectError(await del(`${path}/cmt_nope`, 'bob'), 404, 'NOT_FOUND');
  });
});

describe('package download (spec 4.4)', () => {
  it('bytes hash to packageSha256; other kinds have no download', async () => {
    const list = await call(
      sandbox,
      `${ITEMS}?competitionId=lean-kernel-challenge&kind=lean-kernel-package&limit=3`,
    );
    for (const p of list.body.data.items) {
      const res = await fetch(`${sandbox.baseUrl}${p.downloadUrl}`, {
        headers: { authorization: `Bearer ${keyOf(sandbox, 'participant')}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/gzip');
      expect(res.headers.get('content-disposition')).toContain(p.packageFilename);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBe(p.packageSizeBytes);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(p.packageSha256);
    }
    expectError(await call(sandbox, `${ITEMS}/cni_s1_0001/download`), 404, 'NO_DOWNLOAD_FOR_KIND');
  });
});

describe('lineage graph (guessed path)', () => {
  it('holds ancestors and descendants; withdrawn items vanish; GRAPH_TOO_LARGE over the limit', async () => {
    const graph = (await call(sandbox, `${ITEMS}/cni_s1_chain_2/graph`)).body.data;
    const ids = graph.nodes.map((n: { id: string }) => n.id).sort();
    expect(ids).toEqual(
      [
        'cni_s1_chain_0',
        'cni_s1_chain_1',
        'cni_s1_chain_2',
        'cni_s1_chain_2b',
        'cni_s1_chain_3',
        'cni_s1_chain_4',
        'cni_s1_chain_5',
      ].sort(),
    );
    expect(graph.edges).toContainEqual({ parentId: 'cni_s1_chain_2', childId: 'cni_s1_chain_2b' });
    expect(graph.edges).toHaveLength(6);
    // A new leaf appears; withdrawn, it vanishes again.
    const leaf = await post(ITEMS, {
      competitionId: STAGE1,
      kind: 'cheatsheet',
      source: { from: 'inline', title: 'Generation 6', content: 'Deeper.\n' },
      parentContributorNetworkItemId: 'cni_s1_chain_5',
    });
    const withLeaf = (await call(sandbox, `${ITEMS}/cni_s1_chain_0/graph`)).body.data;
    expect(withLeaf.nodes).toHaveLength(8);
    await del(`${ITEMS}/${leaf.body.data.id}`);
    expect((await call(sandbox, `${ITEMS}/cni_s1_chain_0/graph`)).body.data.nodes).toHaveLength(7);
    // Fault mode lowers the node limit to show the 413.
    expect((await control('/graph-limit', { maxNodes: 6 })).status).toBe(200);
    expectError(await call(sandbox, `${ITEMS}/cni_s1_chain_2/graph`), 413, 'GRAPH_TOO_LARGE');
    // chain_5 and its five ancestors: exactly at the limit.
    expect((await call(sandbox, `${ITEMS}/cni_s1_chain_5/graph`)).status).toBe(200);
  });
});
