import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call } from './helpers';

let sandbox: SandboxHandle;
let unpublished: SandboxHandle;
beforeAll(async () => {
  [sandbox, unpublished] = await Promise.all([
    startSandbox({ faults: true, igp24VerifyDelayMs: 50 }),
    startSandbox({ igp24Published: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([sandbox.close(), unpublished.close()]);
});

const IGP = '/competitions/igp24';
/** A degree-24 line from `{ power: coefficient }` (a_24 = 1 unless given). */
const line = (terms: Record<number, number>, comment?: string) => {
  const c = Array.from({ length: 25 }, (_, i) => terms[i] ?? (i === 24 ? 1 : 0)).join(',');
  return comment === undefined ? c : `${c} # ${comment}`;
};
const submit = (body: unknown, key = 'participant', h: SandboxHandle = sandbox) =>
  call(h, `${IGP}/submissions`, { method: 'POST', key, body: JSON.stringify(body) });
async function control(path: string, body: unknown, h: SandboxHandle = sandbox) {
  const res = await fetch(`${h.baseUrl}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
async function waitDone(batchId: string, key = 'participant') {
  for (let i = 0; i < 100; i++) {
    const res = await call(sandbox, `${IGP}/submissions/batch/${batchId}`, { key });
    expect(res.status).toBe(200);
    if (res.body.data.status === 'done') return res.body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('batch not done');
}
async function labelRecord(label: string) {
  const res = await call(sandbox, `${IGP}/labels/progress?label=${label}`);
  expect(res.status).toBe(200);
  return res.body.data.labels[0];
}

describe('IGP24 history (spec 2.5, 4.1)', () => {
  it('lists the team history newest first and never repeats coefficient strings', async () => {
    const res = await call(sandbox, `${IGP}/submissions/mine?limit=2`);
    expect(res.status).toBe(200);
    const [latest, second] = res.body.data.items;
    expect([latest.submissionId, second.submissionId]).toEqual(['sub_igp_tm0007_3', 'sub_igp_tm0007_2']);
    expect(res.body.data.nextCursor).not.toBeNull();
    const rest = await call(sandbox, `${IGP}/submissions/mine?limit=2&cursor=${res.body.data.nextCursor}`);
    expect(rest.body.data.items.map((s: { submissionId: string }) => s.submissionId)).toEqual([
      'sub_igp_tm0007_1',
    ]);
    expect(latest).toMatchObject({
      kind: 'igp24-polynomial',
      description: 'with a duplicate',
      payload: { queuedPolynomials: [] },
    });
    expect(latest.verifiedPolynomials.map((v: { polynomialIndex: number }) => v.polynomialIndex)).toEqual([
      0, 1, 2,
    ]);
    expect(latest.verifiedPolynomials[0].label).toBe(latest.verifiedPolynomials[2].label);
    expect(JSON.stringify(res.body)).not.toContain('0,0,0,0,0');
    const first = rest.body.data.items[0];
    expect(first.failedPolynomials).toEqual([
      { polynomialIndex: 1, status: 'rejected', reason: expect.stringContaining('REDUCIBLE') },
    ]);
    const legacy = await call(sandbox, `${IGP}/submissions/me?limit=1`);
    expect(legacy.body.data.items[0].submissionId).toBe('sub_igp_tm0007_3');
    const bob = await call(sandbox, `${IGP}/submissions/mine`, { key: 'member' });
    expect(bob.body.data.items.map((s: { submissionId: string }) => s.submissionId)).toEqual([
      'sub_igp_tm0012_1',
    ]);
    expect(bob.body.data.items[0].meta).toBeNull();
    expect(bob.body.data.items[0].description).toBeNull();
  });

  it('downloads the original lines with trailing comments', async () => {
    const res = await call(sandbox, `${IGP}/submissions/sub_igp_tm0007_2/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(`${line({ 0: -2 })} # poly_disc_primes=[2,3]`);
    expect((await call(sandbox, `${IGP}/submissions/sub_igp_tm0007_2/download`, { key: 'bob' })).status).toBe(
      404,
    );
  });
});

describe('IGP24 submit validation (spec 4.2)', () => {
  it('rejects bad lines with POLYNOMIAL_INPUT_INVALID at /polynomials/<index>', async () => {
    const good = line({ 0: 2, 1: 2 });
    const cases: unknown[][] = [
      [good, '1,2,3'],
      [good, `${line({ 0: 3 })}, 24T5`],
      [good, line({ 0: 0, 1: 1 })],
      [good, line({ 0: 2, 24: 2 })],
      [good, line({ 0: 2, 1: 4, 24: 1 }).replace(/^2,/, '4,').replace(/,1$/, ',2')],
      [good, ''],
      [good, '# only a comment'],
      [good, 'x^24 - x - 1'],
    ];
    for (const polynomials of cases) {
      const res = await submit({ payload: { polynomials } });
      expect(res.status, String(polynomials[1])).toBe(422);
      expect(res.body.error.code).toBe('POLYNOMIAL_INPUT_INVALID');
      expect(res.body.error.details.fieldErrors.map((e: { path: string }) => e.path)).toEqual([
        '/polynomials/1',
      ]);
    }
    const empty = await submit({ payload: { polynomials: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.error.code).toBe('POLYNOMIAL_INPUT_INVALID');
    const tooMany = await submit({ payload: { polynomials: Array.from({ length: 1001 }, () => good) } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.code).toBe('POLYNOMIAL_INPUT_INVALID');
    const notString = await submit({ payload: { polynomials: [good, 7] } });
    expect(notString.body.error.code).toBe('SUBMISSION_PAYLOAD_INVALID');
    expect(notString.body.error.details.fieldErrors[0]).toMatchObject({
      path: '/polynomials/1',
      code: 'TYPE_MISMATCH',
    });
    const extra = await submit({ payload: { polynomials: [good], claimedLabel: '24T5' } });
    expect(extra.body.error.details.fieldErrors[0]).toMatchObject({
      path: '/claimedLabel',
      code: 'ADDITIONAL_PROPERTY',
    });
    const meta = await submit({ payload: { polynomials: [good] }, meta: { description: 'd'.repeat(501) } });
    expect(meta.body.error.code).toBe('SUBMISSION_META_INVALID');
  });

  it('enforces both byte limits with 413 FILE_TOO_LARGE', async () => {
    const body = await submit({ payload: { polynomials: [line({ 0: 2, 1: 2 }, 'x'.repeat(1_000_000))] } });
    expect(body.status).toBe(413);
    expect(body.body.error).toMatchObject({ code: 'FILE_TOO_LARGE', details: { limit: 'maxBytes' } });
    // under maxBytes as text, but JSON escaping doubles every backslash: over maxRequestBytes
    const escaped = await submit({ payload: { polynomials: [line({ 0: 2, 1: 2 }, '\\'.repeat(700_000))] } });
    expect(escaped.status).toBe(413);
    expect(escaped.body.error).toMatchObject({
      code: 'FILE_TOO_LARGE',
      details: { limit: 'maxRequestBytes' },
    });
  });

  it('applies the participation gates (activeMember)', async () => {
    expect(
      (await submit({ payload: { polynomials: [line({ 0: 2, 1: 2 })] } }, 'newcomer')).body.error.code,
    ).toBe('ENROLL_REQUIRED');
    expect(
      (await submit({ payload: { polynomials: [line({ 0: 2, 1: 2 })] } }, 'unverified')).body.error.code,
    ).toBe('EMAIL_NOT_VERIFIED');
    const member = await submit({ payload: { polynomials: [line({ 0: 2, 1: 6 })] } }, 'member');
    expect(member.status).toBe(201);
    const bobSees = await call(sandbox, `${IGP}/submissions/${member.body.data.submissionId}`, {
      key: 'bob',
    });
    expect(bobSees.status).toBe(200);
    expect((await call(sandbox, `${IGP}/submissions/${member.body.data.submissionId}`)).status).toBe(404);
    expect((await call(sandbox, `${IGP}/submissions/batch/${member.body.data.batchId}`)).status).toBe(404);
  });
});

describe('IGP24 asynchronous verification', () => {
  it('queues, then accepts or rejects every index', async () => {
    const lines = [
      line({ 0: 2, 1: 2 }, 'poly_disc_primes=[2]'),
      line({ 0: -1 }),
      line({ 0: 2, 1: 2 }),
      line({ 0: 1, 1: 2, 2: 1, 12: 2, 13: 2 }),
    ];
    const res = await submit({ payload: { polynomials: lines }, meta: { description: 'async' } });
    expect(res.status).toBe(201);
    const d = res.body.data;
    expect(d).toMatchObject({
      kind: 'igp24-polynomial',
      submissionStatus: 'queued',
      queuedCount: 4,
      rejectedCount: 0,
      verifiedPolynomials: [],
      failedPolynomials: [],
      description: 'async',
    });
    expect(d.batchId).toMatch(/^batch_/);
    expect(d.queuedPolynomials).toEqual(
      [0, 1, 2, 3].map((polynomialIndex) => ({ polynomialIndex, status: 'queued' })),
    );
    const batch = await waitDone(d.batchId);
    expect(batch).toMatchObject({ batchId: d.batchId, submissionId: d.submissionId, status: 'done' });
    const [a, reducible, dup, square] = batch.items;
    expect(a).toMatchObject({
      polynomialIndex: 0,
      status: 'accepted',
      scoreable: true,
      // x^24 + 2x + 2, Eisenstein at 2 (PARI: nfdisc = disc f); its cofactor 53165777879 ·
      // 15924556660524315773 is not split by trial division, so the value is stated as a bound.
      discSource: 'mixed_disc',
      fieldDiscAbs: '10837870485757971821277186627921390862336',
    });
    expect(a.label).toBe(`24T${a.t}`);
    expect(typeof a.inBaseline).toBe('boolean');
    expect(dup).toEqual({ ...a, polynomialIndex: 2 });
    expect(reducible).toMatchObject({
      polynomialIndex: 1,
      status: 'rejected',
      reason: expect.stringContaining('REDUCIBLE'),
    });
    // (x^12 + x + 1)^2 is not squarefree
    expect(square).toMatchObject({
      polynomialIndex: 3,
      status: 'rejected',
      reason: expect.stringContaining('NOT_SQUAREFREE'),
    });
    const record = await labelRecord(a.label);
    expect(record.allowedR).toContain(a.r);
    expect(record.discoveredSignatures).toContain(a.r);
    const stored = await call(sandbox, `${IGP}/submissions/${d.submissionId}`);
    expect(
      stored.body.data.verifiedPolynomials.map((v: { polynomialIndex: number }) => v.polynomialIndex),
    ).toEqual([0, 2]);
    expect(
      stored.body.data.failedPolynomials.map((v: { polynomialIndex: number }) => v.polynomialIndex),
    ).toEqual([1, 3]);
    expect(stored.body.data.payload.queuedPolynomials).toEqual([]);
    expect(stored.body.data.batchId).toBeUndefined();
    const download = await call(sandbox, `${IGP}/submissions/${d.submissionId}/download`);
    expect(download.body).toBe(lines.join('\n'));
  });

  it('replays an idempotent IGP24 POST without a new batch', async () => {
    const body = { payload: { polynomials: [line({ 0: 2, 1: 10 })] }, idempotencyKey: 'igp-1' };
    const first = await submit(body);
    expect(first.status).toBe(201);
    const again = await submit(body);
    expect(again.status).toBe(200);
    expect(again.body.data.batchId).toBe(first.body.data.batchId);
    expect(again.body.data.submissionId).toBe(first.body.data.submissionId);
    const other = await submit({ ...body, payload: { polynomials: [line({ 0: 2, 1: 12 })] } });
    expect(other.status).toBe(422);
    expect(other.body.error.details.fieldErrors[0].path).toBe('/idempotencyKey');
  });

  it('batch reads are IGP24-only and team-scoped', async () => {
    expect((await call(sandbox, `${IGP}/submissions/batch/batch_nope`)).status).toBe(404);
    expect((await call(sandbox, `${IGP}/submissions/batch/batch_igp_tm0007_1`)).body.data.status).toBe(
      'done',
    );
    expect((await call(sandbox, `${IGP}/submissions/batch/batch_igp_tm0007_1`, { key: 'bob' })).status).toBe(
      404,
    );
    expect(
      (await call(sandbox, '/competitions/modular-arithmetic-challenge/submissions/batch/batch_igp_tm0007_1'))
        .status,
    ).toBe(404);
  });
});

describe('IGP24 daily cap (spec 8)', () => {
  it('allows 5 POSTs per UTC day, then 429 with Retry-After', async () => {
    const poly = { payload: { polynomials: [line({ 0: 3, 1: 3 })] } };
    for (let i = 1; i <= 5; i++) {
      const res = await submit(poly, 'igp24-rookie');
      expect(res.status).toBe(201);
      expect(res.headers.get('x-ratelimit-limit')).toBe('5');
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(5 - i));
    }
    const capped = await submit(poly, 'igp24-rookie');
    expect(capped.status).toBe(429);
    expect(capped.body.error.code).toBe('IGP24_SUBMISSION_RATE_LIMIT_EXCEEDED');
    const retry = Number(capped.headers.get('retry-after'));
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(Math.abs(retry - (midnight.getTime() - Date.now()) / 1000)).toBeLessThan(5);
    expect(capped.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(capped.headers.get('x-ratelimit-reset'))).toBe(midnight.getTime() / 1000);
    // other endpoints keep the per-account minute window
    const read = await call(sandbox, `${IGP}/submissions/mine`, { key: 'igp24-rookie' });
    expect(read.headers.get('x-ratelimit-limit')).toBe('600');
    // bad input still counts nothing and a capped team gets 429 first
    expect((await submit({ payload: { polynomials: [] } }, 'igp24-rookie')).status).toBe(429);
  });

  it('rises to 1000 once 5 distinct scoreable pairs are credited', async () => {
    // Five polynomials whose top-ranked groups give five different (t, r) pairs: 24T25000, 24T362
    // and 24T12489 with r = 2, 24T2729 with r = 0, 24T24970 with r = 4.
    const polynomials = [
      line({ 0: 2, 1: 2, 5: 2 }),
      line({ 0: -1, 12: 1 }),
      line({ 0: -1, 6: 1 }),
      line({ 0: 2, 12: 1 }),
      line({ 0: 1, 2: -5, 22: 1 }),
    ];
    const res = await submit({ payload: { polynomials } }, 'stage1-missing');
    expect(res.status).toBe(201);
    expect(res.headers.get('x-ratelimit-limit')).toBe('5');
    const batch = await waitDone(res.body.data.batchId, 'stage1-missing');
    const pairs = new Set(batch.items.map((i: { t: number; r: number }) => `${i.t}:${i.r}`));
    expect(pairs.size).toBe(5);
    const next = await submit({ payload: { polynomials: [polynomials[0]] } }, 'stage1-missing');
    expect(next.status).toBe(201);
    expect(next.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(next.headers.get('x-ratelimit-remaining')).toBe('998');
  });
});

describe('IGP24 verifier faults', () => {
  it('answers 503/504/502 by verifier mode', async () => {
    const body = { payload: { polynomials: [line({ 0: 5, 1: 5 })] } };
    for (const [mode, status, code] of [
      ['unavailable', 503, 'IGP24_VERIFY_UNAVAILABLE'],
      ['timeout', 504, 'IGP24_VERIFY_TIMEOUT'],
      ['failed', 502, 'IGP24_VERIFY_FAILED'],
    ] as const) {
      expect((await control('/igp24-verifier', { mode })).status).toBe(200);
      const res = await submit(body, 'carol');
      expect(res.status, mode).toBe(status);
      expect(res.body.error.code).toBe(code);
    }
    expect((await control('/igp24-verifier', { mode: 'ok' })).body.data.mode).toBe('ok');
    expect((await submit(body, 'carol')).status).toBe(201);
    expect((await control('/igp24-verifier', { mode: 'broken' })).status).toBe(400);
  });

  it('control endpoints need fault mode', async () => {
    expect((await control('/igp24-verifier', { mode: 'failed' }, unpublished)).status).toBe(404);
    expect((await control('/igp24-published', { published: true }, unpublished)).status).toBe(404);
  });
});

describe('IGP24 label progress (spec 2.6, 4.3)', () => {
  it('pages all 25,000 labels in 5 pages of 5000 without duplicates', async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    let lastT = 0;
    do {
      const q = `limit=5000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await call(sandbox, `${IGP}/labels/progress?${q}`);
      expect(res.status).toBe(200);
      if (pages === 0) {
        expect(res.headers.get('cache-control')).toBe('private, max-age=120');
        expect(res.body.data.meta.published).toBe(true);
        expect(typeof res.body.data.meta.publishedAt).toBe('string');
        expect(Number.isNaN(Date.parse(res.body.data.generatedAt))).toBe(false);
      }
      for (const l of res.body.data.labels) {
        expect(l.t).toBeGreaterThan(lastT);
        lastT = l.t;
        seen.add(l.label);
      }
      cursor = res.body.data.nextCursor;
      pages++;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(5);
    expect(seen.size).toBe(25_000);
    expect(seen.has('24T1') && seen.has('24T25000')).toBe(true);
  });

  it('label records are consistent', async () => {
    const res = await call(sandbox, `${IGP}/labels/progress?limit=5000&includeEmpty=false`);
    const labels = res.body.data.labels;
    expect(labels.length).toBeGreaterThan(2000);
    let allCount = 0;
    for (const l of labels) {
      expect(l.allowedR.length).toBeGreaterThan(0);
      expect([...l.allowedR].sort((a: number, b: number) => a - b)).toEqual(l.allowedR);
      for (const r of l.allowedR) expect(r % 2 === 0 && r >= 0 && r <= 24).toBe(true);
      if (l.allowedR.length === 13) allCount++;
      expect(l.discoveredSignatures.length).toBeGreaterThan(0);
      expect(
        [...l.discoveredSignatures, ...l.remainingSignatures].sort((a: number, b: number) => a - b),
      ).toEqual(l.allowedR);
      expect(l.teamCount).toBeGreaterThan(0);
      expect(l.minimumDiscAbs).toMatch(/^[1-9][0-9]*$/);
      expect(l.signatures.map((s: { r: number }) => s.r)).toEqual(l.allowedR);
      for (const s of l.signatures) {
        expect(s.discovered).toBe(l.discoveredSignatures.includes(s.r));
        expect(s.teamCount > 0).toBe(s.discovered);
        expect(s.minimumDiscAbs === null).toBe(!s.discovered);
      }
    }
    // allowedR comes from the group table: some groups allow every r (S24 does), most do not.
    expect(allCount).toBeGreaterThan(0);
    expect(allCount).toBeLessThan(labels.length / 2);
    expect(labels.find((l: { t: number }) => l.t === 25000)?.allowedR).toHaveLength(13);
  });

  it('filters by label and labels, and binds cursors to filters', async () => {
    const res = await call(sandbox, `${IGP}/labels/progress?label=24T9&label=24T3&labels=24T7,24T3`);
    expect(res.body.data.labels.map((l: { label: string }) => l.label)).toEqual(['24T3', '24T7', '24T9']);
    const paged = await call(sandbox, `${IGP}/labels/progress?labels=24T3,24T7,24T9&limit=2`);
    expect(paged.body.data.labels).toHaveLength(2);
    const next = await call(
      sandbox,
      `${IGP}/labels/progress?labels=24T3,24T7,24T9&limit=2&cursor=${paged.body.data.nextCursor}`,
    );
    expect(next.body.data.labels.map((l: { label: string }) => l.label)).toEqual(['24T9']);
    expect(next.body.data.nextCursor).toBeNull();
    const foreign = await call(
      sandbox,
      `${IGP}/labels/progress?limit=2&cursor=${paged.body.data.nextCursor}`,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('MALFORMED_BODY');
    const first = await call(sandbox, `${IGP}/labels/progress?limit=3&includeEmpty=false`);
    const changed = await call(
      sandbox,
      `${IGP}/labels/progress?limit=3&includeEmpty=true&cursor=${first.body.data.nextCursor}`,
    );
    expect(changed.status).toBe(400);
  });

  it('validates parameters', async () => {
    for (const q of ['limit=0', 'limit=5001', 'limit=abc', 'includeEmpty=yes', 'cursor=garbage']) {
      const res = await call(sandbox, `${IGP}/labels/progress?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.code).toBe('MALFORMED_BODY');
    }
    // A repeated parameter is a field failure (spec 7), even a boolean one.
    for (const q of [
      'label=T5',
      'label=24t5',
      'labels=24T5,foo',
      'label=24T0',
      'includeEmpty=true&includeEmpty=false',
    ]) {
      const res = await call(sandbox, `${IGP}/labels/progress?${q}`);
      expect(res.status, q).toBe(422);
      expect(res.body.error.code).toBe('RESOURCE_FIELD_INVALID');
    }
    expect((await call(sandbox, `${IGP}/labels/progress`, { key: 'no-scopes' })).status).toBe(403);
    expect((await call(sandbox, `${IGP}/labels/progress`)).body.data.labels).toHaveLength(100);
  });
});

describe('IGP24 remaining pairs (spec 2.6, 4.3)', () => {
  it('lists undiscovered allowed pairs ordered by t then r', async () => {
    const res = await call(sandbox, `${IGP}/remaining-pairs?limit=5000`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=120');
    const items = res.body.data.items as { label: string; t: number; r: number }[];
    expect(items).toHaveLength(5000);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(a.t < b.t || (a.t === b.t && a.r < b.r)).toBe(true);
    }
    const maxT = items[items.length - 1]!.t;
    const progress = await call(sandbox, `${IGP}/labels/progress?limit=${maxT}`);
    const expected: string[] = [];
    for (const l of progress.body.data.labels)
      for (const r of l.remainingSignatures) expected.push(`${l.label}:${r}`);
    expect(items.map((p) => `${p.label}:${p.r}`)).toEqual(expected.slice(0, 5000));
    const next = await call(sandbox, `${IGP}/remaining-pairs?limit=5000&cursor=${res.body.data.nextCursor}`);
    const n0 = next.body.data.items[0];
    const last = items[items.length - 1]!;
    expect(n0.t > last.t || (n0.t === last.t && n0.r > last.r)).toBe(true);
    expect((await call(sandbox, `${IGP}/remaining-pairs?limit=5001`)).status).toBe(400);
    expect((await call(sandbox, `${IGP}/remaining-pairs`)).body.data.items).toHaveLength(100);
  });
});

describe('IGP24 published flag', () => {
  it('igp24Published: false gives empty pages', async () => {
    const p = await call(unpublished, `${IGP}/labels/progress`);
    expect(p.status).toBe(200);
    expect(p.body.data).toMatchObject({
      labels: [],
      nextCursor: null,
      meta: { published: false, publishedAt: null },
    });
    const r = await call(unpublished, `${IGP}/remaining-pairs?cursor=anything`);
    expect(r.body.data).toMatchObject({
      items: [],
      nextCursor: null,
      meta: { published: false, publishedAt: null },
    });
  });

  it('POST /__sandbox/igp24-published toggles it', async () => {
    expect((await control('/igp24-published', { published: false })).status).toBe(200);
    const off = await call(sandbox, `${IGP}/labels/progress?limit=5`);
    expect(off.body.data.labels).toEqual([]);
    expect(off.body.data.meta.published).toBe(false);
    expect((await call(sandbox, `${IGP}/remaining-pairs`)).body.data.items).toEqual([]);
    await control('/igp24-published', { published: true });
    expect((await call(sandbox, `${IGP}/labels/progress?limit=5`)).body.data.labels).toHaveLength(5);
  });
});
