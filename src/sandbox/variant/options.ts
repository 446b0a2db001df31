/**
 * The variant mode: the sandbox makes the other spec-valid choice wherever the spec leaves
 * freedom, so the client is tested against a platform that did not share our guesses. Each
 * variation has a name; `--variant` turns on all of them, `--variant-only a,b` a chosen few
 * (docs/sandbox.md, "Variant mode").
 */
export const VARIATIONS = {
  cursors: 'opaque cursors of another shape (standard base64 with + / =, another prefix)',
  'extra-fields': 'unknown extra members on every object of every answer',
  'null-meta': 'meta: null on submission records older than the sandbox start',
  'broad-listing': 'publicCode: null and no author.avatarUrl in the broad Contributor Network listing',
  'field-names':
    'leaderboard rows, standing, placements and search results with other field names (nested team)',
  'competition-list':
    'competition list items with only id, title and submissionKind, plus a competition of an unknown submissionKind and one with every capability false',
  'no-guessed-paths':
    'none of the guessed paths: run detail, cancel, run events, model-reference results, comment create and delete, lineage graph (404 or 405)',
  'batch-shape': 'IGP24 batch status body of another shape',
  'label-order': 'IGP24 label progress labels in descending t within each page',
  'retry-after-date': 'Retry-After as an HTTP date instead of seconds',
  'header-case': 'X-RATELIMIT-* headers in upper case',
  'error-extras': 'error envelopes with extra members (requestId, status, documentation link)',
  'proxy-html': 'the first label-progress read after start is answered by a proxy with an HTML 502 page',
  timestamps: 'timestamps with fractional seconds (microseconds) and +00:00 instead of Z',
  gzip: 'gzip-encoded bodies whenever the request accepts gzip or names no Accept-Encoding',
  'ignore-idempotency-key':
    'the submit route accepts idempotencyKey and ignores it: a repeat creates a new record',
  'bare-run-list': 'generic Playground run list items with only runId and status',
} as const;

export type Variation = keyof typeof VARIATIONS;
export type VariantSet = ReadonlySet<Variation>;

export const ALL_VARIATIONS = Object.keys(VARIATIONS) as Variation[];

/**
 * Variations only turned on by name. `proxy-html` would fail the first label read of every
 * session; `ignore-idempotency-key` and `bare-run-list` would make every test of the variant
 * project run against them, while only the client's exactly-once tests are about them. Their own
 * tests (and `--variant-only …,proxy-html`) turn them on.
 */
export const BY_NAME_ONLY: readonly Variation[] = ['proxy-html', 'ignore-idempotency-key', 'bare-run-list'];

/** What `--variant` turns on: every variation but those turned on by name only. */
export const DEFAULT_VARIATIONS = ALL_VARIATIONS.filter((v) => !BY_NAME_ONLY.includes(v));

/** `true` = the default variations; a list = those; false/undefined = the default mode. */
export type VariantOption = boolean | readonly Variation[] | undefined;

export function variantSet(opt: VariantOption): VariantSet {
  if (!opt) return new Set();
  return new Set(opt === true ? DEFAULT_VARIATIONS : opt);
}

/** Parses `a,b,c` from the command line; unknown names throw with the list of known ones. */
export function parseVariations(text: string): Variation[] {
  const names = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const n of names) {
    if (!(n in VARIATIONS)) {
      throw new Error(`Unknown variation "${n}". Known: ${ALL_VARIATIONS.join(', ')}.`);
    }
  }
  return names as Variation[];
}
