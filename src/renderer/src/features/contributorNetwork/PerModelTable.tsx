/** A benchmark result's models: the breakdown under a benchmark row and an item's own results. */
import { ACCURACY_COLUMN, AccuracyTable } from '../../components/AccuracyTable';
import { percent, seconds, usd } from './benchmarkWords';
import type { BenchmarkModelResult } from './types';

const COLUMNS = [
  { key: 'model', title: 'Model' },
  ACCURACY_COLUMN,
  { key: 'correct', title: 'Correct', numeric: true },
  { key: 'f1', title: 'F1', numeric: true },
  { key: 'parsed', title: 'Parsed', numeric: true, hover: 'Answers that could be read, of every answer' },
  { key: 'cost', title: 'Cost', numeric: true },
  { key: 'time', title: 'Mean time', numeric: true },
];

interface Props {
  models: readonly BenchmarkModelResult[];
  /** A model's name for its ID. */
  modelName: (id: string) => string;
  label: string;
  testId?: string;
}

export function PerModelTable({ models, modelName, label, testId }: Props) {
  return (
    <AccuracyTable
      rows={models.map((m) => ({
        model: modelName(m.modelId),
        accuracy: m.accuracy,
        correct: m.scoredCorrect,
        total: m.scoredTotal,
        f1: m.f1Score ?? null,
        parsed: m.parseSuccessRate ?? null,
        cost: m.totalCostUsd ?? null,
        time: m.meanElapsedSeconds ?? null,
        counts: { accuracy: { correct: m.scoredCorrect, scored: m.scoredTotal, accuracy: m.accuracy } },
      }))}
      columns={COLUMNS}
      label={label}
      testId={testId}
      renderCell={(field, row) => {
        if (field === 'correct') return `${row.correct} / ${row.total}`;
        if (field === 'f1' && row.f1 !== null) return row.f1.toFixed(3);
        if (field === 'parsed' && row.parsed !== null) return percent(row.parsed);
        if (field === 'cost' && row.cost !== null) return usd(row.cost);
        if (field === 'time' && row.time !== null) return seconds(row.time);
        return undefined; // the model's name, or no value (—)
      }}
    />
  );
}
