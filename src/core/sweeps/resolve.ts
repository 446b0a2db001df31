/**
 * From a sweep's definition to what it will run: the variants' texts (versions kept here, texts,
 * or a template's slots expanded), the models' credit rate, the problem order and the price. Reads
 * only (cache-first), so the plan can be shown offline from what was read before.
 */

import type { ProblemSetDetail } from '../../shared/api/playground';
import type { Cached } from '../../shared/contract';
import type { PlaygroundModels } from '../../shared/contracts/playground';
import type { SweepDefinition, SweepPlanView } from '../../shared/contracts/sweeps';
import { rngFor, shuffledIndexes } from '../../shared/rng';
import { expandSlots } from '../../shared/sweeps/slots';
import { ApiError, localError } from '../api/errors';
import { sha256Hex } from '../sha256';
import type { VariantRow } from '../store/sweeps';
import type { VersionsRepo } from '../store/versions';
import { DEFAULT_FIRST_SLICE, letter, type PoolProblem, planView, type StoredDefinition } from './stored';

export interface ResolveDeps {
  partition: string;
  versions: Pick<VersionsRepo, 'version'>;
  models: (competitionId: string) => Promise<Cached<PlaygroundModels>>;
  problemSet: (competitionId: string, problemSetId: string) => Promise<Cached<ProblemSetDetail>>;
  dollarsPerCell: (models: readonly string[]) => number | null;
}

export interface Resolved {
  plan: SweepPlanView;
  stored: StoredDefinition;
  variants: VariantRow[];
}

/** The data of a cached read, or its error: a plan needs the models and the problems. */
function dataOf<T>(res: Cached<T>, what: string): T {
  if (res.data !== null) return res.data;
  if (res.error) throw new ApiError(res.error);
  throw localError('NETWORK_UNREACHABLE', `The ${what} have not been read yet; connect once to read them.`);
}

function variantsOf(def: SweepDefinition, deps: ResolveDeps): VariantRow[] {
  const out: VariantRow[] = [];
  const add = (label: string, text: string, origin: VariantRow['origin']) =>
    out.push({
      position: out.length,
      label,
      text,
      sha256: sha256Hex(text),
      origin,
      createEntry: null,
      cheatsheetId: null,
    });
  for (const source of def.variants) {
    if ('version' in source) {
      const { cheatsheetId, sha256 } = source.version;
      const found = deps.versions.version(deps.partition, 'cheatsheet', sha256, cheatsheetId);
      if (!found) {
        throw localError(
          'INVALID_INPUT',
          `Version ${sha256.slice(0, 12)} of cheatsheet ${cheatsheetId} is not kept on this computer; pick one from its history.`,
        );
      }
      add(
        source.label ?? `${found.version.title ?? cheatsheetId} · ${sha256.slice(0, 7)}`,
        found.text,
        JSON.stringify(source.version),
      );
    } else if ('text' in source) {
      add(source.label ?? `Variant ${letter(out.length)}`, source.text, null);
    } else {
      let expanded: ReturnType<typeof expandSlots>;
      try {
        expanded = expandSlots(source.template, source.slots);
      } catch (err) {
        throw localError('INVALID_INPUT', (err as Error).message);
      }
      for (const v of expanded) add(v.label, v.text, null);
    }
  }
  return out;
}

function refusalOf(
  plan: SweepPlanView,
  variants: readonly VariantRow[],
  unknownModels: string[],
): string | null {
  if (variants.length > 16) return `The sweep has ${variants.length} variants; at most 16 can race at once.`;
  if (variants.length < 2) return 'A sweep needs at least two different variants to race.';
  const seen = new Map<string, number>();
  for (const v of variants) {
    const twin = seen.get(v.sha256);
    if (twin !== undefined)
      return `Variants ${letter(twin)} and ${letter(v.position)} are the same text; a race between them would never end.`;
    seen.set(v.sha256, v.position);
  }
  if (unknownModels.length > 0) return `This competition has no model "${unknownModels[0]}".`;
  if (plan.pool === 0)
    return 'The chosen problem sets have no equation problems: sweeps race cheatsheets on Stage 1 problems.';
  if (plan.creditRate <= 0) return 'The models list gives no credit rate, so the budget cannot be kept.';
  if (!plan.cost.firstRound.affordable) {
    return `The first round alone (every variant on ${Math.min(plan.firstSlice, plan.pool)} problems) costs ${plan.cost.firstRound.credits} credits, more than the budget of ${plan.budgetCredits}. Raise the budget, or pick fewer variants, models or repeats.`;
  }
  return null;
}

export async function resolveSweep(def: SweepDefinition, deps: ResolveDeps): Promise<Resolved> {
  const variants = variantsOf(def, deps);
  const models = dataOf(await deps.models(def.competitionId), 'models');
  const known = new Set(models.items.map((m) => m.id));
  const unknownModels = def.models.filter((m) => !known.has(m));
  const problems: PoolProblem[] = [];
  for (const setId of def.problemSets) {
    const set = dataOf(await deps.problemSet(def.competitionId, setId), 'problem sets');
    for (const item of set.items) {
      if (typeof item.index === 'number' && typeof item.equation1 === 'string')
        problems.push({ problemSetId: setId, index: item.index });
    }
  }
  const seed = def.seed ?? Math.floor(Math.random() * 2 ** 31);
  const order = shuffledIndexes(rngFor(seed, 0), problems.length);
  const stored: StoredDefinition = {
    models: def.models,
    problemSets: def.problemSets,
    repeat: def.repeat ?? 1,
    firstSlice: def.firstSlice ?? DEFAULT_FIRST_SLICE,
    budgetCredits: def.budgetCredits,
    confidence: def.confidence,
    seed,
    creditRate: models.creditRate,
    dollarsPerCell: deps.dollarsPerCell(def.models),
    pool: order.map((i) => problems[i]!),
  };
  const plan = planView(def.competitionId, def.name, stored, variants, null);
  return { plan: { ...plan, refusal: refusalOf(plan, variants, unknownModels) }, stored, variants };
}
