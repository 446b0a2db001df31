import { Link } from 'react-router';
import { itemPath } from '../../../shared/deepLinks';
import { useCached } from '../stores/useCached';
import { PlatformText } from './PlatformText';

/**
 * A Contributor Network item known by its ID (a library item's lineage, a submission's
 * `contributorNetworkItemId`), named as people know it: its title, linking to its page, and its
 * public code. Read by ID, cache-first. An item that cannot be read (withdrawn, or the platform out
 * of reach before it was ever seen) says so, with its ID as the only name left.
 */
export function NetworkItemName({ id, testId }: { id: string; testId?: string }) {
  const item = useCached('cn.get', { id });
  if (item.data) {
    const code = item.data.publicCode;
    return (
      <span className="network-item-name" data-testid={testId}>
        <Link to={code ? itemPath(code) : `/network/items/id/${encodeURIComponent(id)}`}>
          <PlatformText>{item.data.title}</PlatformText>
        </Link>
        {code && (
          <>
            {' '}
            <code className="network-item-name__code">{code}</code>
          </>
        )}
      </span>
    );
  }
  if (item.loading) return <span className="muted">a Contributor Network item…</span>;
  return (
    <span className="muted" data-testid={testId} title={item.error?.message}>
      {item.error?.code === 'NOT_FOUND' ? 'an item withdrawn from the network' : 'a Contributor Network item'}{' '}
      (<code data-id-text>{id}</code>)
    </span>
  );
}
