/**
 * Two runs' accuracy per model side by side, with McNemar's significance of each difference: the
 * Playground's comparison page and the experiments view show the same table.
 */
import type { CompareModel } from '../../../shared/contracts/playground';
import { percent } from '../lib/format';

function significance(p: number | null): string {
  // McNemar's test looks only at problems one run solves and the other does not.
  if (p === null) return 'nothing to test: no problem is solved by one run only';
  if (p < 0.01) return `p = ${p.toPrecision(2)}: very unlikely to be chance`;
  if (p < 0.05) return `p = ${p.toPrecision(2)}: unlikely to be chance`;
  return `p = ${p.toPrecision(2)}: could be chance`;
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
            <td className="num">{percent(m.accuracyA)}</td>
            <td className="num">{percent(m.accuracyB)}</td>
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
