import type { CnItemRow } from '../db/cnItems';
import type { LeanProblemRow, LibraryItemRow } from '../db/library';

/** Stage IDs used by seeded library items and submissions. */
export const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
export const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
export const MODULAR = 'modular-arithmetic-challenge';

/**
 * Stand-in Contributor Network items (the CN itself is not implemented yet). Only these IDs are
 * accepted as `meta.contributorNetworkItemId`, and only when active, of the same competition and of
 * the matching kind (cheatsheet for Stage 1, solver-template for Stage 2).
 */
export const SEED_CN_ITEMS: readonly CnItemRow[] = [
  {
    id: 'cni_s1_0001',
    competitionId: STAGE1,
    kind: 'cheatsheet',
    status: 'active',
    authorAccountId: 'acc_alice',
    title: 'Magma implication heuristics',
  },
  {
    id: 'cni_s1_0002',
    competitionId: STAGE1,
    kind: 'cheatsheet',
    status: 'active',
    authorAccountId: 'acc_bob',
    title: 'Counterexample-first checklist',
  },
  {
    id: 'cni_s1_0003',
    competitionId: STAGE1,
    kind: 'cheatsheet',
    status: 'withdrawn',
    authorAccountId: 'acc_carol',
    title: 'Withdrawn cheatsheet',
  },
  {
    id: 'cni_s2_0001',
    competitionId: STAGE2,
    kind: 'solver-template',
    status: 'active',
    authorAccountId: 'acc_alice',
    title: 'Solo solver skeleton',
  },
  {
    id: 'cni_mod_0001',
    competitionId: MODULAR,
    kind: 'model-reference',
    status: 'active',
    authorAccountId: 'acc_bob',
    title: 'bounded-search/modnet-small',
  },
];

const SOLVER_SKELETON = `import Mathlib

/-- Decide an implication between two magma laws. -/
def solve (lhs rhs : String) : IO (Option Bool) := do
  -- try small finite magmas first
  let sizes := [2, 3, 4]
  for n in sizes do
    IO.println s!"checking magmas of size {n}"
  return none
`;

type SeedLibraryItem = Omit<LibraryItemRow, 'seq' | 'createdAt' | 'updatedAt'> & { ageDays: number };

/** Seeded private library items; inserted oldest first, so lists show them newest first. */
export const SEED_LIBRARY_ITEMS: readonly SeedLibraryItem[] = [
  {
    id: 'chs_alice_published',
    type: 'cheatsheet',
    accountId: 'acc_alice',
    title: 'Magma implication heuristics',
    body: 'If the left law forces a constant operation, every law follows.\nTry the 2-element left-zero magma first.\n',
    track: null,
    sourceCnItemId: null,
    publishedCnItemId: 'cni_s1_0001',
    ageDays: 20,
  },
  {
    id: 'chs_alice_draft',
    type: 'cheatsheet',
    accountId: 'acc_alice',
    title: 'Draft: associativity tricks',
    body: 'x ◇ (y ◇ z) = (x ◇ y) ◇ z — look for projections.\n',
    track: null,
    sourceCnItemId: 'cni_s1_0002',
    publishedCnItemId: null,
    ageDays: 5,
  },
  {
    id: 'chs_bob_notes',
    type: 'cheatsheet',
    accountId: 'acc_bob',
    title: 'Bob’s notes',
    body: 'Counterexamples first.\n',
    track: null,
    sourceCnItemId: null,
    publishedCnItemId: null,
    ageDays: 8,
  },
  {
    id: 'stp_alice_published',
    type: 'solver-template',
    accountId: 'acc_alice',
    title: 'Solo solver skeleton',
    body: SOLVER_SKELETON,
    track: 'solo',
    sourceCnItemId: null,
    publishedCnItemId: 'cni_s2_0001',
    ageDays: 15,
  },
  {
    id: 'stp_alice_marathon',
    type: 'solver-template',
    accountId: 'acc_alice',
    title: 'Marathon batch solver',
    body: SOLVER_SKELETON.replace('solve', 'solveAll'),
    track: 'marathon',
    sourceCnItemId: null,
    publishedCnItemId: null,
    ageDays: 3,
  },
  {
    id: 'stp_bob_solo',
    type: 'solver-template',
    accountId: 'acc_bob',
    title: 'Bob’s solver',
    body: SOLVER_SKELETON,
    track: 'solo',
    sourceCnItemId: null,
    publishedCnItemId: null,
    ageDays: 4,
  },
];

export const SEED_LEAN_PROBLEMS: readonly (Omit<LeanProblemRow, 'seq' | 'createdAt'> & {
  ageDays: number;
})[] = [
  {
    id: 'lpr_alice_comm',
    accountId: 'acc_alice',
    lhsName: 'Commutative',
    lhsText: 'x ◇ y = y ◇ x',
    rhsName: 'Equation43',
    rhsText: 'x ◇ (y ◇ z) = (x ◇ y) ◇ z',
    ageDays: 6,
  },
  {
    id: 'lpr_bob_idem',
    accountId: 'acc_bob',
    lhsName: 'Idempotent',
    lhsText: 'x = x ◇ x',
    rhsName: 'Trivial',
    rhsText: 'x = y',
    ageDays: 2,
  },
];
