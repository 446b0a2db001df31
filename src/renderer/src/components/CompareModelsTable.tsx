/**
 * Two runs' accuracy per model side by side, with McNemar's significance of each difference: the
 * Playground's comparison page and the experiments view show the same table.
 */
import type { CompareModel } from '../../../shared/contracts/playground';
import { AccuracyText } from './AccuracyText';

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

export function CompareModelsTable({ models, modelName, testId }: Props) {
  return (
    <table className="plain-table" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">Model</th>
          <th scope="col" className="num">
            Shared problems
          </th>
          <th scope="col" className="num">
            A
          </th>
          <th scope="col" className="num">
            B
          </th>
          <th scope="col" className="num">
            B − A
          </th>
          <th scope="col" className="num">
            Only A / only B
          </th>
          <th scope="col">Significance (McNemar)</th>
        </tr>
      </thead>
      <tbody>
        {models.map((m) => (
          <tr key={m.modelId ?? 'all'}>
            <td>{m.modelId === null ? 'All models' : modelName(m.modelId)}</td>
            <td className="num">{m.shared}</td>
            {/* Over the shared problems (the core's accuracy is correct of shared), with its interval. */}
            <td className="num">
              <AccuracyText cell={shareCell(m.accuracyA, m.shared)} />
            </td>
            <td className="num">
              <AccuracyText cell={shareCell(m.accuracyB, m.shared)} />
            </td>
            <td className="num">
              {m.delta === null ? '—' : `${m.delta > 0 ? '+' : ''}${(m.delta * 100).toFixed(1)} pts`}
            </td>
            <td className="num">
              {m.onlyA} / {m.onlyB}
            </td>
            <td>{significance(m.pValue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
