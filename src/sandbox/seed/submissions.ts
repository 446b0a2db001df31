import { DAY_MS } from '../config';
import type { NewSubmission } from '../db/submissions';
import { MODULAR, STAGE1, STAGE2 } from './library';
import type { Prng } from './prng';
import { teamId } from './teams';

const HASH_A = 'a3f1c9e07b4d2816c5e9f0a1b2c3d4e5f6a7b8c9';
const HASH_B = '0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e';
const HASH_C = '5c0ffee15badc0de0000111122223333deadbeef';

/**
 * Seeded formal entries, listed oldest first: inserting them in order with replacement gives
 * the documented current entries (`sub_s1_tm0007_old` is replaced by `sub_s1_tm0007`).
 */
export function seedSubmissions(rng: Prng, now: number): NewSubmission[] {
  const out: NewSubmission[] = [];
  let age = 30;
  const at = () => {
    age -= 0.5 + rng.next() * 2;
    return new Date(Math.round((now - age * DAY_MS) / 1000) * 1000).toISOString();
  };
  const add = (
    id: string,
    competitionId: string,
    kind: string,
    team: number,
    accountId: string,
    position: number,
    payload: Record<string, unknown>,
    meta: Record<string, unknown> | null,
    extra: { slot?: number; track?: string } = {},
  ) => {
    const ts = at();
    out.push({
      id,
      competitionId,
      ownerKey: teamId(team),
      accountId,
      kind,
      position,
      slot: extra.slot ?? null,
      track: extra.track ?? null,
      payload,
      meta,
      result: null,
      idempotencyKey: null,
      requestHash: null,
      createdAt: ts,
      updatedAt: ts,
    });
  };
  // Bob's Stage 1 entry is an "older record" whose meta is null (spec 2.4).
  add('sub_s1_tm0012', STAGE1, 'cheatsheet', 12, 'acc_bob', 1, { content: 'Counterexamples first.\n' }, null);
  add('sub_s1_tm0007_old', STAGE1, 'cheatsheet', 7, 'acc_alice', 1, { content: 'First attempt.\n' }, {});
  add(
    'sub_mod_tm0012_s1',
    MODULAR,
    'model-reference',
    12,
    'acc_bob',
    1,
    {
      modelName: 'bounded-search/modnet-small',
      commitHash: HASH_C,
    },
    {},
    { slot: 1 },
  );
  add(
    'sub_s1_tm0023',
    STAGE1,
    'cheatsheet',
    23,
    'acc_carol',
    1,
    { content: 'Kernels all the way down.\n' },
    {
      description: 'carol v1',
    },
  );
  add(
    'sub_s1_tm0007',
    STAGE1,
    'cheatsheet',
    7,
    'acc_alice',
    1,
    {
      content:
        'Magma implications: try the 2-element left-zero magma first.\nIf the law forces x ◇ y = x, everything follows.\n',
    },
    { description: 'second version', contributorNetworkItemId: 'cni_s1_0001' },
  );
  add(
    'sub_mod_tm0007_s1',
    MODULAR,
    'model-reference',
    7,
    'acc_alice',
    1,
    {
      modelName: 'modular-minds/modnet-base',
      commitHash: HASH_A,
    },
    { description: 'baseline' },
    { slot: 1 },
  );
  add(
    'sub_mod_tm0007_s3',
    MODULAR,
    'model-reference',
    7,
    'acc_alice',
    3,
    {
      modelName: 'modular-minds/modnet-large',
      commitHash: HASH_B,
    },
    {},
    { slot: 3 },
  );
  add(
    'sub_s2_tm0007_solo',
    STAGE2,
    'solver-participation',
    7,
    'acc_alice',
    1,
    {
      track: 'solo',
      modelId: 'gpt-oss-120b',
      solverCode: 'def solve (lhs rhs : String) : Option Bool := none\n',
    },
    {},
    { track: 'solo' },
  );
  add(
    'sub_s2_tm0007_marathon',
    STAGE2,
    'solver-participation',
    7,
    'acc_alice',
    2,
    {
      track: 'marathon',
      modelId: 'deepseek-v3.1',
      solverCode:
        '-- marathon solver\ndef solveAll (problems : List (String × String)) : List (Option Bool) :=\n  problems.map (fun _ => none)\n',
    },
    { description: 'marathon v1' },
    { track: 'marathon' },
  );
  return out;
}
