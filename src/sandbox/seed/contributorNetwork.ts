import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { DAY_MS, SANDBOX_SEED } from '../config';
import {
  BENCHMARK_ACTIVITY,
  LEAN_COMPETITION,
  MODULAR,
  STAGE1,
  STAGE2,
} from '../contributorNetwork/constants';
import { formatPublicCode } from '../contributorNetwork/publicCode';
import type { PackageMeta } from '../contributorNetwork/views';
import {
  type CnItem,
  type CnKind,
  insertBenchmarkResult,
  insertComment,
  setAccountAvatar,
  setFavorite,
  upsertCnItem,
} from '../db/cnNetwork';
import type { Db } from '../db/open';
import { Prng } from './prng';

/** Seeded authors; four have avatars (inline SVG data URLs: no external hosts), the rest none. */
const AUTHORS = [
  'acc_alice',
  'acc_bob',
  'acc_carol',
  'acc_member',
  'acc_rookie',
  'acc_stage1missing',
] as const;
const AVATAR_COLORS: Record<string, string> = {
  acc_alice: '#7c3aed',
  acc_bob: '#0891b2',
  acc_carol: '#ca8a04',
  acc_member: '#16a34a',
};

function avatar(color: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/><text x="16" y="21" font-size="14" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const TOPICS = [
  'left-zero magmas',
  'projection laws',
  'idempotent operations',
  'commutative shortcuts',
  'constant operations',
  'finite counterexamples',
  'rewriting chains',
  'orbit arguments',
  'linear models over Z/3',
  'translation invariance',
];
const ADJECTIVES = ['Quick', 'Careful', 'Greedy', 'Layered', 'Minimal', 'Annotated', 'Robust', 'Compact'];
const NOUNS = ['checklist', 'heuristics', 'playbook', 'notes', 'primer', 'recipes', 'field guide'];
const REMARKS = [
  null,
  'Improves recall on hard cases.',
  'Shorter, same accuracy.',
  'Work in progress.',
  'Tuned for hard3.',
];

/** Items with fixed IDs and text that the contract tests rely on (docs/sandbox.md). */
const FIXED_TEXT: Record<string, { title: string; remark: string | null; body: string }> = {
  cni_s1_0001: {
    title: 'Magma implication heuristics',
    remark: 'Start here',
    body: 'If the left law forces a constant operation, every law follows.\nUse the Traskian substitution before searching models.\n',
  },
  cni_s1_0002: { title: 'Counterexample-first checklist', remark: null, body: 'Counterexamples first.\n' },
  cni_s1_0003: {
    title: 'Withdrawn cheatsheet',
    remark: 'Withdrawn by its author',
    body: 'Traskian substitution, old version (withdrawn; never searchable).\n',
  },
};

function leanSource(name: string, topic: string): string {
  return `import Mathlib\n\n/-- ${topic} -/\ndef ${name} (lhs rhs : String) : IO (Option Bool) := do\n  let sizes := [2, 3, 4]\n  for n in sizes do\n    IO.println s!"checking magmas of size {n}"\n  return none\n`;
}

/** A Lean kernel package: gzip of a JSON workspace; its hash is taken from the exact bytes. */
function leanPackage(rng: Prng, n: number): { meta: PackageMeta; bytes: Buffer } {
  const problemId = `lkc-p${String((n % 5) + 1).padStart(2, '0')}`;
  const files = [
    { path: 'lakefile.lean', text: 'import Lake\nopen Lake DSL\n\npackage kernel where\n' },
    { path: 'Kernel/Basic.lean', text: `-- kernel package ${n}\ntheorem step_${n} : True := trivial\n` },
    {
      path: 'Kernel/Solution.lean',
      text: `-- solves ${problemId}\ndef reduceKernel${n} : Nat → Nat := fun k => k * ${n + 2}\n`,
    },
  ];
  const workspace = JSON.stringify({ manifestVersion: '1', files });
  const bytes = gzipSync(Buffer.from(workspace), { level: 9 });
  const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
  return {
    bytes,
    meta: {
      problemId,
      approvedRevision: `rev-${rng.digits(6)}`,
      solutionRevision: rng.int(1, 12),
      executionSnapshotId: rng.chance(0.7) ? `snap_${rng.digits(8)}` : null,
      templateVersion: '2026.10.1',
      toolchainVersion: 'leanprover/lean4:v4.22.0',
      manifestVersion: '1',
      workspaceSha256: sha(workspace),
      workspaceSizeBytes: files.reduce((s, f) => s + Buffer.byteLength(f.text, 'utf8'), 0),
      packageFilename: `kernel-package-${n}.json.gz`,
      packageFileCount: files.length,
      packageSizeBytes: bytes.length,
      packageSha256: sha(bytes),
      artifactExcerpt: rng.chance(0.6) ? `reduceKernel${n} 7 = ${7 * (n + 2)}` : null,
      files,
    },
  };
}

interface Plan {
  competitionId: string;
  kind: CnKind;
  count: number;
  stems: string[];
}

const PLANS: Plan[] = [
  {
    competitionId: STAGE1,
    kind: 'cheatsheet',
    count: 130,
    stems: ['cni_s1_0001', 'cni_s1_0002', 'cni_s1_0003'],
  },
  { competitionId: STAGE2, kind: 'solver-template', count: 90, stems: ['cni_s2_0001'] },
  { competitionId: MODULAR, kind: 'model-reference', count: 60, stems: ['cni_mod_0001'] },
  { competitionId: LEAN_COMPETITION, kind: 'lean-kernel-package', count: 30, stems: [] },
];

/**
 * The Contributor Network: ~310 items across four competitions and kinds, fork chains (one fixed
 * chain `cni_s1_chain_0` … `_5` with a branch), favorites, comment threads with soft-deleted
 * comments, Lean kernel packages, and CN-BMK-001 results for two models on hard3. The five
 * stand-in items seeded earlier keep their IDs and are completed here. Deterministic.
 */
export function seedContributorNetwork(db: Db, now: number): void {
  const rng = new Prng(`${SANDBOX_SEED}:seed:contributor-network`);
  const at = (ageHours: number) =>
    new Date(Math.round((now - ageHours * 3_600_000) / 1000) * 1000).toISOString();
  for (const [id, color] of Object.entries(AVATAR_COLORS))
    setAccountAvatar(db, id, avatar(color, id[4]!.toUpperCase()));

  const usedCodes = new Set<string>();
  const codeFor = (competitionId: string, track: string | null) => {
    for (;;) {
      const code = formatPublicCode(competitionId, track, rng.int(100_000, 999_999));
      if (!usedCodes.has(code)) {
        usedCodes.add(code);
        return code;
      }
    }
  };
  const all: CnItem[] = [];
  for (const plan of PLANS) {
    const ofPlan: CnItem[] = [];
    for (let n = 0; n < plan.count; n++) {
      const fixedId = plan.stems[n];
      const id = fixedId ?? `cni_${plan.kind.replace(/-/g, '')}_${String(n).padStart(4, '0')}`;
      // Oldest first; every seventh item shares the previous timestamp so ties exercise the ID order.
      const age = (plan.count - n) * 20 + (n % 7 === 0 && n > 0 ? 20 : 0);
      const topic = rng.pick(TOPICS);
      const author =
        fixedId === 'cni_s1_0001' || fixedId === 'cni_s2_0001'
          ? 'acc_alice'
          : fixedId === 'cni_s1_0002' || fixedId === 'cni_mod_0001'
            ? 'acc_bob'
            : fixedId === 'cni_s1_0003'
              ? 'acc_carol'
              : rng.pick(AUTHORS);
      const track =
        plan.kind === 'solver-template' ? (fixedId ? 'solo' : rng.pick(['solo', 'marathon'])) : null;
      const parent = n > 3 && ofPlan.length > 0 && rng.chance(0.3) ? rng.pick(ofPlan) : null;
      const fixed = fixedId ? FIXED_TEXT[fixedId] : undefined;
      let title = fixed?.title ?? `${rng.pick(ADJECTIVES)} ${topic} ${rng.pick(NOUNS)}`;
      let body: string | null = null;
      let modelName: string | null = null;
      let commitHash: string | null = null;
      let pkg: { meta: PackageMeta; bytes: Buffer } | null = null;
      if (plan.kind === 'cheatsheet') {
        body =
          fixed?.body ??
          `# ${title}\n\nFocus on ${topic}.\nThen check ${rng.pick(TOPICS)} and ${rng.pick(TOPICS)}.\n`;
      } else if (plan.kind === 'solver-template') {
        if (fixedId) title = 'Solo solver skeleton';
        body = leanSource(`solve${n}`, topic);
      } else if (plan.kind === 'model-reference') {
        modelName = fixedId
          ? 'bounded-search/modnet-small'
          : `${rng.pick(['modlab', 'residue-ai', 'crt-team'])}/modnet-${n}`;
        commitHash = createHash('sha1').update(`${id}:commit`).digest('hex');
        title = modelName;
      } else {
        pkg = leanPackage(rng, n);
        title = `Kernel package for ${pkg.meta.problemId} (${rng.pick(ADJECTIVES).toLowerCase()})`;
      }
      const item: CnItem = {
        id,
        competitionId: plan.competitionId,
        kind: plan.kind,
        status: fixedId === 'cni_s1_0003' || (!fixedId && n % 41 === 40) ? 'withdrawn' : 'active',
        authorAccountId: author,
        title,
        publicCode: codeFor(plan.competitionId, track),
        remark: fixed ? fixed.remark : rng.pick(REMARKS),
        track,
        modelId:
          plan.kind === 'solver-template'
            ? rng.pick(['gpt-oss-120b', 'qwen3-235b-a22b', 'deepseek-v3.1'])
            : null,
        body,
        modelName,
        commitHash,
        parentId: fixedId ? null : (parent?.id ?? null),
        publishedAt: at(age),
        sourceLibraryId:
          fixedId === 'cni_s1_0001'
            ? 'chs_alice_published'
            : fixedId === 'cni_s2_0001'
              ? 'stp_alice_published'
              : null,
        packageJson: pkg ? JSON.stringify(pkg.meta) : null,
        packageBytes: pkg ? pkg.bytes : null,
      };
      ofPlan.push(item);
    }
    all.push(...ofPlan);
  }
  // A fixed fork chain six levels deep with a branch at level 2 (cheatsheets, Stage 1).
  for (let level = 0; level < 6; level++) {
    all.push(
      chainItem(
        `cni_s1_chain_${level}`,
        level === 0 ? null : `cni_s1_chain_${level - 1}`,
        level,
        at,
        codeFor,
      ),
    );
  }
  all.push(chainItem('cni_s1_chain_2b', 'cni_s1_chain_2', 3, at, codeFor));
  for (const item of all) upsertCnItem(db, item);

  // Favorites, comments and benchmark results.
  const accounts = [...AUTHORS, 'acc_newcomer', 'acc_unverified'];
  for (const item of all) {
    for (const acc of accounts) if (rng.chance(0.15)) setFavorite(db, item.id, acc, true, item.publishedAt);
    const comments = item.id === 'cni_s1_0001' ? 30 : rng.chance(0.4) ? rng.int(1, 6) : 0;
    for (let c = 0; c < comments; c++) {
      insertComment(db, {
        id: `cmt_${item.id}_${String(c).padStart(2, '0')}`,
        itemId: item.id,
        accountId: rng.pick(accounts),
        body: `${rng.pick(['Nice idea', 'Did this help on hard3?', 'Forked it, thanks', 'Typo in line 2'])} (#${c + 1})`,
        createdAt: new Date(Date.parse(item.publishedAt) + (c + 1) * 600_000).toISOString(),
        deletedAt:
          c % 5 === 3 ? new Date(Date.parse(item.publishedAt) + (c + 2) * 600_000).toISOString() : null,
      });
    }
  }
  let r = 0;
  for (const item of all) {
    if (
      item.kind !== 'cheatsheet' ||
      item.id.startsWith('cni_s1_chain') ||
      (item.status === 'active' && rng.chance(0.35))
    )
      continue;
    const perModel = BENCHMARK_ACTIVITY.models.map((modelId) => {
      const scoredTotal = 200;
      const scoredCorrect = rng.int(90, 190);
      return {
        modelId,
        accuracy: scoredCorrect / scoredTotal,
        scoredCorrect,
        scoredTotal,
        f1Score: Math.round(rng.next() * 1000) / 1000,
        parseSuccessRate: Math.round((0.9 + rng.next() * 0.1) * 1000) / 1000,
        totalCostUsd: Math.round(rng.next() * 500) / 100,
        meanElapsedSeconds: null,
      };
    });
    insertBenchmarkResult(db, {
      id: `bmr_${String(r++).padStart(4, '0')}`,
      activityId: BENCHMARK_ACTIVITY.id,
      itemId: item.id,
      problemSet: 'hard3',
      perModelJson: JSON.stringify(perModel),
      completedAt: new Date(Date.parse(item.publishedAt) + DAY_MS / 4).toISOString(),
    });
  }
}

function chainItem(
  id: string,
  parentId: string | null,
  level: number,
  at: (h: number) => string,
  codeFor: (c: string, t: string | null) => string,
): CnItem {
  return {
    id,
    competitionId: STAGE1,
    kind: 'cheatsheet',
    status: 'active',
    authorAccountId: level % 2 === 0 ? 'acc_carol' : 'acc_bob',
    title: `Lineage cheatsheet, generation ${level}${id.endsWith('b') ? ' (branch)' : ''}`,
    publicCode: codeFor(STAGE1, null),
    remark: parentId ? `Refines generation ${level - 1}.` : 'The root of the lineage chain.',
    track: null,
    modelId: null,
    body: `Generation ${level}: refine the previous checklist.\n`,
    modelName: null,
    commitHash: null,
    parentId,
    publishedAt: at(48 - level * 5),
    sourceLibraryId: null,
    packageJson: null,
    packageBytes: null,
  };
}
