import type { TargetFilter } from '../../../../shared/igp24/discover/targets';

export type DiscoverFilter = Required<Pick<TargetFilter, 'r' | 'blockSize' | 'solvable'>>;

export const NO_FILTER: DiscoverFilter = { r: null, blockSize: null, solvable: false };

const RS = Array.from({ length: 13 }, (_, i) => 2 * i);
const BLOCK_SIZES = [2, 3, 4, 6, 8, 12];

/** A choice of one number, or none ("any"). */
function NumberChoice(props: {
  label: string;
  any: string;
  options: readonly number[];
  value: number | null;
  onChange: (value: number | null) => void;
  title?: string;
  testId: string;
}) {
  return (
    <label className="igp24-inline" title={props.title}>
      {props.label}{' '}
      <select
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value === '' ? null : Number(e.target.value))}
        data-testid={props.testId}
      >
        <option value="">{props.any}</option>
        {props.options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

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
      <NumberChoice
        label="r"
        any="any"
        options={RS}
        value={value.r}
        onChange={(r) => onChange({ ...value, r })}
        testId="igp24-discover-r"
      />
      <NumberChoice
        label="Blocks of"
        any="any size"
        options={BLOCK_SIZES}
        value={value.blockSize}
        onChange={(blockSize) => onChange({ ...value, blockSize })}
        title="Only groups with a block system of blocks of this size"
        testId="igp24-discover-block-size"
      />
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
