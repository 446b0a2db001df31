import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Igp24Targets } from '../../../../shared/contracts/igp24';
import type { CheckResult, FileLine } from '../../../../shared/igp24';
import type { GaloisDetail, ScoreOutlook } from '../../../../shared/igp24/galois/index';
import { igp24Actions } from './igp24Store';
import { CHECK_ROW_HEIGHT, ResultRow } from './ResultRow';

/** The header row's height (two lines of column titles at most). */
const HEAD_HEIGHT = 40;
/** The scroller's height at most: about eight rows. */
const MAX_HEIGHT = 560;

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

/** The checks table: one virtualized row per line, a fixed-height scroller whose layout is its own. */
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
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CHECK_ROW_HEIGHT,
    getItemKey: (i) => lines[i]?.lineNumber ?? i,
    overscan: 3,
  });
  const allSelected = selected.size > 0 && valid.every((l) => selected.has(l.text));
  return (
    <section
      ref={scrollRef}
      className="igp24-vtable igp24-ctable"
      style={{ height: Math.min(MAX_HEIGHT, HEAD_HEIGHT + lines.length * CHECK_ROW_HEIGHT + 2) }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      aria-label="Check results"
      data-testid="igp24-results-scroll"
    >
      <table aria-label="Check results" aria-rowcount={lines.length + 1} data-testid="igp24-results">
        <thead>
          <tr className="igp24-ctable__row igp24-ctable__head">
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Select all valid lines"
                checked={allSelected}
                onChange={(e) => igp24Actions.setSelected(e.target.checked ? valid.map((l) => l.text) : [])}
              />
            </th>
            <th scope="col" className="num">
              Line
            </th>
            <th scope="col" title="The most likely transitive group 24T<t> and its posterior probability">
              Likely group
            </th>
            <th
              scope="col"
              title="A new pair (the most likely (label, r) still unfound), a new record (the field discriminant below the pair’s minimum), or why not"
            >
              Would it score?
            </th>
            <th scope="col" className="num">
              r
            </th>
            <th
              scope="col"
              title="|disc| (every digit on hover and when copied), its sign against r, and whether it is a square (a square puts the Galois group inside A24)"
            >
              Discriminant
            </th>
            <th
              scope="col"
              title="|d_K| of the number field Q[x]/(f), what the platform credits per pair: exact, or an upper bound (≤) when part of |disc| is not factored"
            >
              Field discriminant
            </th>
            <th scope="col">Irreducibility</th>
            <th
              scope="col"
              title="Prime factors of |disc| below 100,000, and what is left when that is a prime"
            >
              Small primes of |disc|
            </th>
            <th scope="col">Targets</th>
          </tr>
        </thead>
        <tbody style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => {
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
          })}
        </tbody>
      </table>
    </section>
  );
}
