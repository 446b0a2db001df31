import { allCredits, compareDecimal } from '../db/igp24Credits';
import type { Db } from '../db/open';
import { ALL_R, allowedR, LABEL_COUNT, labelOf } from './labels';

interface PairAgg {
  teams: number;
  minDisc: string;
}

interface LabelAgg {
  teams: Set<string>;
  minDisc: string;
  pairs: Map<number, PairAgg>;
}

/** Credits aggregated per label and signature; rebuilt when the credit version changes. */
export class ProgressAggregate {
  private version = -1;
  private byT = new Map<number, LabelAgg>();
  private discovered: number[] = [];

  constructor(private readonly db: Db) {}

  refresh(version: number): this {
    if (version === this.version) return this;
    const byT = new Map<number, LabelAgg>();
    const pairOwners = new Map<string, Set<string>>();
    for (const c of allCredits(this.db)) {
      if (!allowedR(c.t).includes(c.r)) continue;
      let label = byT.get(c.t);
      if (!label) {
        label = { teams: new Set(), minDisc: c.discAbs, pairs: new Map() };
        byT.set(c.t, label);
      }
      label.teams.add(c.ownerKey);
      if (compareDecimal(c.discAbs, label.minDisc) < 0) label.minDisc = c.discAbs;
      const key = `${c.t}:${c.r}`;
      const owners = pairOwners.get(key) ?? new Set<string>();
      owners.add(c.ownerKey);
      pairOwners.set(key, owners);
      const pair = label.pairs.get(c.r);
      if (!pair) label.pairs.set(c.r, { teams: owners.size, minDisc: c.discAbs });
      else {
        pair.teams = owners.size;
        if (compareDecimal(c.discAbs, pair.minDisc) < 0) pair.minDisc = c.discAbs;
      }
    }
    this.byT = byT;
    this.discovered = [...byT.keys()].sort((a, b) => a - b);
    this.version = version;
    return this;
  }

  isDiscovered(t: number): boolean {
    return this.byT.has(t);
  }

  discoveredTs(): readonly number[] {
    return this.discovered;
  }

  pairDiscovered(t: number, r: number): boolean {
    return this.byT.get(t)?.pairs.has(r) ?? false;
  }

  /** Label progress record (spec 2.6). */
  record(t: number) {
    const agg = this.byT.get(t);
    const allowed = allowedR(t);
    const discoveredSignatures: number[] = [];
    const remainingSignatures: number[] = [];
    const signatures = allowed.map((r) => {
      const pair = agg?.pairs.get(r);
      (pair ? discoveredSignatures : remainingSignatures).push(r);
      return {
        r,
        teamCount: pair?.teams ?? 0,
        minimumDiscAbs: pair?.minDisc ?? null,
        discovered: pair !== undefined,
      };
    });
    return {
      label: labelOf(t),
      t,
      allowedR: [...allowed],
      teamCount: agg?.teams.size ?? 0,
      minimumDiscAbs: agg?.minDisc ?? null,
      discoveredSignatures,
      remainingSignatures,
      signatures,
    };
  }
}

export { ALL_R, LABEL_COUNT };
