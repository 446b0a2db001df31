import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { competitionDetail, competitionList, participation } from '../../src/shared/api';
import { call, collectAll } from './helpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
const ALL = [
  'igp24',
  'lean-kernel-challenge',
  STAGE1,
  STAGE2,
  'modular-arithmetic-challenge',
  'sandbox-archive-2025',
];

describe('competitions (spec 2.2, 4.1)', () => {
  it('lists the six public competitions ordered by id, with summaries', async () => {
    const res = await call(sandbox, '/competitions');
    expect(res.status).toBe(200);
    expect(competitionList.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data.items.map((c: { id: string }) => c.id)).toEqual(ALL);
    expect(res.body.data.nextCursor).toBeNull();
    expect(Object.keys(res.body.data.items[0]).sort()).toEqual(
      ['capabilities', 'description', 'id', 'status', 'submissionKind', 'title'].sort(),
    );
    const paged = await collectAll(sandbox, '/competitions', 'participant', 4);
    expect(paged.pages).toBe(2);
    expect(paged.items.map((c) => c.id)).toEqual(ALL);
  });

  it.each(ALL)('detail of %s parses and is not cacheable', async (id) => {
    const res = await call(sandbox, `/competitions/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const parsed = competitionDetail.safeParse(res.body.data);
    expect(parsed.success).toBe(true);
    const d = res.body.data;
    expect(d.leaderboardPublished).toBe(d.capabilities.leaderboard);
    expect(d.submissionSpec.schema.additionalProperties).toBe(false);
    expect(d.submissionSpec.metaSchema.properties.description.maxLength).toBe(500);
  });

  it('publishes the documented submission specs', async () => {
    const get = async (id: string) => (await call(sandbox, `/competitions/${id}`)).body.data;
    const mod = await get('modular-arithmetic-challenge');
    expect(mod.submissionSpec).toMatchObject({
      kind: 'model-reference',
      permission: { teamRole: 'owner' },
      limits: { maxEntries: 3 },
    });
    expect(mod.submissionSpec.schema.required).toEqual(['modelName', 'commitHash']);
    expect(mod.submissionSpec.schema.properties.commitHash.pattern).toBe('^[0-9a-f]{40}$');
    const igp = await get('igp24');
    expect(igp.submissionSpec).toMatchObject({
      kind: 'igp24-polynomial',
      permission: { teamRole: 'activeMember' },
      limits: { maxBytes: 1_000_000, maxRequestBytes: 1_310_720, maxPolynomials: 1000 },
    });
    expect(igp.capabilities).toEqual({ playground: false, contributorNetwork: false, leaderboard: true });
    const s1 = await get(STAGE1);
    expect(s1.submissionSpec).toMatchObject({
      kind: 'cheatsheet',
      limits: { maxBytes: 10240, maxEntries: 1 },
    });
    expect(s1.submissionSpec.metaSchema.properties.contributorNetworkItemId).toBeDefined();
    const s2 = await get(STAGE2);
    expect(s2.submissionSpec.catalog.tracks.map((t: { id: string }) => t.id)).toEqual(['solo', 'marathon']);
    expect(s2.submissionSpec.schema.properties.track.enum).toEqual(['solo', 'marathon']);
    expect(s2.submissionSpec.schema.properties.modelId.enum).toEqual(
      s2.submissionSpec.catalog.models.map((m: { id: string }) => m.id),
    );
    const lean = await get('lean-kernel-challenge');
    expect(lean.capabilities).toEqual({ playground: true, contributorNetwork: true, leaderboard: false });
    expect(Date.parse(lean.submissionSpec.window.opensAt)).toBeGreaterThan(Date.now());
    const archive = await get('sandbox-archive-2025');
    expect(archive.status).toBe('closed');
    expect(Date.parse(archive.submissionSpec.window.closesAt)).toBeLessThan(Date.now());
  });

  it('answers 404 NOT_FOUND for unknown and draft competitions', async () => {
    for (const id of ['no-such-competition', 'sandbox-draft']) {
      for (const suffix of ['', '/me', '/leaderboard', '/leaderboard/me']) {
        const res = await call(sandbox, `/competitions/${id}${suffix}`);
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
    }
  });
});

describe('participation /me (spec 2.3)', () => {
  const me = async (key: string, id: string) => {
    const res = await call(sandbox, `/competitions/${id}/me`, { key });
    expect(res.status).toBe(200);
    expect(participation.safeParse(res.body.data).success).toBe(true);
    return res.body.data;
  };

  it.each(['modular-arithmetic-challenge', 'igp24', STAGE1, STAGE2])(
    'participant can submit to %s',
    async (id) => {
      expect(await me('participant', id)).toEqual({
        canSubmit: true,
        submitBlockedReason: null,
        enrolled: true,
        teamRole: 'owner',
        teamId: 'tm_0007',
      });
    },
  );

  it.each([
    ['unverified', STAGE1, 'EMAIL_NOT_VERIFIED'],
    ['unverified', 'igp24', 'EMAIL_NOT_VERIFIED'],
    ['newcomer', STAGE1, 'NOT_ENROLLED'],
    ['newcomer', 'lean-kernel-challenge', 'NOT_ENROLLED'],
    ['member', 'modular-arithmetic-challenge', 'NOT_TEAM_OWNER'],
    ['member', STAGE1, 'NOT_TEAM_OWNER'],
    ['member', STAGE2, 'NOT_TEAM_OWNER'],
    ['participant', 'lean-kernel-challenge', 'BEFORE_WINDOW'],
    ['bob', 'lean-kernel-challenge', 'BEFORE_WINDOW'],
    ['participant', 'sandbox-archive-2025', 'AFTER_WINDOW'],
    ['carol', 'sandbox-archive-2025', 'AFTER_WINDOW'],
  ])('%s on %s -> %s', async (key, id, reason) => {
    const data = await me(key, id);
    expect(data.canSubmit).toBe(false);
    expect(data.submitBlockedReason).toBe(reason);
  });

  it('member may submit where any active member may (igp24)', async () => {
    expect(await me('member', 'igp24')).toMatchObject({
      canSubmit: true,
      submitBlockedReason: null,
      teamRole: 'member',
      teamId: 'tm_0012',
    });
  });

  it('newcomer has no enrollment and no team', async () => {
    expect(await me('newcomer', 'igp24')).toEqual({
      canSubmit: false,
      submitBlockedReason: 'NOT_ENROLLED',
      enrolled: false,
      teamRole: null,
      teamId: null,
    });
  });
});
