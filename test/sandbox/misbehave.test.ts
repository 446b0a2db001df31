/**
 * The sandbox misbehaving the way a spec-valid platform or network may, for the client's
 * exactly-once delivery: answers lost after the write was committed (fault `drop-answer`), an
 * ignored `idempotencyKey`, and a run list with nothing beyond `runId` and `status`.
 */
import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox';
import { BY_NAME_ONLY, DEFAULT_VARIATIONS } from '../../src/sandbox/variant/options';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { type ApiResponse, call, collectAll, PREFIX } from './helpers';

const S1_ID = 'mathematics-distillation-challenge-equational-theories-stage1';
const S1 = `/competitions/${S1_ID}`;
const S2 = '/competitions/mathematics-distillation-challenge-equational-theories-stage2';
const MR = '/competitions/modular-arithmetic-challenge';
const IGP = '/competitions/igp24';
const ITEMS = '/contributor-network/items';
// A pace far beyond any test: runs stay pending (never claimed), so they can be cancelled.
const FROZEN = 3_600_000;

/** A degree-24 IGP24 line from `{ power: coefficient }` (a_24 = 1). */
const line = (terms: Record<number, number>) =>
  Array.from({ length: 25 }, (_, i) => terms[i] ?? (i === 24 ? 1 : 0)).join(',');
const s1Run = { models: ['gpt-oss-120b'], problems: [{ problemSet: 'warmup', index: 0 }] };

const send = (sb: TestSandbox, method: string, path: string, body?: unknown, key = 'participant') =>
  call(sb, path, { method, key, body: body === undefined ? undefined : JSON.stringify(body) });

async function control(sb: TestSandbox, method: string, path: string, body?: unknown) {
  const res = await fetch(`${sb.baseUrl}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/**
 * One request over a raw TCP connection (`Connection: close`): every byte the server sent until
 * the connection closed. A normal answer arrives in full; a dropped one sends nothing.
 */
function rawRequest(
  sb: TestSandbox,
  method: string,
  path: string,
  body?: unknown,
  key = 'participant',
): Promise<{ connected: boolean; received: Buffer }> {
  const url = new URL(sb.baseUrl);
  const text = body === undefined ? '' : JSON.stringify(body);
  const head = [
    `${method} ${PREFIX}${path} HTTP/1.1`,
    `Host: ${url.host}`,
    `Authorization: Bearer ${sb.key(key)}`,
    'Connection: close',
    ...(body === undefined
      ? []
      : ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(text)}`]),
  ];
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const socket = connect(Number(url.port), url.hostname, () => {
      connected = true;
      socket.write(`${head.join('\r\n')}\r\n\r\n${text}`);
    });
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => {}); // a reset also ends in 'close'
    socket.on('close', () => resolve({ connected, received: Buffer.concat(chunks) }));
  });
}

