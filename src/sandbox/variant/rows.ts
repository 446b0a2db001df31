/**
 * Leaderboard, standing, placement and search rows under other field names than the default
 * mode's (spec 4.1 shows none of them): a position, a nested team, points.
 */
type Row = Record<string, unknown>;

/** `tm_0007` → 7; the variant names teams by a public number and a label, not by an ID. */
function team(id: unknown, name: unknown): { number: number; label: unknown } | null {
  if (typeof id !== 'string') return null;
  return { number: Number(id.replace(/^\D+/, '')), label: name ?? null };
}

export function leaderboardRow(r: Row): Row {
  const out: Row = { position: r.rank, team: team(r.teamId, r.teamName), points: r.score };
  if ('pairsFound' in r) out.pairs = r.pairsFound;
  if ('bestLabel' in r) out.bestGroup = r.bestLabel;
  if ('entries' in r) out.entryCount = r.entries;
  out.lastEntryAt = r.lastSubmissionAt;
  return out;
}

export function placementRow(r: Row): Row {
  const out: Row = {
    position: r.rank,
    group: r.label,
    groupIndex: r.t,
    realRoots: r.r,
    discriminantAbs: r.discAbs,
    foundAt: r.placedAt,
  };
  if ('teamId' in r) out.team = team(r.teamId, r.teamName);
  return out;
}

/** Batch status (spec 4.1: "Response body of the batch status read: not shown"). */
export function batchStatus(b: Row): Row {
  const items = Array.isArray(b.items) ? (b.items as Row[]) : [];
  return {
    id: b.batchId,
    submission: b.submissionId,
    state: b.status,
    polynomials: items.map((i) => ({
      index: i.polynomialIndex,
      state: i.status,
      ...(i.label !== undefined ? { group: i.label, realRoots: i.r } : {}),
      ...(i.reason !== undefined ? { why: i.reason } : {}),
    })),
  };
}
