/**
 * A sweep's export: CSV with one row per round and variant that ran in it (the round's run ID,
 * the problems, that round's answers and the standing after it), or JSON with the whole view.
 */
import type { SweepView } from '../../shared/contracts/sweeps';
import { toCsv } from '../../shared/csv';
import { letter } from './stored';

export function sweepCsv(view: SweepView): string {
  const rows = view.rounds.flatMap((r) =>
    r.variants.map((v) => {
      const variant = view.plan.variants[v]!;
      const standing = view.standings[v]!;
      return {
        sweep: view.name,
        sweepId: view.id,
        round: r.round + 1,
        runId: r.runId ?? '',
        round_state: r.state,
        problems_from: r.start + 1,
        problems_to: r.end,
        credits: r.credits,
        variant: letter(v),
        label: variant.label,
        sha256: variant.sha256,
        cheatsheetId: variant.cheatsheetId ?? '',
        dropped_after_this_round: r.dropped.includes(v),
        dropped_p: r.dropped.includes(v) ? standing.droppedP : '',
        final_status: standing.status,
        final_correct: standing.correct,
        final_scored: standing.scored,
        final_accuracy: standing.accuracy ?? '',
      };
    }),
  );
  const fields = Object.keys(rows[0] ?? { sweep: '' });
  return toCsv(
    fields,
    rows.map((r) => fields.map((f) => r[f as keyof typeof r])),
  );
}

export function sweepExport(view: SweepView, format: 'csv' | 'json'): { filename: string; text: string } {
  const base = `sweep-${view.name.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60)}-${view.id.slice(0, 8)}`;
  return format === 'csv'
    ? { filename: `${base}.csv`, text: sweepCsv(view) }
    : { filename: `${base}.json`, text: `${JSON.stringify(view, null, 2)}\n` };
}
