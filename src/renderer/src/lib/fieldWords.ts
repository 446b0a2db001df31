/**
 * Field names the platform sends, in words: the one place that maps a field to its column title
 * and, where the meaning is not obvious, an explanation for the hover. Rank, team and score
 * columns come first, then the other fields named here, in the server's order; fields nobody named
 * still appear after them, their names spelled out in words (a newer platform may send more than
 * this version knows; the hover keeps the raw name).
 *
 * Sources: spec 2.4-2.6 (submission records, IGP24 results and label progress). The leaderboard,
 * standing, placement and search fields are "not shown" in the spec; the names below are the ones
 * the sandbox uses (docs/spec-gaps.md) and a few nested ones other platforms chose; other names
 * are spelled out.
 */
import { isLeadingColumn, readerOrder } from '../../../shared/flatRows';

export interface FieldWords {
  title: string;
  /** What the value means, for the hover; the raw field name is always added to it. */
  hint?: string;
}

const WORDS: Record<string, FieldWords> = {
  // Names of things, wherever they appear.
  id: { title: 'ID' },
  title: { title: 'Title' },
  name: { title: 'Name' },
  // Leaderboard, standing, placements and search (sandbox names; spec: not shown).
  rank: { title: 'Rank' },
  position: { title: 'Position' },
  points: { title: 'Points' },
  // Names other platforms chose, nested (src/shared/flatRows.ts spreads them into dotted columns).
  'team.number': { title: 'Team number' },
  'team.label': { title: 'Team' },
  'team.name': { title: 'Team name' },
  'team.id': { title: 'Team ID' },
  teamId: { title: 'Team ID' },
  teamName: { title: 'Team' },
  score: { title: 'Score' },
  entries: { title: 'Entries' },
  pairsFound: { title: 'Pairs found', hint: 'Distinct (24T<t>, r) pairs credited to the team' },
  bestLabel: { title: 'Best label' },
  lastSubmissionAt: { title: 'Last submission' },
  discAbs: { title: '|disc|', hint: 'Absolute discriminant credited for the placement' },
  placedAt: { title: 'Placed' },
  // Submission records (spec 2.4, 2.5).
  submissionId: { title: 'Submission ID' },
  competitionId: { title: 'Competition' },
  kind: { title: 'Kind' },
  slot: { title: 'Slot' },
  track: { title: 'Track' },
  modelId: { title: 'Model' },
  modelName: { title: 'Model name' },
  commitHash: { title: 'Commit hash' },
  content: { title: 'Content' },
  solverCode: { title: 'Solver code' },
  description: { title: 'Description' },
  contributorNetworkItemId: { title: 'Based on Contributor Network item' },
  createdAt: { title: 'Created' },
  updatedAt: { title: 'Updated' },
  batchId: { title: 'Batch ID' },
  submissionStatus: { title: 'Submission status' },
  queuedCount: { title: 'Queued lines' },
  rejectedCount: { title: 'Rejected lines' },
  polynomials: { title: 'Polynomial lines' },
  queuedPolynomials: { title: 'Lines waiting for verification' },
  verifiedPolynomials: { title: 'Verified lines' },
  failedPolynomials: { title: 'Failed lines' },
  polynomialIndex: { title: 'Line', hint: 'Position of the polynomial in what was sent, counting from 0' },
  status: { title: 'Status' },
  label: { title: 'Label', hint: 'Transitive group 24T<t>' },
  t: { title: 't', hint: 'Group index: the label is 24T<t>' },
  r: { title: 'r', hint: 'Number of real roots' },
  scoreable: { title: 'Counts', hint: 'scoreable: counts for your team' },
  scoringStatus: { title: 'Scoring', hint: 'How the platform scored this polynomial' },
  scoringReason: { title: 'Scoring reason' },
  noScoreReason: { title: 'Why it does not count' },
  reason: { title: 'Reason' },
  // Library bodies (spec 4.6), as an outbox entry's fields.
  lhsText: { title: 'Left equation' },
  rhsText: { title: 'Right equation' },
  lhsName: { title: 'Left name' },
  rhsName: { title: 'Right name' },
  sourceContributorNetworkItemId: { title: 'Based on Contributor Network item' },
  parentContributorNetworkItemId: { title: 'Forked from' },
  remark: { title: 'Remark' },
  inBaseline: { title: 'In the baseline', hint: 'The pair is in the reference baseline' },
  baselineUnlocked: {
    title: 'Baseline unlocked',
    hint: 'Your team beat the reference baseline for this pair',
  },
  baselineDiscAbs: { title: 'Baseline |disc|', hint: 'Absolute discriminant of the reference baseline' },
  fieldDiscAbs: { title: 'Field |disc|', hint: 'Absolute discriminant of the number field' },
  discSource: {
    title: 'Discriminant from',
    hint: 'exact_nfdisc: the exact field discriminant; mixed_disc: a mixed bound',
  },
  // Label progress (spec 2.6).
  allowedR: { title: 'Allowed r' },
  teamCount: { title: 'Teams', hint: 'Distinct participant teams credited for the label' },
  minimumDiscAbs: {
    title: 'Minimum |disc|',
    hint: 'Smallest absolute scoring discriminant credited for the label',
  },
  discoveredSignatures: { title: 'Found r' },
  remainingSignatures: { title: 'Remaining r' },
  generatedAt: { title: 'Generated' },
};

