import type { TargetFilter } from '../../../../shared/igp24/discover/targets';

export type DiscoverFilter = Required<Pick<TargetFilter, 'r' | 'blockSize' | 'solvable'>>;

export const NO_FILTER: DiscoverFilter = { r: null, blockSize: null, solvable: false };

const RS = Array.from({ length: 13 }, (_, i) => 2 * i);
const BLOCK_SIZES = [2, 3, 4, 6, 8, 12];

/** What narrows the pairs aimed at (the named ones, or the open ones): r, a block size, solvable. */
export function DiscoverFilters({
  value,
  onChange,
}: {
  value: DiscoverFilter;
  onChange: (f: DiscoverFilter) => void;
}) {
  return (
    <>
      <label className="igp24-inline">
        r{' '}
        <select
          value={value.r ?? ''}
          onChange={(e) => onChange({ ...value, r: e.target.value === '' ? null : Number(e.target.value) })}
          data-testid="igp24-discover-r"
        >
          <option value="">any</option>
          {RS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <label className="igp24-inline" title="Only groups with a block system of blocks of this size">
        Blocks of{' '}
        <select
          value={value.blockSize ?? ''}
          onChange={(e) =>
            onChange({ ...value, blockSize: e.target.value === '' ? null : Number(e.target.value) })
          }
          data-testid="igp24-discover-block-size"
        >
          <option value="">any size</option>
          {BLOCK_SIZES.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </label>
      <label className="igp24-inline">
        <input
          type="checkbox"
          checked={value.solvable}
          onChange={(e) => onChange({ ...value, solvable: e.target.checked })}
          data-testid="igp24-discover-solvable"
        />{' '}
        Solvable groups only
      </label>
    </>
  );
}
