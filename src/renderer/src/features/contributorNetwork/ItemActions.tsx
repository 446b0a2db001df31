import { itemLink } from '../../../../shared/deepLinks';
import { CopyButton } from '../../components/CopyButton';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EntryStatus } from '../../components/outbox/EntryStatus';
import { ForkButton } from './ForkButton';
import type { NetworkItem } from './types';
import { useFavorite } from './useFavorite';
import { useIsAuthor } from './useNetwork';
import { WithdrawButton } from './WithdrawButton';

/** Favorite (optimistic, through the outbox), Copy link, Fork to my library, Withdraw (author). */
interface Props {
  item: NetworkItem;
  fetchedAt: string | null;
  /** A withdrawal of this item is on its way. */
  withdrawing: boolean;
  onWithdrawSent(entryId: number): void;
}

export function ItemActions({ item, fetchedAt, withdrawing, onWithdrawSent }: Props) {
  const fav = useFavorite(item, fetchedAt);
  const isAuthor = useIsAuthor(item);
  return (
    <div className="cn-item__actions">
      <button
        type="button"
        className="btn"
        aria-pressed={fav.favorited}
        onClick={fav.toggle}
        disabled={fav.busy}
        data-testid="cn-favorite"
        title={fav.favorited ? 'Remove from your favorites' : 'Add to your favorites'}
      >
        {fav.favorited ? '★ Favorited' : '☆ Favorite'} ·{' '}
        <span data-testid="cn-favorite-count">{fav.count}</span>
      </button>
      {item.publicCode && (
        <span className="inline-field">
          <code className="muted">{itemLink(item.publicCode)}</code>
          <CopyButton text={copyTarget(item.publicCode)} what="link to this item" />
        </span>
      )}
      <ForkButton item={item} />
      {isAuthor && <WithdrawButton item={item} busy={withdrawing} onSent={onWithdrawSent} />}
      {fav.entry && fav.entry.status !== 'done' && (
        <EntryStatus entry={fav.entry} doneWord="Saved" testId="cn-favorite-status" />
      )}
      {fav.error && <ErrorPanel info={fav.error} compact context="Could not change the favorite" />}
    </div>
  );
}

/**
 * In the desktop app the link is the workbench:// address the app is registered for; in a browser
 * (serve mode) it is the same path on this host, which opens the page directly.
 */
function copyTarget(publicCode: string): string {
  const link = itemLink(publicCode);
  if (window.location.protocol === 'http:' || window.location.protocol === 'https:')
    return `${window.location.origin}/item/${encodeURIComponent(publicCode)}`;
  return link;
}
