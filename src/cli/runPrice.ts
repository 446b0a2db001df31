/**
 * The price of a run before `runs create` spends anything, by the app's own rule
 * (src/shared/playgroundCost.ts: cells × the models list's `meta.creditRate`, spec 2.10), and the
 * question that must be answered before it is spent: on a terminal it is asked; a script says
 * `--yes`; without either the command refuses (exit 2), as nothing can be asked.
 */
import { CREDIT_UNIT, creditsText, runCells, runCost } from '../shared/playgroundCost';
import { UsageError } from './callError';
import { EXIT, errorSummary, note } from './output';
import { ask } from './prompt';
import type { Session } from './session';

export interface RunPrice {
  /** What the credit rate is paid for (cells, problems or cases); null when not known. */
  cells: number | null;
  unit: string | null;
  creditRate: number | null;
  credits: number | null;
  /** Always null: the platform publishes no credit-to-dollar rate (spec 2.10 prices in credits). */
  usd: null;
}

// Made on first use: a NumberFormat loads ICU's locale data (about 10 ms), which `--help` must not wait for.
let numberFormat: Intl.NumberFormat | null = null;
const fmt = {
  format: (n: number) => {
    numberFormat ??= new Intl.NumberFormat('en', { maximumFractionDigits: 4 });
    return numberFormat.format(n);
  },
};
const plural = (n: number, unit: string) => `${fmt.format(n)} ${unit}${n === 1 ? '' : 's'}`;

/** Spec 2.10 has a credit rate and, on Stage 1 result rows, `usage.costUsd`; no dollar price. */
const dollars = (kind: string) =>
  `In dollars: not known before it runs; the platform prices Playground runs in credits only and publishes no dollar rate${kind === 'cheatsheet' ? ' (each result row reports its usage.costUsd once run)' : ''}.`;

/** The run's price from the competition's models list (and problem sets, for model references). */
export async function priceOf(
  s: Session,
  competitionId: string,
  kind: string,
  body: Record<string, unknown>,
): Promise<{ price: RunPrice; text: string }> {
  const unit = CREDIT_UNIT[kind] ?? null;
  let sets: { id: string; count: number }[] = [];
  let setsError: string | null = null;
  if (kind === 'model-reference') {
    const res = await s.read('playground.problemSets', { competitionId });
    if (res.data) sets = res.data;
    else if (res.error) setsError = errorSummary(res.error);
  }
  const cells = unit === null ? null : runCells(kind, body, sets);
  const models = await s.read('playground.models', { competitionId });
  const creditRate = models.data?.creditRate ?? null;
  const cost = cells === null ? null : runCost(cells, creditRate);
  const credits = cost?.credits ?? null;

  let text: string;
  if (unit === null)
    text = `Price: not known; the platform does not say what a run of a ${kind} competition is priced by.`;
  else if (cells === null)
    text = `Price: not known; problem set ${String(body.problemSetId)} is not in the competition's list${setsError ? ` (${setsError})` : ''}, so its number of cases is not known.`;
  else if (credits === null)
    text = `Price: ${plural(cells, unit)}; the credit rate could not be read${models.error ? ` (${errorSummary(models.error)})` : ''}, so the price in credits is not known.`;
  else
    text = `Price: ${plural(cells, unit)} × ${creditsText(creditRate!, 4)} = ${creditsText(credits, 4)} (the competition's credit rate${models.stale ? `, as read at ${models.fetchedAt}` : ''}).\n${dollars(kind)}`;
  return { price: { cells, unit, creditRate, credits, usd: null }, text };
}

/**
 * Whether to spend: `--yes`, or an answer typed on a terminal. Without a terminal and without
 * `--yes` nothing can be asked, so the command refuses (exit 2) and says to add `--yes`.
 * Answers the exit code to end with when the run is not to be started, or null to go on.
 */
export async function confirmSpend(
  { price, text }: { price: RunPrice; text: string },
  yes: boolean,
  json: boolean,
): Promise<number | null> {
  if (yes) {
    if (!json) note(text);
    return null;
  }
  const terminal = process.stdin.isTTY === true && process.stderr.isTTY === true;
  if (!terminal)
    throw new UsageError(
      `Starting a run spends credits, and there is no terminal to ask on: add --yes to start it.\n${text}`,
    );
  note(text);
  // Ctrl+C or Ctrl+D at the question is a no.
  const answer = await ask(
    price.credits === null
      ? 'Start this run (its price is not known)? [y/N] '
      : `Spend ${creditsText(price.credits, 4)} and start this run? [y/N] `,
  ).catch(() => '');
  if (/^y(es)?$/i.test(answer)) return null;
  note('Nothing was started.');
  return EXIT.failed;
}
