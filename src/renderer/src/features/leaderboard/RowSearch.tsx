import { describeError } from '../../../../shared/errorText';
import { TableSearch } from '../../components/TableSearch';
import { formatInteger } from '../../lib/format';
import type { EveryRowState } from './everyRow';

interface Props {
  query: string;
  onQuery: (query: string) => void;
  /** Reading every row of the table (while a query is typed). */
  every: EveryRowState;
  /** How many of the rows read so far match the query. */
  matches: number;
}

const rows = (n: number) => `${formatInteger(n)} ${n === 1 ? 'row' : 'rows'}`;

/** The search box of a paged table: it searches every row, reading the pages it has not seen. */
export function RowSearch({ query, onQuery, every, matches }: Props) {
  return (
    <TableSearch
      label="Search every row"
      query={query}
      onQuery={onQuery}
      placeholder="team, label, number…"
      statusClassName="muted row-search__status"
      status={
        <>
          {every.phase === 'done' && `${formatInteger(matches)} of ${rows(every.rows.length)} match`}
          {every.phase === 'reading' && (
            <>
              <progress aria-label="Reading every page" /> {formatInteger(matches)} found in the first{' '}
              {rows(every.rows.length)} ({every.pagesRead} {every.pagesRead === 1 ? 'page' : 'pages'} read)…
            </>
          )}
          {every.phase === 'failed' &&
            `${formatInteger(matches)} found in the first ${rows(every.rows.length)}; the rest could not be read: ${
              every.looped
                ? 'the platform gave a page it had given before.'
                : every.error
                  ? describeError(every.error).title
                  : 'no answer.'
            }`}
        </>
      }
    />
  );
}
