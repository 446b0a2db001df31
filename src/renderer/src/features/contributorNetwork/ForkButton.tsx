import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ApiErrorInfo } from '../../../../shared/api';
import { isOp } from '../../../../shared/contracts/outboxEntry';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EntryStatus } from '../../components/outbox/EntryStatus';
import { toErrorInfo } from '../../lib/errors';
import { useOutboxEntry, useOutboxWrite } from '../../stores/query';
import { forkKind } from './itemText';
import type { NetworkItem } from './types';

/**
 * "Fork to my library": a private cheatsheet or solver template with the item's text and
 * `sourceContributorNetworkItemId` (spec 4.6), created through the outbox; once the platform
 * has it, the library editor opens on it.
 */
export function ForkButton({ item }: { item: NetworkItem }) {
  const kind = forkKind(item.kind);
  const navigate = useNavigate();
  const [entryId, setEntryId] = useState<number | null>(null);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const { entry } = useOutboxEntry(entryId);
  const create = useOutboxWrite('library.create', {
    invalidates: (input) => [['library.list', { kind: input.kind }]],
  });

  const createdId = entry?.status === 'done' && isOp(entry, 'library.create') ? entry.result?.id : undefined;
  useEffect(() => {
    if (kind && createdId) navigate(`/library/${kind}/${encodeURIComponent(createdId)}`);
  }, [kind, createdId, navigate]);

  if (!kind) return null;
  const fork = async () => {
    setError(null);
    try {
      const title = `${item.title} (fork of ${item.publicCode ?? item.id})`.slice(0, 200);
      const e =
        kind === 'cheatsheet'
          ? await create.mutateAsync({
              kind,
              title,
              content: item.content ?? '',
              sourceContributorNetworkItemId: item.id,
            })
          : await create.mutateAsync({
              kind,
              title,
              solverCode: item.solverCode ?? '',
              ...(item.track ? { track: item.track } : {}),
              sourceContributorNetworkItemId: item.id,
            });
      setEntryId(e.id);
    } catch (err) {
      setError(toErrorInfo(err));
    }
  };
  const waiting = entry !== null && entry.status !== 'done';
  return (
    <>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => void fork()}
        disabled={create.isPending || waiting}
        data-testid="cn-fork"
        title="A private copy in your library that you can edit, run and publish back as a child of this item"
      >
        Fork to my library
      </button>
      {waiting && entry && (
        <EntryStatus entry={entry} doneWord="Forked" testId="cn-fork-status">
          {entry.status !== 'failed' && (
            <p className="muted">
              The copy opens in the editor once the platform has it. <Link to="/outbox">Outbox</Link>
            </p>
          )}
        </EntryStatus>
      )}
      {error && <ErrorPanel info={error} compact context="Could not fork this item" />}
    </>
  );
}
