import { Link } from 'react-router';
import type { OutboxEntryView } from '../../../../shared/contract';
import { EntryStatus } from '../../components/outbox/EntryStatus';
import type { NetworkItem } from './types';
import { kindLabel } from './words';

/**
 * Where the withdrawal of this item is. While it waits (offline, retrying) the item stays on the
 * page; once the platform has it the item is gone, and this says so instead of "not found".
 */
export function WithdrawalNotice({ entry, item }: { entry: OutboxEntryView; item: NetworkItem }) {
  const kind = kindLabel(item.kind).toLowerCase();
  const librarySource = item.kind === 'cheatsheet' || item.kind === 'solver-template';
  return (
    <div className="cn-withdrawn" data-testid="cn-withdrawal">
      <EntryStatus entry={entry} doneWord="Withdrawn" testId="cn-withdraw-status" />
      {entry.status === 'done' && (
        <p>
          This {kind} ({item.publicCode ?? item.id}) is no longer in the Contributor Network.
          {librarySource && (
            <>
              {' '}
              If you published it from your library, that copy is editable again:{' '}
              <Link to={item.kind === 'cheatsheet' ? '/library/cheatsheets' : '/library/solver-templates'}>
                open your library
              </Link>
              .
            </>
          )}{' '}
          <Link to="/network">Browse the network</Link>.
        </p>
      )}
    </div>
  );
}
