import { useEffect } from 'react';
import { normalizePublicCode } from '../../../shared/publicCode';
import type { ItemReference } from '../lib/useItemReference';
import { PlatformText } from './PlatformText';

interface Props {
  value: string;
  onChange(value: string): void;
  /** The reference `useItemReference(value)` made of it (the form keeps it for its body). */
  reference: ItemReference;
  inputId?: string;
  describedBy?: string;
  invalid?: boolean;
  testId?: string;
}

/**
 * A text field for a Contributor Network item by public code (or ID, where it has no code), and
 * under it which item that is. An ID put in by the app (a fork's source) is shown as the item's
 * public code once the item is read: people know items by their codes, not by `cni_…` IDs.
 */
export function NetworkItemInput({
  value,
  onChange,
  reference,
  inputId,
  describedBy,
  invalid,
  testId,
}: Props) {
  const code = reference.item?.publicCode ?? null;
  const typedCode = normalizePublicCode(value) !== null;
  useEffect(() => {
    if (code && !typedCode && reference.state === 'found') onChange(code);
  }, [code, typedCode, reference.state, onChange]);
  return (
    <>
      <input
        id={inputId}
        type="text"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        placeholder="e.g. ETA-000012"
        data-testid={testId}
        spellCheck={false}
      />
      <ReferenceLine reference={reference} typedCode={typedCode} testId={testId && `${testId}-found`} />
    </>
  );
}

function ReferenceLine({
  reference,
  typedCode,
  testId,
}: {
  reference: ItemReference;
  typedCode: boolean;
  testId?: string;
}) {
  const { state, item } = reference;
  if (state === 'empty') return null;
  return (
    <small className="field__hint" data-testid={testId} aria-live="polite">
      {state === 'found' && item ? (
        <>
          → <PlatformText>{item.title}</PlatformText>
          {item.publicCode && !typedCode && <> ({item.publicCode})</>}
        </>
      ) : state === 'looking' ? (
        'Looking for this item…'
      ) : state === 'missing' ? (
        typedCode ? (
          'No active item has this code (withdrawn, or mistyped).'
        ) : (
          'Not an item of the network: type its public code, e.g. ETA-000012.'
        )
      ) : (
        'This item could not be checked now; it is sent as typed.'
      )}
    </small>
  );
}
