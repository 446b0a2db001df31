/** Seeded teams: realistic names, some non-ASCII. Team IDs are `tm_` + the zero-padded number. */
export const TEAM_NAMES: readonly string[] = [
  'Residue Rangers',
  'Galois Gang',
  'Équipe Fermat',
  'The Lemma Collective',
  'Proof by Induction',
  'Σ-Algebraists',
  'Modular Minds',
  'Kernel Panic',
  'Über Primes',
  'Zeta Zeros',
  'Lean on Me',
  'Bounded Search',
  '数論の森',
  'Ramanujan’s Heirs',
  'Körper & Co.',
  'Лемма Гензеля',
  'Noether Normal Forms',
  'The Cheatsheet Society',
  'Niño Numbers',
  'Łukasiewicz Logic',
  'Hilbert’s Hotel',
  'Discriminant Divers',
  'Carol & the Kernels',
  'Abelian Grapes',
  'Monic Monks',
  'Chebotarev Chasers',
  'Θεώρημα Team',
  'Frobenius Friends',
  'Tactic Tacticians',
  'Symmetric Sirens',
  'Category Error',
  'Sylow Subgroupies',
  '代数小组',
  'Coq au Lean',
  'Peano Players',
  'The Ring Bearers',
  'Field Extension Office',
  'Smith Normal Form',
  'Dedekind Cuts',
  'Ordinal Outliers',
  'Unverified Unicorns',
  'Transitive Closure',
  'Cyclotomic Cyclists',
  'Møller Methods',
  'Inverse Galois Problem Solvers',
  'Ζήτα Λάμδα',
];

export function teamId(teamNumber: number): string {
  return `tm_${String(teamNumber).padStart(4, '0')}`;
}

/** Team memberships of the seeded accounts (team numbers are 1-based indexes into TEAM_NAMES). */
export const SEED_MEMBERSHIPS: readonly {
  accountId: string;
  teamNumber: number;
  role: 'owner' | 'member';
}[] = [
  { accountId: 'acc_alice', teamNumber: 7, role: 'owner' },
  { accountId: 'acc_bob', teamNumber: 12, role: 'owner' },
  { accountId: 'acc_member', teamNumber: 12, role: 'member' },
  { accountId: 'acc_carol', teamNumber: 23, role: 'owner' },
  { accountId: 'acc_unverified', teamNumber: 41, role: 'owner' },
];

/** Teams that never get a leaderboard entry or placement (standing with rank null). */
export const TEAMS_WITHOUT_ENTRIES: ReadonlySet<number> = new Set([41]);
