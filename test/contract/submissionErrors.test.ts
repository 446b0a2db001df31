/**
 * The client against the sandbox for every refusal a submission or a library write can meet
 * (spec 4.2, 4.6, 5, 7), owner isolation, and the idempotency key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/core/api/client';
import { ApiError } from '../../src/core/api/errors';
import {
  createLibraryItem,
  deleteLibraryItem,
  getLibraryItem,
  updateLibraryItem,
} from '../../src/core/api/library';
import { listMine, submit } from '../../src/core/api/submissions';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
const MODREF = 'modular-arithmetic-challenge';
const HASH = 'b'.repeat(40);

let sb: TestSandbox;
const clients: ApiClient[] = [];
const as = (name: string) => {
  const c = new ApiClient({ baseUrl: sb.baseUrl, apiKey: sb.key(name), userAgent: 'test' });
  clients.push(c);
  return c;
};

async function code(p: Promise<unknown>): Promise<{ code: string; status: number | null; paths: string[] }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) {
      return { code: err.info.code, status: err.info.status, paths: err.info.fieldErrors.map((f) => f.path) };
    }
    throw err;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await sb.close();
});

describe('submit refusals', () => {
  it.each([
    ['unverified', STAGE1, 'EMAIL_NOT_VERIFIED', 403],
    ['newcomer', STAGE1, 'ENROLL_REQUIRED', 403],
    ['member', STAGE1, 'TEAM_OWNER_REQUIRED', 403],
    ['participant', 'lean-kernel-challenge', 'SUBMISSION_WINDOW_NOT_OPEN', 403],
    ['participant', 'sandbox-archive-2025', 'SUBMISSION_WINDOW_CLOSED', 403],
  ])('%s on %s: %s', async (key, competition, expected, status) => {
    const res = await code(submit(as(key), competition, { payload: { content: 'x' } }));
    expect(res).toMatchObject({ code: expected, status });
  });

  it('Stage 2 without Stage 1: COMPANION_COMPETITION_REQUIRED', async () => {
    const res = await code(
      submit(as('stage1-missing'), STAGE2, {
        payload: { track: 'solo', modelId: 'gpt-oss-120b', solverCode: 'theorem t : True := trivial' },
      }),
    );
    expect(res.code).toBe('COMPANION_COMPETITION_REQUIRED');
  });

  it('payload, meta and slot refusals point into the object the code names', async () => {
    const alice = as('participant');
    const payload = await code(
      submit(alice, MODREF, { payload: { modelName: 'noslash', commitHash: HASH } }),
    );
    expect(payload).toMatchObject({ code: 'SUBMISSION_PAYLOAD_INVALID', status: 422, paths: ['/modelName'] });
    const branch = await code(submit(alice, MODREF, { payload: { modelName: 'a/b', commitHash: 'main' } }));
    expect(branch.paths).toEqual(['/commitHash']);
    const meta = await code(
      submit(alice, STAGE1, { payload: { content: 'x' }, meta: { description: 'd'.repeat(501) } }),
    );
    expect(meta).toMatchObject({ code: 'SUBMISSION_META_INVALID', paths: ['/description'] });
    const slot = await code(
      submit(alice, MODREF, { payload: { modelName: 'a/b', commitHash: HASH }, slot: 4 }),
    );
    expect(slot.code).toBe('SUBMISSION_SLOT_INVALID');
  });

  it('an oversize body is FILE_TOO_LARGE; an unknown top-level field is MALFORMED_BODY', async () => {
    const alice = as('participant');
    const big = await code(submit(alice, STAGE1, { payload: { content: 'x'.repeat(10_241) } }));
    expect(big).toMatchObject({ code: 'FILE_TOO_LARGE', status: 413 });
    const unknown = await code(
      alice.request({
        method: 'POST',
        path: `/competitions/${STAGE1}/submissions`,
        body: { payload: { content: 'x' }, extra: true },
      }),
    );
    expect(unknown).toMatchObject({ code: 'MALFORMED_BODY', status: 400 });
  });

  it('the same idempotencyKey returns the original submission; a different body with it is refused', async () => {
    const alice = as('participant');
    const body = {
      payload: { modelName: 'alice/idem', commitHash: HASH },
      slot: 3,
      idempotencyKey: 'key-123',
    };
    const first = (await submit(alice, MODREF, body)).data;
    const again = (await submit(alice, MODREF, body)).data;
    expect(again.submissionId).toBe(first.submissionId);
    const inSlot3 = (await listMine(alice, MODREF)).data.items.filter((s) => s.slot === 3);
    expect(inSlot3).toHaveLength(1);
    const reused = await code(
      submit(alice, MODREF, { ...body, payload: { modelName: 'alice/other', commitHash: HASH } }),
    );
    expect(reused).toMatchObject({ code: 'RESOURCE_FIELD_INVALID', paths: ['/idempotencyKey'] });
  });
});

describe('library refusals and owner isolation', () => {
  it('published items are locked', async () => {
    const alice = as('participant');
    expect(
      (await code(updateLibraryItem(alice, 'cheatsheet', 'chs_alice_published', { content: 'x' }))).code,
    ).toBe('CHEATSHEET_LOCKED');
    expect((await code(deleteLibraryItem(alice, 'solver-template', 'stp_alice_published'))).code).toBe(
      'SOLVER_TEMPLATE_LOCKED',
    );
  });

  it('Lean source the parser refuses is LEAN_SOURCE_INVALID at the field', async () => {
    const res = await code(
      createLibraryItem(as('participant'), 'solver-template', { title: 't', solverCode: '/- never closed' }),
    );
    expect(res).toMatchObject({ code: 'LEAN_SOURCE_INVALID', status: 422, paths: ['/solverCode'] });
    const problem = await code(
      createLibraryItem(as('participant'), 'lean-problem', { lhsText: 'x ◇', rhsText: 'y' }),
    );
    expect(problem.code).toBe('LEAN_SOURCE_INVALID');
  });

  it("another account sees none of alice's items", async () => {
    const bob = as('bob');
    for (const [kind, id] of [
      ['cheatsheet', 'chs_alice_draft'],
      ['solver-template', 'stp_alice_marathon'],
      ['lean-problem', 'lpr_alice_comm'],
    ] as const) {
      expect((await code(getLibraryItem(bob, kind, id))).code).toBe('NOT_FOUND');
    }
    expect((await code(updateLibraryItem(bob, 'cheatsheet', 'chs_alice_draft', { content: 'x' }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('a key without playground scopes cannot read the library', async () => {
    const res = await code(getLibraryItem(as('reader'), 'cheatsheet', 'chs_alice_draft'));
    expect(res).toMatchObject({ code: 'API_KEY_SCOPE_DENIED' });
  });
});
