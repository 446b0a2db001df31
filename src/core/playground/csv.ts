/** CSV exports of a run: every stored row with every field, and the aggregates as tables. */

import type { PlaygroundAggregates } from '../../shared/contract';
import { toCsv } from '../../shared/csv';

/** Nested objects become dotted columns (problem.position, usage.costUsd, ...), so every field is a column. */
function flatten(value: unknown, prefix: string, out: Record<string, unknown>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out[prefix] = value;
  }
}

/**
 * A row's columns. The diagnostic (spec 2.10: `{ code, message }` or null) is two columns in
 * every row: `diagnostic` in words and `diagnostic_code`, never `diagnostic` beside
 * `diagnostic.code` (a null in one row and an object in another).
 */
function columnsOf(row: unknown): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  if (row === null || typeof row !== 'object') return o;
  for (const [k, v] of Object.entries(row)) {
    if (k !== 'diagnostic') {
      flatten(v, k, o);
      continue;
    }
    const d = v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {};
    o.diagnostic = d.message ?? null;
    o.diagnostic_code = d.code ?? null;
    for (const [dk, dv] of Object.entries(d))
      if (dk !== 'code' && dk !== 'message') flatten(dv, `diagnostic.${dk}`, o);
  }
  return o;
}

export function resultsCsv(rows: readonly unknown[]): string {
  const flat = rows.map(columnsOf);
  const fields: string[] = [];
  const seen = new Set<string>();
  for (const o of flat) {
    for (const k of Object.keys(o)) {
      if (!seen.has(k)) {
        seen.add(k);
        fields.push(k);
      }
    }
  }
  // An object field that is null in some rows (usage, judge, answer) is its dotted columns, left
  // empty there: no second, always-empty column of the same name beside them.
  const empty = (f: string) => flat.every((o) => o[f] === null || o[f] === undefined);
  const shown = fields.filter((f) => !(empty(f) && fields.some((g) => g.startsWith(`${f}.`))));
  return toCsv(
    shown,
    flat.map((o) => shown.map((f) => o[f] as never)),
  );
}

/** One table: `table, key, measure, value` rows, so every aggregate fits one sheet. */
export function aggregatesCsv(agg: PlaygroundAggregates): { csv: string; rows: number } {
  const rows: Array<[string, string, string, number | string | null]> = [];
  const push = (table: string, key: string, measure: string, value: number | string | null) =>
    rows.push([table, key, measure, value]);
  push('run', '', 'rows', agg.rows);
  if (agg.kind === 'cheatsheet') {
    for (const c of agg.byModelConfiguration) {
      const key = `${c.modelId} / configuration ${c.configuration}${c.cheatsheetId ? ` (${c.cheatsheetId})` : ' (baseline)'}`;
      push('accuracy', key, 'correct', c.correct);
      push('accuracy', key, 'scored', c.scored);
      push('accuracy', key, 'accuracy', c.accuracy);
    }
    for (const c of agg.byRepeat) {
      const key = `${c.modelId} / configuration ${c.configuration} / repeat ${c.repeatIndex}`;
      push('accuracy per repeat', key, 'accuracy', c.accuracy);
    }
    for (const o of agg.outcomes) push('outcomes', o.key, 'count', o.count);
    push('parse failures', '', 'count', agg.parseFailures);
    push('parse failures', '', 'rate', agg.parseFailureRate);
    for (const d of agg.diagnostics) push('diagnostics', d.key, 'count', d.count);
    push('usage', '', 'inputTokens', agg.inputTokens);
    push('usage', '', 'outputTokens', agg.outputTokens);
    push('usage', '', 'costUsd', agg.costUsd);
  } else if (agg.kind === 'solver-participation') {
    for (const o of agg.outcomes) push('outcomes', o.key, 'count', o.count);
    for (const o of agg.judgeStatuses) push('judge status', o.key, 'count', o.count);
    for (const o of agg.axioms) push('axioms', o.key, 'count', o.count);
    for (const d of agg.diagnostics) push('diagnostics', d.key, 'count', d.count);
    push('judge calls', '', 'count', agg.judgeCalls);
  } else {
    push('accuracy', 'overall', 'correct', agg.correct);
    push('accuracy', 'overall', 'scored', agg.scored);
    for (const t of agg.byTier) push('accuracy per tier', t.tierId, 'accuracy', t.accuracy);
    if (agg.summary) {
      for (const [k, v] of Object.entries(agg.summary)) {
        push(
          'summary',
          k,
          'value',
          typeof v === 'number' || typeof v === 'string' || v === null ? v : JSON.stringify(v),
        );
      }
    }
  }
  if ('elapsed' in agg) {
    for (const [i, b] of agg.elapsed.bounds.entries())
      push('elapsed ms', `<= ${b}`, 'count', agg.elapsed.counts[i] ?? 0);
    push('elapsed ms', `> ${agg.elapsed.bounds.at(-1)}`, 'count', agg.elapsed.counts.at(-1) ?? 0);
    push('elapsed ms', 'unknown', 'count', agg.elapsed.unknown);
  }
  return { csv: toCsv(['table', 'key', 'measure', 'value'], rows), rows: rows.length };
}
