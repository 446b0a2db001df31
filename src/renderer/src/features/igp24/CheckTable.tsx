import type { Igp24Targets } from '../../../../shared/contracts/igp24';
import type { CheckResult, FileLine } from '../../../../shared/igp24';
import type { GaloisDetail, ScoreOutlook } from '../../../../shared/igp24/galois/index';
import { type VirtualColumn, VirtualTable } from '../../components/VirtualTable';
import { igp24Actions } from './igp24Store';
import { CHECK_ROW_HEIGHT, ResultRow } from './ResultRow';

/** The header row's height (two lines of column titles at most). */
const HEAD_HEIGHT = 40;
/** The scroller's height at most: about eight rows. */
const MAX_HEIGHT = 560;

/** The columns: they fit a 900 px window's card, the computed ones share what is left. */
const COLUMNS: readonly Omit<VirtualColumn, 'head'>[] = [
  { key: 'select', title: 'Select', titleHidden: true, width: '22px' },
  { key: 'line', title: 'Line', numeric: true, width: '40px' },
  {
    key: 'group',
    title: 'Likely group',
    hover: 'The most likely transitive group 24T<t> and its posterior probability',
    width: 'minmax(96px, 1.2fr)',
  },
  {
    key: 'score',
    title: 'Would it score?',
    hover:
      'A new pair (the most likely (label, r) still unfound), a new record (the field discriminant below the pair’s minimum), or why not',
    width: 'minmax(108px, 1.1fr)',
  },
  { key: 'r', title: 'r', numeric: true, width: '20px' },
  {
    key: 'disc',
    title: 'Discriminant',
    hover:
      '|disc| (every digit on hover and when copied), its sign against r, and whether it is a square (a square puts the Galois group inside A24)',
    width: 'minmax(92px, 1fr)',
  },
  {
    key: 'field',
    title: 'Field discriminant',
    hover:
      '|d_K| of the number field Q[x]/(f), what the platform credits per pair: exact, or an upper bound (≤) when part of |disc| is not factored',
    width: 'minmax(88px, 0.9fr)',
  },
  { key: 'irreducibility', title: 'Irreducibility', width: 'minmax(92px, 0.9fr)' },
  {
    key: 'primes',
    title: 'Small primes of |disc|',
    hover: 'Prime factors of |disc| below 100,000, and what is left when that is a prime',
    width: 'minmax(108px, 1.1fr)',
  },
  { key: 'targets', title: 'Targets', width: 'minmax(56px, 0.6fr)' },
];

interface Props {
  /** The lines in the order shown. */
  lines: readonly FileLine[];
  /** Every valid line, for "Select all". */
  valid: readonly FileLine[];
  results: Readonly<Record<string, CheckResult>>;
  selected: ReadonlySet<string>;
  targetOf: (r: number) => Igp24Targets['byR'][number] | undefined;
  synced: boolean;
  galois: Readonly<Record<string, GaloisDetail>>;
  outlook: (text: string) => ScoreOutlook | undefined;
  onReveal: (lineNumber: number) => void;
  onGalois: (lineNumber: number, text: string) => void;
  /** "Reduce this line"; null while a reduction runs. */
  onReduce: ((lineNumber: number, text: string) => void) | null;
}

/** The checks table: one row per line, only those in view drawn (VirtualTable). */
export function CheckTable({
  lines,
  valid,
  results,
  selected,
  targetOf,
  synced,
  galois,
  outlook,
  onReveal,
  onGalois,
  onReduce,
}: Props) {
  const allSelected = selected.size > 0 && valid.every((l) => selected.has(l.text));
  const selectAll = (
    <input
      type="checkbox"
      aria-label="Select all valid lines"
      checked={allSelected}
      onChange={(e) => igp24Actions.setSelected(e.target.checked ? valid.map((l) => l.text) : [])}
    />
  );
  const columns = COLUMNS.map((c) => (c.key === 'select' ? { ...c, head: selectAll } : c));
  return (
    <VirtualTable
      label="Check results"
      columns={columns}
      count={lines.length}
      rowHeight={CHECK_ROW_HEIGHT}
      headHeight={HEAD_HEIGHT}
      maxHeight={MAX_HEIGHT}
      rowKey={(i) => lines[i]?.lineNumber ?? i}
      overscan={3}
      striped={false}
      className="igp24-ctable"
      tableTestId="igp24-results"
      scrollTestId="igp24-results-scroll"
      row={(v) => {
        const line = lines[v.index]!;
        const result = results[line.text];
        return (
          <ResultRow
            key={v.key}
            index={v.index}
            top={v.start}
            line={line}
            result={result}
            selected={selected.has(line.text)}
            target={result?.r != null ? targetOf(result.r) : undefined}
            synced={synced}
            onReveal={onReveal}
            galois={galois[line.text]}
            outlook={outlook(line.text)}
            onGalois={onGalois}
            onReduce={onReduce}
          />
        );
      }}
    />
  );
}
