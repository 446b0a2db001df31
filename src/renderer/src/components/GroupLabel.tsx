// The group names alone (pure data and words), not the ranking's entry galois/index.ts.
import { groupName, groupNameNote, orderWords } from '../../../shared/igp24/galois/groupNames';
import './GroupLabel.css';

/**
 * A transitive group of degree 24 as people know it: "S24 (24T25000)", the name explained on hover;
 * the bare label where the group has no short name. Name and label each stay on one line.
 */
export function GroupLabel({
  label,
  labelFirst = false,
  testId,
}: {
  label: string;
  /** "24T14 (C6 x C2) : C2": where a narrow cell may cut the end, the label is what stays. */
  labelFirst?: boolean;
  testId?: string;
}) {
  const n = groupName(label);
  if (!n)
    return (
      <span className="group-label__label" data-testid={testId}>
        {label}
      </span>
    );
  return (
    <span className="group-label" title={`${label} is ${n.name}: ${groupNameNote(n)}`} data-testid={testId}>
      {labelFirst ? (
        <>
          <span className="group-label__label">{label}</span>{' '}
          <span className="group-label__name">{n.name}</span>
        </>
      ) : (
        <>
          <span className="group-label__name">{n.name}</span>{' '}
          <span className="group-label__label">({label})</span>
        </>
      )}
    </span>
  );
}

/** A group order at a glance ("24!", "4.6 × 10¹⁷"), the exact number on hover. */
export function GroupOrder({ order }: { order: string }) {
  const w = orderWords(order);
  return (
    <span className="group-order" title={w.short === w.exact ? undefined : `${w.exact} elements`}>
      {w.short}
    </span>
  );
}
