import type { CustomLeanProblem } from '../../../../shared/api';
import type { OutboxEntryView } from '../../../../shared/contract';
import { CopyButton } from '../../components/CopyButton';
import { DataTable } from '../../components/DataTable';

const COLUMNS = [
  { key: 'lhs', title: 'Left side', wrap: true },
  { key: 'rhs', title: 'Right side', wrap: true },
  { key: 'id', title: 'Problem ID' },
  { key: 'actions', title: 'Actions' },
];

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
    <DataTable
      rows={items.map((p) => ({ lhs: p.lhsText, rhs: p.rhsText, id: p.id, actions: '', p }))}
      columns={COLUMNS}
      label="Custom Lean problems"
      testId="library-table"
      interactive
      searchHint="equation, name, ID…"
      rowKey={(row) => row.id}
      rowData={(row) => ({ 'data-testid': 'library-row', 'data-id': row.id })}
      renderCell={(field, { p }) => {
        if (field === 'lhs' || field === 'rhs')
          return (
            <>
              <div className="muted">{field === 'lhs' ? p.lhsName : p.rhsName}</div>
              <code className="equation">{field === 'lhs' ? p.lhsText : p.rhsText}</code>
            </>
          );
        if (field === 'id')
          return (
            <>
              <code data-id-text>{p.id}</code> <CopyButton text={p.id} what="problem ID" />
              {byItem.get(p.id) && <span className="badge badge--warn"> {byItem.get(p.id)?.summary}</span>}
            </>
          );
        if (field === 'actions')
          return (
            <button type="button" className="btn btn--small btn--danger" onClick={() => onDelete(p)}>
              Delete…
            </button>
          );
        return undefined;
      }}
    />
  );
}
