/**
 * The outbox checks what it writes: a request its op's schema refuses is never queued (nor an
 * edit or a joined edit that would make one), with the reason in words; an answer that is not its
 * op's result is said so; and what a delivered entry keeps (slim.ts) still reads back.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/core/api/apiError';
import { EventHub } from '../../../../src/core/events';
import { createLogger } from '../../../../src/core/log';
import { checkRequest, checkResult } from '../../../../src/core/outbox/check';
import { Outbox } from '../../../../src/core/outbox/outbox';
import { slimmed } from '../../../../src/core/outbox/slim';
import { openStore } from '../../../../src/core/store/db';
import { OutboxRepo } from '../../../../src/core/store/outbox';
import type { OutboxRequest } from '../../../../src/shared/contract';
import { OUTBOX_OPS, opOfMethod } from '../../../../src/shared/contracts/outbox';
import { tempDir } from '../../../helpers/tempDir';

const CONN = 'sandbox';
/** What each test opened, closed after it whether it passed or not. */
const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

/** An outbox on a fresh store, with no connection to send on (nothing here is sent). */
function outbox(): { repo: OutboxRepo; box: Outbox } {
  const { db } = openStore(join(tempDir('wb-outbox-check-'), 'workbench.db'));
  const repo = new OutboxRepo(db);
  const box = new Outbox({
    repo,
    connections: {
      activeConnectionId: CONN,
      getActive: () => Promise.reject(new Error('no connection in this test')),
    },
    events: new EventHub(),
    log: createLogger(null),
    isOnline: () => false,
  });
  opened.push(async () => {
    await box.close();
    db.close();
  });
  return { repo, box };
}

