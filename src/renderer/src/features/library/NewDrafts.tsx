import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../bridge';
import { LocalTime } from '../../components/TimeLeft';
import { formatInteger } from '../../lib/format';
import type { EditableKind } from '../../lib/targets';
import { OUTBOX_CHANGED, useContractQuery } from '../../stores/query';

/** New items typed on this computer but never saved: drafts whose key is `<kind>:new-…`. */
export function NewDrafts({ kind, label }: { kind: EditableKind; label: string }) {
  const queryClient = useQueryClient();
  const drafts = useContractQuery(
    'drafts.list',
    {},
    {
      select: (all) => all.filter((d) => d.key.startsWith(`${kind}:new-`)),
      // A create that goes out turns its draft into the real item in the core: read again then.
      refreshOn: [OUTBOX_CHANGED],
    },
  ).data;
  // Drafts are local (not outbox writes): remove, then read the list again.
  const dropDraft = async (key: string) => {
    await call('drafts.remove', { key }).catch(() => null);
    await queryClient.invalidateQueries({ queryKey: ['drafts.list'] });
  };
  if (!drafts || drafts.length === 0) return null;
  return (
    <div className="notice" data-testid="new-drafts">
      <p>
        <strong>Unsaved new {label}s on this computer:</strong>
      </p>
      <ul>
        {drafts.map((d) => (
          <li key={d.key}>
            <Link to={`/library/${kind}/new?draft=${encodeURIComponent(d.key)}`}>
              {typeof d.meta.title === 'string' ? d.meta.title : 'Untitled'}
            </Link>{' '}
            <span className="muted">
              · {formatInteger(d.text.length)} characters · last typed <LocalTime iso={d.savedAt} />
            </span>{' '}
            <button type="button" className="btn btn--small btn--ghost" onClick={() => void dropDraft(d.key)}>
              Discard draft
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