describe('fault drop-answer (committed, then the connection dies)', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startTestSandbox({ variant: false, playgroundPaceMs: FROZEN, igp24VerifyDelayMs: 50 });
  });
  afterAll(async () => {
    await sb.close();
  });
  afterEach(async () => {
    await sb.clearFaults();
  });

  /** Arms a one-shot drop-answer for `method` + `path`, sends, and checks nothing came back. */
  async function dropped(method: string, path: string, body?: unknown, key = 'participant') {
    await sb.fault({ kind: 'drop-answer', method, path: path.split('?')[0], count: 1 });
    const { connected, received } = await rawRequest(sb, method, path, body, key);
    expect(connected).toBe(true);
    expect(received.toString('latin1'), `${method} ${path}`).toBe('');
    // The fault was used up by this very request.
    expect((await control(sb, 'GET', '/faults')).body.data.items).toEqual([]);
  }
  const ok = (res: ApiResponse, status = 200) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body.data;
  };

  it('POST /cheatsheets: the client gets a socket error, the item is listed exactly once', async () => {
    await sb.fault({ kind: 'drop-answer', method: 'POST', path: '/cheatsheets', count: 1 });
    await sb.resetCounts();
    const title = `Dropped ${Date.now()}`;
    const failure = await fetch(`${sb.baseUrl}${PREFIX}/cheatsheets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sb.key('participant')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title, content: 'Stored, answer lost.' }),
    }).then(
      () => null,
      (err: unknown) => err as Error & { cause?: { code?: string } },
    );
    expect(failure).toBeInstanceOf(TypeError);
    expect(failure?.cause?.code).toBe('UND_ERR_SOCKET');
    const { items } = await collectAll(sb, '/cheatsheets', 'participant', 100);
    expect(items.filter((c) => c.title === title)).toHaveLength(1);
    expect((await sb.counts())[`POST ${PREFIX}/cheatsheets`]).toBe(1);
  });

  it('no status line and no byte of the answer reach the client; the next request is answered', async () => {
    const title = `Raw ${Date.now()}`;
    await dropped('POST', '/cheatsheets', { title, content: 'x' });
    const normal = await rawRequest(sb, 'GET', '/cheatsheets?limit=1');
    expect(normal.received.toString('latin1')).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it('an IGP24 submission (asynchronous answer) is committed exactly once', async () => {
    const before = (await collectAll(sb, `${IGP}/submissions/mine`, 'participant', 100)).items.length;
    const description = `dropped ${Date.now()}`;
    await dropped('POST', `${IGP}/submissions`, {
      payload: { polynomials: [line({ 0: 3, 1: 5 })] },
      meta: { description },
    });
    const { items } = await collectAll(sb, `${IGP}/submissions/mine`, 'participant', 100);
    expect(items).toHaveLength(before + 1);
    expect(items.filter((s) => s.description === description)).toHaveLength(1);
  });

  it('a Playground run create is committed exactly once', async () => {
    const before = (await collectAll(sb, `${S1}/playground/runs`, 'participant', 100)).items.length;
    await dropped('POST', `${S1}/playground/runs`, s1Run);
    expect((await collectAll(sb, `${S1}/playground/runs`, 'participant', 100)).items).toHaveLength(
      before + 1,
    );
  });

  it('`method` leaves other methods on the same path alone (case-insensitive)', async () => {
    await sb.fault({ kind: 'drop-answer', method: 'post', path: '/cheatsheets', count: 1 });
    expect((await call(sb, '/cheatsheets')).status).toBe(200);
    expect((await rawRequest(sb, 'GET', '/cheatsheets?limit=1')).received.length).toBeGreaterThan(0);
    const armed = (await control(sb, 'GET', '/faults')).body.data.items;
    expect(armed).toMatchObject([{ kind: 'drop-answer', method: 'post', remaining: 1 }]);
    const post = await rawRequest(sb, 'POST', '/cheatsheets', { title: 'm', content: 'm' });
    expect(post.received.length).toBe(0);
    expect((await control(sb, 'GET', '/faults')).body.data.items).toEqual([]);
    // The same filter on the other faults: a status fault for DELETE only.
    await sb.fault({ kind: 'status', status: 503, method: 'DELETE', path: '/cheatsheets' });
    expect((await call(sb, '/cheatsheets')).status).toBe(200);
    expect((await send(sb, 'DELETE', '/cheatsheets/chs_nope')).status).toBe(503);
  });

  it('validates `method` like the other fault fields', async () => {
    for (const method of ['', 'PO ST', 7, 'X'.repeat(21)]) {
      const res = await control(sb, 'POST', '/faults', { kind: 'drop-answer', method });
      expect([res.status, res.body.error.code], String(method)).toEqual([400, 'MALFORMED_BODY']);
    }
  });

  it('library writes: POST, PATCH, DELETE of cheatsheets, solver templates and Lean problems', async () => {
    const tag = Date.now();
    for (const [path, field, text] of [
      ['/cheatsheets', 'content', 'Sheet text.'],
      ['/solver-templates', 'solverCode', 'def solve := 1'],
    ] as const) {
      const title = `Lib ${path} ${tag}`;
      await dropped('POST', path, { title, [field]: text });
      const listed = (await collectAll(sb, path, 'participant', 100)).items.filter((i) => i.title === title);
      expect(listed).toHaveLength(1);
      const id = listed[0]!.id as string;
      await dropped('PATCH', `${path}/${id}`, { title: `${title} renamed` });
      expect(ok(await call(sb, `${path}/${id}`)).title).toBe(`${title} renamed`);
      await dropped('DELETE', `${path}/${id}`);
      expect((await call(sb, `${path}/${id}`)).status).toBe(404);
    }
    const lhsName = `dropped_${tag}`;
    await dropped('POST', '/lean-problems', { lhsText: 'x = y ◇ x', rhsText: 'x = x ◇ y', lhsName });
    const problems = (await collectAll(sb, '/lean-problems', 'participant', 100)).items;
    const mine = problems.filter((p) => p.lhsName === lhsName);
    expect(mine).toHaveLength(1);
    await dropped('DELETE', `/lean-problems/${mine[0]!.id}`);
    expect((await call(sb, `/lean-problems/${mine[0]!.id}`)).status).toBe(404);
  });

  it('submissions of all four kinds', async () => {
    const content = `Dropped sheet ${Date.now()}`;
    await dropped('POST', `${S1}/submissions`, { payload: { content } });
    expect(ok(await call(sb, `${S1}/submissions/me`)).payload).toEqual({ content });
    const solverCode = `def dropped := ${Date.now()}`;
    await dropped('POST', `${S2}/submissions`, {
      payload: { track: 'solo', modelId: 'gpt-oss-120b', solverCode },
    });
    expect(ok(await call(sb, `${S2}/submissions/me?track=solo`)).payload.solverCode).toBe(solverCode);
    const commitHash = 'd'.repeat(40);
    await dropped('POST', `${MR}/submissions`, {
      slot: 1,
      payload: { modelName: 'alice/dropped-net', commitHash },
    });
    const slots = (await collectAll(sb, `${MR}/submissions/mine`, 'participant', 100)).items;
    expect(slots.filter((s) => (s.payload as { commitHash: string }).commitHash === commitHash)).toHaveLength(
      1,
    );
    // IGP24: see its own test above.
  });

  it('Playground: runs of all three kinds and a cancel', async () => {
    const runsOf = async (base: string) =>
      (await collectAll(sb, `${base}/playground/runs`, 'participant', 100)).items;
    const before2 = (await runsOf(S2)).length;
    await dropped('POST', `${S2}/playground/runs`, {
      solverCode: 'def solve := 2',
      problemIds: ['lean-basics-001'],
    });
    expect(await runsOf(S2)).toHaveLength(before2 + 1);
    const beforeMr = (await runsOf(MR)).length;
    await dropped('POST', `${MR}/playground/runs`, {
      modelName: 'alice/modular-7b',
      commitHash: 'b'.repeat(40),
      problemSetId: 'modular-quick',
    });
    const mrRuns = await runsOf(MR);
    expect(mrRuns).toHaveLength(beforeMr + 1);
    const pending = mrRuns.find((r) => r.status === 'pending')!;
    expect(pending).toBeDefined();
    await dropped('POST', `${MR}/playground/runs/${pending.runId}/cancel`);
    expect(ok(await call(sb, `${MR}/playground/runs/${pending.runId}`)).status).toBe('cancelled');
  });

  it('Contributor Network: publish, favorite, unfavorite, comment create and delete, withdraw', async () => {
    const title = `Published ${Date.now()}`;
    await dropped('POST', ITEMS, {
      competitionId: S1_ID,
      kind: 'cheatsheet',
      source: { from: 'inline', title, content: 'Try left-zero magmas.\n' },
    });
    const mine = (await collectAll(sb, `${ITEMS}?scope=mine`, 'participant', 100)).items;
    const published = mine.filter((i) => i.title === title);
    expect(published).toHaveLength(1);
    const id = published[0]!.id as string;
    await dropped('PUT', `${ITEMS}/${id}/favorite`, undefined, 'bob');
    expect(ok(await call(sb, `${ITEMS}/${id}`, { key: 'bob' }))).toMatchObject({
      viewerHasFavorited: true,
      favoriteCount: 1,
    });
    await dropped('DELETE', `${ITEMS}/${id}/favorite`, undefined, 'bob');
    expect(ok(await call(sb, `${ITEMS}/${id}`, { key: 'bob' }))).toMatchObject({
      viewerHasFavorited: false,
      favoriteCount: 0,
    });
    await dropped('POST', `${ITEMS}/${id}/comments`, { body: 'Lost answer' }, 'bob');
    const comments = (await collectAll(sb, `${ITEMS}/${id}/comments`, 'participant', 100)).items;
    expect(comments.filter((c) => c.body === 'Lost answer')).toHaveLength(1);
    const commentId = comments.find((c) => c.body === 'Lost answer')!.id as string;
    await dropped('DELETE', `${ITEMS}/${id}/comments/${commentId}`, undefined, 'bob');
    const after = (await collectAll(sb, `${ITEMS}/${id}/comments`, 'participant', 100)).items;
    expect(after.find((c) => c.id === commentId)).toMatchObject({ isDeleted: true, body: null });
    await dropped('DELETE', `${ITEMS}/${id}`);
    expect((await call(sb, `${ITEMS}/${id}`)).status).toBe(404);
  });
});

describe('platform behaviours at run time (POST /__sandbox/platform)', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startTestSandbox({ variant: false, playgroundPaceMs: FROZEN });
  });
  afterAll(async () => {
    await sb.close();
  });
  afterEach(async () => {
    await sb.platform({ idempotencyKey: 'honour', runList: 'full' });
  });

  it('reads and changes the settings; unknown fields and values are 400 MALFORMED_BODY', async () => {
    expect((await control(sb, 'GET', '/platform')).body).toEqual({
      ok: true,
      data: { idempotencyKey: 'honour', runList: 'full' },
    });
    const set = await control(sb, 'POST', '/platform', { runList: 'bare' });
    expect(set).toEqual({
      status: 200,
      body: { ok: true, data: { idempotencyKey: 'honour', runList: 'bare' } },
    });
    for (const body of [{ idempotencyKey: 'forget' }, { runList: 'full', extra: 1 }, [1]]) {
      const res = await control(sb, 'POST', '/platform', body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([400, 'MALFORMED_BODY']);
    }
    expect((await control(sb, 'GET', '/platform')).body.data).toEqual({
      idempotencyKey: 'honour',
      runList: 'bare',
    });
  });

  it('IGP24: the same key gives one record when honoured, two when ignored', async () => {
    const mine = async () => (await collectAll(sb, `${IGP}/submissions/mine`, 'participant', 100)).items;
    const body = (key: string, c: number) => ({
      idempotencyKey: key,
      payload: { polynomials: [line({ 0: c, 1: 7 })] },
    });
    const start = (await mine()).length;
    const first = await send(sb, 'POST', `${IGP}/submissions`, body('honoured-1', 11));
    const replay = await send(sb, 'POST', `${IGP}/submissions`, body('honoured-1', 11));
    expect([first.status, replay.status]).toEqual([201, 200]);
    expect(replay.body.data.batchId).toBe(first.body.data.batchId);
    expect(await mine()).toHaveLength(start + 1);

    await sb.platform({ idempotencyKey: 'ignore' });
    const a = await send(sb, 'POST', `${IGP}/submissions`, body('ignored-1', 13));
    const b = await send(sb, 'POST', `${IGP}/submissions`, body('ignored-1', 13));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.data.batchId).not.toBe(a.body.data.batchId);
    expect(await mine()).toHaveLength(start + 3);
    // Still validated as a string, still a known field.
    const bad = await send(sb, 'POST', `${IGP}/submissions`, { idempotencyKey: 7, payload: {} });
    expect([bad.status, bad.body.error.details.fieldErrors[0].path]).toEqual([422, '/idempotencyKey']);
    // A key first sent while ignored is unknown once honoured again: a new record, then a replay.
    await sb.platform({ idempotencyKey: 'honour' });
    const c = await send(sb, 'POST', `${IGP}/submissions`, body('ignored-1', 13));
    const d = await send(sb, 'POST', `${IGP}/submissions`, body('ignored-1', 13));
    expect([c.status, d.status]).toEqual([201, 200]);
    expect(await mine()).toHaveLength(start + 4);
  });

  it('cheatsheet: an ignored key replaces the current entry again', async () => {
    const body = { idempotencyKey: 'sheet-key', payload: { content: 'Same body.' } };
    await sb.platform({ idempotencyKey: 'ignore' });
    const a = await send(sb, 'POST', `${S1}/submissions`, body);
    const b = await send(sb, 'POST', `${S1}/submissions`, body);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.data.submissionId).not.toBe(a.body.data.submissionId);
    expect((await call(sb, `${S1}/submissions/${a.body.data.submissionId}`)).status).toBe(404);
    expect((await call(sb, `${S1}/submissions/me`)).body.data.submissionId).toBe(b.body.data.submissionId);
  });

  it('bare run list: items carry exactly runId and status; detail and Lean kernel list unchanged', async () => {
    const created = await send(sb, 'POST', `${S1}/playground/runs`, s1Run, 'participant');
    expect(created.status).toBe(201);
    const runId = created.body.data.runId as string;
    const full = (await collectAll(sb, `${S1}/playground/runs`)).items;
    expect(Object.keys(full[0]!).length).toBeGreaterThan(2);
    await sb.platform({ runList: 'bare' });
    const bare = (await collectAll(sb, `${S1}/playground/runs`, 'participant', 1)).items;
    expect(bare).toHaveLength(full.length);
    for (const item of bare) expect(Object.keys(item).sort()).toEqual(['runId', 'status']);
    expect(bare).toContainEqual({ runId, status: 'pending' });
    expect((await call(sb, `${S1}/playground/runs?status=pending`)).body.data.items).toContainEqual({
      runId,
      status: 'pending',
    });
    const detail = (await call(sb, `${S1}/playground/runs/${runId}`)).body.data;
    expect(detail).toMatchObject({ runId, status: 'pending', competitionId: S1_ID, canCancel: true });
    const kernel = (await call(sb, '/competitions/lean-kernel-challenge/playground/runs')).body.data.items;
    expect(kernel[0]).toHaveProperty('solutionId');
  });
});

describe('variant switches ignore-idempotency-key and bare-run-list (by name only)', () => {
  it('are not among what --variant turns on', () => {
    expect(BY_NAME_ONLY).toEqual(['proxy-html', 'ignore-idempotency-key', 'bare-run-list']);
    for (const v of BY_NAME_ONLY) expect(DEFAULT_VARIATIONS).not.toContain(v);
  });

  it('plain --variant honours keys and lists full runs', async () => {
    const sb = await startTestSandbox({ variant: true });
    try {
      expect((await control(sb, 'GET', '/platform')).body.data).toEqual({
        idempotencyKey: 'honour',
        runList: 'full',
      });
      const body = { idempotencyKey: 'variant-key', payload: { content: 'Variant body.' } };
      const a = await send(sb, 'POST', `${S1}/submissions`, body);
      const b = await send(sb, 'POST', `${S1}/submissions`, body);
      expect([a.status, b.status]).toEqual([201, 200]);
      // Switchable at run time in the variant mode too.
      await sb.platform({ runList: 'bare' });
      expect((await control(sb, 'GET', '/platform')).body.data.runList).toBe('bare');
    } finally {
      await sb.close();
    }
  });

  it('named, they ignore the key and list bare runs (without fault mode)', async () => {
    const sb = await startSandbox({
      variant: ['ignore-idempotency-key', 'bare-run-list'],
      playgroundPaceMs: FROZEN,
    });
    try {
      const body = { idempotencyKey: 'named-key', payload: { content: 'Named body.' } };
      const a = await call(sb, `${S1}/submissions`, { method: 'POST', body: JSON.stringify(body) });
      const b = await call(sb, `${S1}/submissions`, { method: 'POST', body: JSON.stringify(body) });
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body.data.submissionId).not.toBe(a.body.data.submissionId);
      const run = await call(sb, `${S1}/playground/runs`, { method: 'POST', body: JSON.stringify(s1Run) });
      expect(run.status).toBe(201);
      const items = (await call(sb, `${S1}/playground/runs`)).body.data.items as object[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(Object.keys(item).sort()).toEqual(['runId', 'status']);
      // Without fault mode there is no control endpoint.
      expect((await fetch(`${sb.baseUrl}/__sandbox/platform`)).status).toBe(404);
    } finally {
      await sb.close();
    }
  });
});