/** Values of a field in words, where the platform sends a code (`discSource`: `mixed_disc`). */
const VALUE_WORDS: Record<string, Record<string, string>> = {
  discSource: { exact_nfdisc: 'Exact field discriminant', mixed_disc: 'Mixed bound' },
};

/** A known code of a field in words, or null (then the value is shown as sent). */
export function valueWords(key: string, value: string): string | null {
  const last = key.slice(key.lastIndexOf('.') + 1);
  const words = Object.hasOwn(VALUE_WORDS, last) ? VALUE_WORDS[last] : undefined;
  return words && Object.hasOwn(words, value) ? words[value]! : null;
}

const wordsOf = (key: string): FieldWords | undefined => (Object.hasOwn(WORDS, key) ? WORDS[key] : undefined);

/**
 * The words for one field; unknown fields are spelled out. A dotted column of a nested field
 * (`stats.score`) not named itself takes its last name's words and says where it sits: "Score (stats)".
 */
export function fieldWords(key: string): FieldWords & { known: boolean } {
  const w = wordsOf(key);
  if (w) return { ...w, known: true };
  const dot = key.lastIndexOf('.');
  const last = dot > 0 ? wordsOf(key.slice(dot + 1)) : undefined;
  if (last) return { ...last, title: `${last.title} (${key.slice(0, dot)})`, known: true };
  return { title: spelledOut(key), known: false };
}

/**
 * A name nobody named, spelled out so a screen shows words, not field names (the hover keeps the
 * raw name): `bestGroup` → "Best group", `lastEntryAt` → "Last entry" (a time: shown as one),
 * `team._rev` → "Rev (team)".
 */
function spelledOut(key: string): string {
  // Already words (a caller's own column title, "Cost (USD)"): kept as written.
  if (/\s/.test(key)) return key;
  const parts = key.split('.').map((p) => {
    const words = p
      .replace(/^_+/, '')
      .replace(/([a-z0-9])At$/, '$1')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .trim()
      .toLowerCase()
      // An ID is an ID, not an "id": `userId` → "User ID".
      .replace(/\bid\b/g, 'ID');
    return words || p;
  });
  const last = parts.at(-1) ?? key;
  const title = last.charAt(0).toUpperCase() + last.slice(1);
  return parts.length > 1 ? `${title} (${parts.slice(0, -1).join(', ')})` : title;
}

/** Hover text of a column title: the explanation and the field's name as the platform sends it. */
export function fieldHover(key: string): string {
  const w = fieldWords(key);
  return w.hint ? `${w.hint} (field ${key})` : `Field ${key}`;
}

/**
 * Rank, team and score first (what a reader looks for in a leaderboard row), then the other known
 * fields (in the given order), then the ones nobody named, also in the given order.
 */
export function orderFields(keys: readonly string[]): string[] {
  const ordered = readerOrder(keys);
  const rest = ordered.filter((k) => !isLeadingColumn(k));
  return [
    ...ordered.filter(isLeadingColumn),
    ...rest.filter((k) => fieldWords(k).known),
    ...rest.filter((k) => !fieldWords(k).known),
  ];
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A timestamp field: named `…At` and holding an ISO 8601 string. Shown in local time. */
export function isTimeValue(key: string, v: unknown): v is string {
  return /At$/.test(key) && typeof v === 'string' && ISO_TIME.test(v);
}

/** Yes/no for booleans, so "true" never reads as code. */
export function booleanWords(v: boolean): string {
  return v ? 'yes' : 'no';
}

/** IDs and discriminants: values people paste elsewhere, so their cells get a Copy button. */
const COPYABLE = new Set([
  'teamId',
  'team.id',
  // A team's public number, where a platform names teams by number and label instead of an ID.
  'team.number',
  'submissionId',
  'batchId',
  'commitHash',
  'discAbs',
  'baselineDiscAbs',
  'fieldDiscAbs',
  'minimumDiscAbs',
]);

export function isCopyable(key: string): boolean {
  // A nested copy of one of them (`best.discAbs`) is pasted elsewhere just the same.
  return COPYABLE.has(key) || COPYABLE.has(key.slice(key.lastIndexOf('.') + 1));
}

/** "/payload/extra" → "Extra (in the entry)": a problem no field of the form shows, in words. */
export function pointerWords(pointer: string): string {
  const parts = pointer.split('/').filter(Boolean);
  const where = parts[0] === 'meta' ? 'in the description and lineage' : 'in the entry';
  const last = parts.at(-1);
  if (parts.length <= 1 || last === undefined)
    return `The ${parts[0] === 'meta' ? 'metadata' : 'entry'} as a whole`;
  // An array item: "Polynomial lines, item 4".
  const name = /^\d+$/.test(last)
    ? `${fieldWords(parts.at(-2) ?? '').title}, item ${Number(last) + 1}`
    : fieldWords(last).title;
  return `${name} (${where})`;
}
