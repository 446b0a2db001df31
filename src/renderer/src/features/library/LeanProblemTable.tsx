import type { CustomLeanProblem } from '../../../../shared/api';
import type { OutboxEntryView } from '../../../../shared/contract';
import { CopyButton } from '../../components/CopyButton';

/**
 * Custom Lean problems: both sides of the equation, the ID a run names it by (they have no title),
 * and a write still waiting for it.
 */
export function LeanProblemTable({
  items,
  byItem,
  onDelete,
}: {
  items: CustomLeanProblem[];
  byItem: Map<string, OutboxEntryView>;
  onDelete: (p: CustomLeanProblem) => void;
}) {
  return (
    <div className="table-frame">
      <table className="plain-table library-table" data-testid="library-table">
        <thead>
          <tr>
            <th scope="col">Left side</th>
            <th scope="col">Right side</th>
            <th scope="col">Problem ID</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} data-testid="library-row" data-id={p.id}>
              <td>
                <div className="muted">{p.lhsName}</div>
                <code className="equation">{p.lhsText}</code>
              </td>
              <td>
                <div className="muted">{p.rhsName}</div>
                <code className="equation">{p.rhsText}</code>
              </td>
              <td>
                <code data-id-text>{p.id}</code> <CopyButton text={p.id} what="problem ID" />
                {byItem.get(p.id) && <span className="badge badge--warn"> {byItem.get(p.id)!.summary}</span>}
              </td>
              <td>
                <button type="button" className="btn btn--small btn--danger" onClick={() => onDelete(p)}>
                  Delete…
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
