import { type ReactNode, useId } from 'react';

interface Props {
  label: string;
  query: string;
  onQuery: (query: string) => void;
  placeholder: string;
  /** What the search found, said while a query is typed (role=status). */
  status: ReactNode;
  statusClassName?: string;
}

/** A table's search box: its label, the box, and what it found while something is typed. */
export function TableSearch({
  label,
  query,
  onQuery,
  placeholder,
  status,
  statusClassName = 'muted',
}: Props) {
  const id = useId();
  return (
    <div className="data-table__tools">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        placeholder={placeholder}
        data-testid="table-search"
      />
      {query.trim() !== '' && (
        <span className={statusClassName} role="status">
          {status}
        </span>
      )}
    </div>
  );
}
