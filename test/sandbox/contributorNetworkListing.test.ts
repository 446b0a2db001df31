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

type Item = Record<string, unknown> & { id: string; publicCode: string; publishedAt: string };
const ITEMS = '/contributor-network/items';
const LEAN = `${ITEMS}?competitionId=lean-kernel-challenge&kind=lean-kernel-package`;
const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

async function expect422(path: string, pointer: string) {
  const res = await call(sandbox, path);
  expect(res.status, path).toBe(422);
  expect(res.body.error.code).toBe('RESOURCE_FIELD_INVALID');
  expect(res.body.error.details.fieldErrors[0].path).toBe(pointer);
}

describe('broad listing (spec 4.4, 2.7)', () => {
  it('pages to the end newest first without duplicates, with private, no-store', async () => {
    const first = await call(sandbox, `${ITEMS}?limit=100`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const { items, pages } = await collectAll(sandbox, ITEMS, 'participant', 37);
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(items.length).toBeGreaterThan(300);
    expect(pages).toBe(Math.ceil(items.length / 37));
    const list = items as Item[];
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.publishedAt > b.publishedAt || (a.publishedAt === b.publishedAt && a.id > b.id)).toBe(true);
    }
    // Seeded ties on publishedAt exist, so the ID tie-break is exercised.
    expect(list.some((x, i) => i > 0 && list[i - 1]!.publishedAt === x.publishedAt)).toBe(true);
    expect(ids).not.toContain('cni_s1_0003'); // withdrawn
    expect(new Set(list.map((i) => i.kind))).toEqual(
      new Set(['cheatsheet', 'solver-template', 'model-reference', 'lean-kernel-package']),
    );
  });

  it('sorts earliest first with the ID tie-break and omits fields that do not apply', async () => {
    const { items } = await collectAll(
      sandbox,
      `${ITEMS}?sort=earliest&competitionId=${STAGE1}`,
      'participant',
      50,
    );
    const list = items as Item[];
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.publishedAt < b.publishedAt || (a.publishedAt === b.publishedAt && a.id < b.id)).toBe(true);
    }
    const cheat = list[0]!;
    expect(cheat).not.toHaveProperty('track');
    expect(cheat).not.toHaveProperty('content');
    expect(cheat).toHaveProperty('commentCount');
    expect(cheat).toHaveProperty('directChildCount');
    expect(cheat.author).toHaveProperty('avatarUrl');
    const tpl = await call(sandbox, `${ITEMS}?kind=solver-template&limit=1`);
    expect(tpl.body.data.items[0]).toHaveProperty('track');
    expect(tpl.body.data.items[0]).toHaveProperty('modelId');
  });

  it('filters by kind, track, scope mine and favorites', async () => {
    const { items: marathon } = await collectAll(
      sandbox,
      `${ITEMS}?kind=solver-template&track=marathon`,
      'participant',
      100,
    );
    expect(marathon.length).toBeGreaterThan(0);
    expect(marathon.every((i) => i.kind === 'solver-template' && i.track === 'marathon')).toBe(true);
    expect((marathon as Item[]).every((i) => /^ETB-M\d{6}$/.test(i.publicCode))).toBe(true);
    const { items: mine } = await collectAll(sandbox, `${ITEMS}?scope=mine`, 'bob', 100);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((i) => (i.author as { platformId: string }).platformId === 'acc_bob')).toBe(true);
    const { items: favs } = await collectAll(sandbox, `${ITEMS}?scope=favorites`, 'participant', 100);
    expect(favs.length).toBeGreaterThan(0);
    expect(favs.every((i) => i.viewerHasFavorited === true)).toBe(true);
  });

  it('searches trimmed, case-insensitive over author, title, remark and public content only', async () => {
    const byContent = await call(
      sandbox,
      `${ITEMS}?search=${encodeURIComponent('  TRASKIAN substitution ')}`,
    );
    expect(byContent.body.data.items.map((i: Item) => i.id)).toEqual(['cni_s1_0001']); // withdrawn copy not found
    const byRemark = await call(sandbox, `${ITEMS}?search=start%20HERE`);
    expect(byRemark.body.data.items.map((i: Item) => i.id)).toContain('cni_s1_0001');
    const { items: byAuthor } = await collectAll(
      sandbox,
      `${ITEMS}?search=nguy%E1%BB%85n`,
      'participant',
      100,
    );
    expect(byAuthor.length).toBeGreaterThan(0);
    expect(byAuthor.every((i) => (i.author as { platformId: string }).platformId === 'acc_carol')).toBe(true);
    const byCommit = await call(sandbox, `${ITEMS}?search=bounded-search%2Fmodnet`);
    expect(byCommit.body.data.items.map((i: Item) => i.id)).toEqual(['cni_mod_0001']);
    const byLeanFile = await call(sandbox, `${ITEMS}?search=reduceKernel7%20`);
    expect(byLeanFile.body.data.items.length).toBe(1);
    // A private library source and item IDs are never searched.
    expect((await call(sandbox, `${ITEMS}?search=look%20for%20projections`)).body.data.items).toEqual([]);
    expect((await call(sandbox, `${ITEMS}?search=cni_s1_0002`)).body.data.items).toEqual([]);
    await expect422(`${ITEMS}?search=${'x'.repeat(201)}`, '/search');
    expect((await call(sandbox, `${ITEMS}?search=${'x'.repeat(200)}`)).status).toBe(200);
  });

  it('finds one item by public code, any case and padding, with no next page', async () => {
    const item = (await call(sandbox, `${ITEMS}/cni_s1_0002`)).body.data as Item;
    const res = await call(
      sandbox,
      `${ITEMS}?limit=5&publicCode=${encodeURIComponent(` ${item.publicCode.toLowerCase()} `)}`,
    );
    expect(res.body.data.items.map((i: Item) => i.id)).toEqual(['cni_s1_0002']);
    expect(res.body.data.nextCursor).toBeNull();
    // Other filters still apply; no match is an empty page.
    const other = await call(sandbox, `${ITEMS}?kind=model-reference&publicCode=${item.publicCode}`);
    expect(other.body.data).toEqual({ items: [], nextCursor: null });
    const page = await call(sandbox, `${ITEMS}?limit=1`);
    await expect422(
      `${ITEMS}?publicCode=${item.publicCode}&cursor=${encodeURIComponent(page.body.data.nextCursor)}`,
      '/cursor',
    );
  });

  it('rejects unknown, repeated, blank and kind-specific parameters with 422', async () => {
    await expect422(`${ITEMS}?colour=red`, '/colour');
    await expect422(`${ITEMS}?kind=cheatsheet&kind=cheatsheet`, '/kind');
    await expect422(`${ITEMS}?search=`, '/search');
    await expect422(`${ITEMS}?scope=%20`, '/scope');
    await expect422(`${ITEMS}?kind=Cheatsheet`, '/kind');
    await expect422(`${ITEMS}?scope=team`, '/scope');
    await expect422(`${ITEMS}?sort=oldest`, '/sort');
    await expect422(`${ITEMS}?track=solo`, '/track');
    await expect422(`${ITEMS}?kind=cheatsheet&track=solo`, '/track');
    await expect422(`${ITEMS}?kind=solver-template&track=sprint`, '/track');
    await expect422(`${ITEMS}?problemId=lkc-p01`, '/problemId');
    await expect422(`${ITEMS}?kind=cheatsheet&problemId=lkc-p01`, '/problemId');
    await expect422(`${ITEMS}?kind=lean-kernel-package`, '/competitionId');
    const limit = await call(sandbox, `${ITEMS}?limit=101`);
    expect(limit.status).toBe(400);
    expect(limit.body.error.code).toBe('MALFORMED_BODY');
  });

  it('answers 404 for a competition that is not public or has no Contributor Network', async () => {
    for (const id of ['igp24', 'sandbox-draft', 'nope']) {
      const res = await call(sandbox, `${ITEMS}?competitionId=${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('binds cursors to caller, filters and order', async () => {
    const res = await call(sandbox, `${ITEMS}?kind=cheatsheet&limit=2`);
    const cursor = encodeURIComponent(res.body.data.nextCursor);
    // The same filters in another order continue the listing.
    expect((await call(sandbox, `${ITEMS}?limit=2&kind=cheatsheet&cursor=${cursor}`)).status).toBe(200);
    const padded = await call(sandbox, `${ITEMS}?search=Magma&limit=1`);
    const next = encodeURIComponent(padded.body.data.nextCursor);
    expect((await call(sandbox, `${ITEMS}?search=%20magma%20&limit=1&cursor=${next}`)).status).toBe(200);
    for (const [path, key] of [
      [`${ITEMS}?kind=solver-template&cursor=${cursor}`, 'participant'],
      [`${ITEMS}?kind=cheatsheet&sort=earliest&cursor=${cursor}`, 'participant'],
      [`${ITEMS}?kind=cheatsheet&cursor=${cursor}`, 'bob'],
    ] as const) {
      const bad = await call(sandbox, path, { key });
      expect(bad.status, path).toBe(400);
      expect(bad.body.error.code).toBe('MALFORMED_BODY');
    }
  });

  it('needs the contributor-network.read scope', async () => {
    const res = await call(sandbox, ITEMS, { key: 'playground' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('API_KEY_SCOPE_DENIED');
  });
});

describe('Lean kernel package listing (spec 4.4, 2.7)', () => {
  it('lists packages with every package field and no avatar or counts', async () => {
    const { items } = await collectAll(sandbox, LEAN, 'participant', 10);
    expect(items.length).toBeGreaterThanOrEqual(25);
    const p = items[0]!;
    for (const f of [
      'problemId',
      'approvedRevision',
      'solutionRevision',
      'executionSnapshotId',
      'templateVersion',
      'toolchainVersion',
      'manifestVersion',
      'workspaceSha256',
      'workspaceSizeBytes',
      'packageFilename',
      'packageFileCount',
      'packageSizeBytes',
      'packageSha256',
      'downloadUrl',
      'artifactExcerpt',
    ]) {
      expect(p, f).toHaveProperty(f);
    }
    expect(p.track).toBeNull();
    expect(p.modelId).toBeNull();
    expect(p.author).not.toHaveProperty('avatarUrl');
    expect(p).not.toHaveProperty('commentCount');
    expect(p).not.toHaveProperty('directChildCount');
  });

  it('filters by exact problemId and exact, case-sensitive public code', async () => {
    const { items } = await collectAll(sandbox, `${LEAN}&problemId=lkc-p02`, 'participant', 100);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.problemId === 'lkc-p02')).toBe(true);
    expect((await call(sandbox, `${LEAN}&problemId=LKC-P02`)).body.data.items).toEqual([]);
    const code = items[0]!.publicCode as string;
    expect((await call(sandbox, `${LEAN}&publicCode=${code}`)).body.data.items).toHaveLength(1);
    expect((await call(sandbox, `${LEAN}&publicCode=${code.toLowerCase()}`)).body.data.items).toEqual([]);
    // The broad listing ignores case for the same code.
    expect((await call(sandbox, `${ITEMS}?publicCode=${code.toLowerCase()}`)).body.data.items).toHaveLength(
      1,
    );
  });

  it('gives 422 for invalid track, sort and kind rules', async () => {
    await expect422(`${LEAN}&track=kernel`, '/track');
    await expect422(`${LEAN}&sort=popular`, '/sort');
    await expect422(`${ITEMS}?competitionId=${STAGE1}&kind=lean-kernel-package`, '/competitionId');
  });
});
