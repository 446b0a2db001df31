/**
 * One version's text, read from this computer's store, with its loading, failed and gone states;
 * the text itself is handed to `children` (a read-only editor, a submit form). Used by the
 * experiments' version dialogs and a sweep's "Submit the winner…".
 */
import type { ReactNode } from 'react';
import type { TextVersion } from '../../../shared/contracts/experiments';
import { toErrorInfo } from '../lib/errors';
import { useContractQuery } from '../stores/query';
import { ErrorPanel } from './ErrorPanel';
import { Loading } from './Loading';

interface Props {
  /** Null while nothing is chosen: nothing is read. Without `itemId`, any item's copy of that text. */
  version: (Pick<TextVersion, 'kind' | 'sha256'> & { itemId?: string | null }) | null;
  children: (text: string) => ReactNode;
}

export function VersionTextRead({ version: v, children }: Props) {
  const text = useContractQuery(
    'library.version',
    {
      kind: v?.kind ?? 'cheatsheet',
      sha256: v?.sha256 ?? '0'.repeat(64),
      ...(v?.itemId ? { id: v.itemId } : {}),
    },
    { enabled: v !== null },
  );
  if (v === null) return null;
  if (text.error)
    return (
      <ErrorPanel
        info={toErrorInfo(text.error)}
        onRetry={() => text.refetch()}
        context="Could not read this version"
      />
    );
  if (text.isPending) return <Loading label="Reading the version’s text…" />;
  if (text.data === null)
    return <p className="notice notice--error">This version’s text is no longer kept on this computer.</p>;
  return <>{children(text.data.text)}</>;
}
