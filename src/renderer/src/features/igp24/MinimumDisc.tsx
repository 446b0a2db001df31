import { LongNumber } from '../../components/LongNumber';

/** A credited minimum |disc| (or |d_K|), or a dash that says why there is none. */
export function MinimumDisc({ value, none }: { value: string | null; none: string }) {
  return value ? (
    <LongNumber value={value} />
  ) : (
    <span className="faint" title={none}>
      —
    </span>
  );
}
