/**
 * Two runs' accuracy per model side by side, with McNemar's significance of each difference: the
 * Playground's comparison page and the experiments view show the same table.
 */
import type { CompareModel } from '../../../shared/contracts/playground';
import { AccuracyTable } from './AccuracyTable';

function significance(p: number | null): string {
  // McNemar's test looks only at problems one run solves and the other does not.
  if (p === null) return 'nothing to test: no problem is solved by one run only';
  if (p < 0.01) return `p = ${p.toPrecision(2)}: very unlikely to be chance`;
  if (p < 0.05) return `p = ${p.toPrecision(2)}: unlikely to be chance`;
  return `p = ${p.toPrecision(2)}: could be chance`;
}

/** An accuracy over `shared` problems as its counts (the core computes it as correct / shared). */
function shareCell(accuracy: number | null, shared: number) {
  return {
    accuracy,
    scored: accuracy === null ? 0 : shared,
    correct: accuracy === null ? 0 : Math.round(accuracy * shared),
  };
}

interface Props {
  models: readonly CompareModel[];
  modelName: (id: string) => string;
  testId: string;
}

const COLUMNS = [
  { key: 'model', title: 'Model' },
  { key: 'shared', title: 'Shared problems', numeric: true },
  { key: 'a', title: 'A', numeric: true, hover: 'Run A: correct answers of the shared problems' },
  { key: 'b', title: 'B', numeric: true, hover: 'Run B: correct answers of the shared problems' },
  { key: 'delta', title: 'B − A', numeric: true },
  { key: 'only', title: 'Only A / only B', numeric: true },
  { key: 'significance', title: 'Significance (McNemar)', wrap: true },
];

export function CompareModelsTable({ models, modelName, testId }: Props) {
  return (
    <AccuracyTable
      rows={models.map((m) => ({
        model: m.modelId === null ? 'All models' : modelName(m.modelId),
        shared: m.shared,
        a: m.accuracyA,
        b: m.accuracyB,
        delta: m.delta,
        only: `${m.onlyA} / ${m.onlyB}`,
        significance: significance(m.pValue),
        // Over the shared problems (the core's accuracy is correct of shared), with its interval.
        counts: { a: shareCell(m.accuracyA, m.shared), b: shareCell(m.accuracyB, m.shared) },
      }))}
      columns={COLUMNS}
      label="Accuracy per model, run A and run B"
      testId={testId}
      renderCell={(field, row) =>
        field === 'delta' && typeof row.delta === 'number'
          ? `${row.delta > 0 ? '+' : ''}${(row.delta * 100).toFixed(1)} pts`
          : undefined
      }
    />
  );
}
