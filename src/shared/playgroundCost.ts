/**
 * The price of a Playground run before it starts, for the app's run forms and `workbench runs
 * create`. The models list's `meta.creditRate` is the "credit price per executed cell or problem"
 * (spec 2.10): Stage 1 (`cheatsheet`) per model × problem × configuration × repeat execution,
 * Stage 2 (`solver-participation`) per problem, model reference per case of the problem set. The
 * spec has no balance read and no credit-to-dollar rate, so the price is known in credits only;
 * dollars appear per Stage 1 result row (`usage.costUsd`) once it has run.
 */
export interface RunCost {
  cells: number;
  /** null while the models list (and so the rate) has not been read. */
  credits: number | null;
}

export function runCost(cells: number, creditRate: number | null | undefined): RunCost {
  const rate = typeof creditRate === 'number' && Number.isFinite(creditRate) ? creditRate : null;
  // Rounded to cents of a credit so 0.1 × 3 shows as 0.3, not 0.30000000000000004.
  return { cells, credits: rate === null ? null : Math.round(cells * rate * 100) / 100 };
}

// Made on first use: a NumberFormat loads ICU's locale data, which `workbench --help` must not wait for.
const numbers = new Map<number, Intl.NumberFormat>();

/**
 * "1 credit", "0.5 credits", "2 credits", "1,200 credits" (only exactly one is singular), with at
 * most `digits` decimals (a price is in cents of a credit; a rate may be finer).
 */
export function creditsText(credits: number, digits = 2): string {
  let format = numbers.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en', { maximumFractionDigits: digits });
    numbers.set(digits, format);
  }
  return `${format.format(credits)} ${credits === 1 ? 'credit' : 'credits'}`;
}

/** What one credit rate buys, by competition kind (the unit of `cells`). */
export const CREDIT_UNIT: Readonly<Record<string, string>> = {
  cheatsheet: 'cell',
  'solver-participation': 'problem',
  'model-reference': 'case',
};

/** Stage 1 executions: models × problems × configurations (the baseline is one) × repeat. */
export function stage1Cells(
  models: number,
  problems: number,
  configurations: number,
  repeat: number,
): number {
  return models * problems * configurations * repeat;
}

const count = (v: unknown): number => (Array.isArray(v) ? v.length : 0);

/**
 * The cells a run creation body (spec 4.5) is priced by, or null when that is not known: a kind
 * the spec gives no price unit for, or a model-reference problem set not in `problemSets`.
 */
export function runCells(
  kind: string,
  body: Record<string, unknown>,
  problemSets: ReadonlyArray<{ id: string; count: number }> = [],
): number | null {
  switch (kind) {
    case 'cheatsheet': {
      // Left out: the unconditioned baseline, one configuration; an explicit [] yields no cells.
      const configurations = body.configurations === undefined ? 1 : count(body.configurations);
      const repeat = typeof body.repeat === 'number' ? body.repeat : 1;
      return stage1Cells(count(body.models), count(body.problems), configurations, repeat);
    }
    case 'solver-participation':
      return count(body.problemIds);
    case 'model-reference':
      return problemSets.find((s) => s.id === body.problemSetId)?.count ?? null;
    default:
      return null;
  }
}
