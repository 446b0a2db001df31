/**
 * A sweep as its screens and `runs sweep` show it: the plan kept at start, the race worked out
 * from the stored rows, each round's state (queued, running, ended, refused) and the cells where
 * the variants disagree. Only reads.
 */
import { isTerminalStatus } from '../../shared/api';
import type { SweepFlip, SweepRoundView, SweepSummary, SweepView } from '../../shared/contracts/sweeps';
import { type RaceCell, race } from '../../shared/sweeps/race';
import type { Outbox } from '../outbox/outbox';
import type { PlaygroundRepo } from '../store/playground';
import type { SweepRow, SweepsRepo } from '../store/sweeps';
import { roundCells } from './cells';
import { letter, planView, raceSettings, type StoredDefinition } from './stored';

export interface ViewDeps {
  repo: SweepsRepo;
  playground: PlaygroundRepo;
  outbox: Pick<Outbox, 'get'>;
}

const MAX_FLIPS = 200;

function flipsOf(def: StoredDefinition, variants: number, cells: readonly RaceCell[]): SweepFlip[] {
  const byKey = new Map<string, Array<boolean | null>>();
  for (const c of cells) {
    let answers = byKey.get(c.key);
    if (!answers) {
      answers = new Array<boolean | null>(variants).fill(null);
      byKey.set(c.key, answers);
    }
    answers[c.variant] = c.correct;
  }
  const out: SweepFlip[] = [];
  for (const [key, correct] of byKey) {
    const scored = correct.filter((c) => c !== null);
    if (!scored.includes(true) || !scored.includes(false)) continue;
    const [modelId, poolIndex, repeat] = key.split('|');
    const p = def.pool[Number(poolIndex)];
    out.push({
      problem: p ? `${p.problemSetId} #${p.index}` : `problem ${poolIndex}`,
      modelId: modelId!,
      repeat: Number(repeat),
      correct,
    });
    if (out.length >= MAX_FLIPS) break;
  }
  return out;
}

/** Whether a round's run start was refused, or is gone from the outbox (Resume queues it anew). */
function refused(deps: ViewDeps, entryId: number | null): boolean {
  if (entryId === null) return false;
  try {
    return deps.outbox.get(entryId).status === 'failed';
  } catch {
    return true;
  }
}

export function sweepView(sweep: SweepRow, deps: ViewDeps): SweepView {
  const def = JSON.parse(sweep.definition) as StoredDefinition;
  const variants = deps.repo.variants(sweep.id);
  const rounds = deps.repo.rounds(sweep.id);
  const allCells: RaceCell[] = [];
  const raceRounds = rounds.map((r) => {
    if (!r.runId) return { variants: r.variants, start: r.start, end: r.end };
    const key = { partition: sweep.partition, competitionId: sweep.competitionId, runId: r.runId };
    const stored = deps.playground.getRun(key);
    const ended = stored && isTerminalStatus(stored.run.status) && deps.playground.isComplete(key);
    if (!ended) return { variants: r.variants, start: r.start, end: r.end };
    const cells = roundCells(r, deps.playground.results(key));
    allCells.push(...cells);
    return { variants: r.variants, start: r.start, end: r.end, cells };
  });
  const state = race(raceSettings(def, variants.length), raceRounds);
  const roundViews: SweepRoundView[] = rounds.map((r, i) => {
    const state_: SweepRoundView['state'] = raceRounds[i]!.cells
      ? 'ended'
      : r.runId
        ? 'running'
        : refused(deps, r.entryId)
          ? 'refused'
          : 'queued';
    return {
      round: r.round,
      variants: r.variants,
      start: r.start,
      end: r.end,
      cells: r.variants.length * (r.end - r.start) * def.models.length * def.repeat,
      credits: r.credits,
      entryId: r.entryId,
      runId: r.runId,
      state: state_,
      dropped: state.standings.filter((s) => s.droppedAfter === r.round).map((s) => s.variant),
    };
  });
  return {
    id: sweep.id,
    competitionId: sweep.competitionId,
    name: sweep.name,
    createdAt: sweep.createdAt,
    status: sweep.status,
    pause: sweep.pause,
    plan: planView(sweep.competitionId, sweep.name, def, variants, null),
    standings: state.standings,
    rounds: roundViews,
    leader: state.leader,
    winner: state.winner,
    end: sweep.status === 'ended' ? state.end : null,
    next: sweep.status === 'ended' ? null : state.next,
    roundAlpha: state.roundAlpha,
    spentCredits: state.spentCredits,
    history: state.history,
    flips: flipsOf(def, variants.length, allCells),
  };
}

/** A sweep's line in the list, from its rows in the store alone: no result row is read. */
export function sweepSummary(sweep: SweepRow, deps: Pick<ViewDeps, 'repo'>): SweepSummary {
  const variants = deps.repo.variants(sweep.id);
  const { rounds, credits } = deps.repo.spentCredits(sweep.id);
  const def = JSON.parse(sweep.definition) as StoredDefinition;
  const won = sweep.winner === null ? undefined : variants[sweep.winner];
  return {
    id: sweep.id,
    competitionId: sweep.competitionId,
    name: sweep.name,
    createdAt: sweep.createdAt,
    status: sweep.status,
    variants: variants.length,
    rounds,
    spentCredits: credits,
    budgetCredits: def.budgetCredits,
    winner: won ? `${letter(won.position)}: ${won.label}` : null,
  };
}