/** What `run` threw, as the outbox's error info. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (err) {
    if (err instanceof ApiError) return err.info;
    throw err;
  }
  throw new Error('it was not refused');
}

describe('a request its op’s schema refuses is never written', () => {
  it('enqueue: a run body holding the access token itself is refused, and nothing is queued', () => {
    const { repo, box } = outbox();
    const info = refusal(() =>
      box.enqueue(
        'playground.create',
        {
          competitionId: 'modular-arithmetic-challenge',
          kind: 'model-reference',
          body: { modelName: 'owner/model', hfToken: 'hf_secret' },
          hfTokenRef: null,
        },
        'Start a Playground run',
      ),
    );
    expect(info.code).toBe('INVALID_INPUT');
    expect(info.message).toBe(
      'The write was not queued: the request body.hfToken must not hold the access token (only its keychain reference is queued).',
    );
    expect(info.fieldErrors).toEqual([expect.objectContaining({ path: '/body/hfToken', code: 'CUSTOM' })]);
    expect(repo.recent(CONN)).toEqual([]);
  });

  it('enqueue: a submission whose payload is not an object of fields is refused', () => {
    const { repo, box } = outbox();
    const payload: unknown = JSON.parse('"just text"');
    const info = refusal(() =>
      box.enqueue(
        'submissions.submit',
        // A caller outside TypeScript's reach (the value came from JSON).
        { competitionId: 'igp24', body: JSON.parse(JSON.stringify({ payload })), idempotencyKey: 'k1' },
        'Submit to igp24',
      ),
    );
    expect(info.message).toBe(
      'The write was not queued: the request body.payload must be an object (not “just text”).',
    );
    expect(repo.recent(CONN)).toEqual([]);
  });

  it('edit and retry: a body that would not match is refused, and the refused entry keeps what it had', () => {
    const { repo, box } = outbox();
    const request: OutboxRequest = {
      op: 'submission.create',
      competitionId: 'modular-arithmetic-challenge',
      body: { payload: { modelName: 'owner/model' }, slot: 1 },
      idempotencyKey: 'k2',
    };
    const { id } = repo.insert(CONN, request, 'Submit');
    repo.markFailed(id, {
      code: 'SUBMISSION_SLOT_INVALID',
      message: 'no',
      status: 422,
      fieldErrors: [],
      retryAfterSec: null,
      rateLimit: null,
    });
    const info = refusal(() => box.edit(id, { slot: 'two' }));
    expect(info.message).toBe(
      'The write was not queued: the request body.slot must be a number (not “two”).',
    );
    expect(box.get(id)).toMatchObject({ status: 'failed', request });
  });

  it('a joined edit (coalesce) that would not match is refused, and the queued write is unchanged', () => {
    const { repo, box } = outbox();
    const request: OutboxRequest = {
      op: 'playground.run.create',
      competitionId: 'c',
      kind: 'cheatsheet',
      body: { cheatsheet: 'chs_1' },
      hfTokenRef: null,
    };
    const { id } = repo.insert(CONN, request, 'Start');
    const info = refusal(() => box.coalesce(() => true, { hfToken: 'hf_secret' }));
    expect(info.code).toBe('INVALID_INPUT');
    expect(repo.get(id)?.request).toEqual(request);
  });
});

describe('one table names each write twice: its contract method and its op', () => {
  it('every method queues one op, and the table says which', () => {
    const methods = Object.values(OUTBOX_OPS).map((spec) => spec.method);
    expect(new Set(methods).size).toBe(methods.length);
    expect(opOfMethod('submissions.submit')).toBe('submission.create');
    expect(opOfMethod('playground.create')).toBe('playground.run.create');
    expect(opOfMethod('cn.comments.delete')).toBe('cn.comment.delete');
    for (const [op, spec] of Object.entries(OUTBOX_OPS)) expect(opOfMethod(spec.method)).toBe(op);
  });
});

describe('answers are checked against their op’s result', () => {
  it('an answer without what the op promises is said so in words', () => {
    const missing = checkResult('playground.run.create', { status: 'pending' });
    expect(missing).toMatchObject({ ok: false, why: 'the platform’s answer runId is missing' });
    const wrong = checkResult('cn.comment.delete', { id: 'cmt_1' });
    expect(wrong).toMatchObject({ ok: false });
    expect(checkResult('playground.run.create', { runId: 'run_1', status: 'pending' })).toMatchObject({
      ok: true,
    });
  });
});

describe('a delivered entry keeps what still reads back', () => {
  const at = '2026-01-01T00:00:00.000Z';

  /** Queues `request`, records it done with `result`, slims it as the outbox does, reads it back. */
  function deliverAndSlim(request: OutboxRequest, result: unknown) {
    const { repo } = outbox();
    const { id } = repo.insert(CONN, request, 's');
    repo.markDone(id, result, null);
    const slim = slimmed(repo.get(id)!);
    const kept = checkRequest(slim.request, true);
    if (!kept.ok) throw new Error(kept.why);
    repo.slimDone(id, kept.value, slim.result);
    return { slim, back: repo.read(id) };
  }

  it('an inline publish lets its text go, keeps its hash, and still reads as delivered', () => {
    const request: OutboxRequest = {
      op: 'cn.publish',
      body: {
        competitionId: 'c',
        kind: 'cheatsheet',
        source: { from: 'inline', title: 'Orbits', content: 'Burnside' },
      },
    };
    expect(checkRequest(request)).toMatchObject({ ok: true });
    const item = {
      id: 'cni_1',
      publicCode: null,
      competitionId: 'c',
      kind: 'cheatsheet',
      title: 'Orbits',
      remark: null,
      author: { platformId: 'acc_1', displayName: null },
      favoriteCount: 0,
      viewerHasFavorited: false,
      publishedAt: at,
      content: 'Burnside',
    };
    const { slim, back } = deliverAndSlim(request, item);
    expect(JSON.stringify(back)).not.toContain('Burnside');
    expect(back).toMatchObject({ status: 'done', result: { id: 'cni_1' } });
    expect(back?.request?.op).toBe('cn.publish');
    // As a write to send, it is no longer a body the platform takes.
    expect(checkRequest(slim.request)).toMatchObject({ ok: false });
  });

  it('a library create and a submission read back without their text', () => {
    const create: OutboxRequest = {
      op: 'library.create',
      kind: 'cheatsheet',
      body: { title: 'T', content: 'secret text' },
    };
    const item = {
      id: 'chs_1',
      title: 'T',
      content: 'secret text',
      sourceContributorNetworkItemId: null,
      publishedContributorNetworkItemId: null,
      createdAt: at,
      updatedAt: at,
    };
    const submit: OutboxRequest = {
      op: 'submission.create',
      competitionId: 'igp24',
      body: { payload: { polynomials: ['1,0,1'] } },
      idempotencyKey: 'k',
    };
    const record = {
      submissionId: 'sub_1',
      competitionId: 'igp24',
      kind: 'igp24',
      payload: { polynomials: ['1,0,1'] },
      meta: null,
      createdAt: at,
      updatedAt: at,
    };
    for (const [request, result, id] of [
      [create, item, 'chs_1'],
      [submit, record, 'sub_1'],
    ] as const) {
      const { back } = deliverAndSlim(request, result);
      expect(JSON.stringify(back)).not.toMatch(/secret text|1,0,1/);
      expect(back?.status).toBe('done');
      expect(JSON.stringify(back?.result)).toContain(id);
    }
  });
});
