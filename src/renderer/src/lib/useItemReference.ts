/**
 * A Contributor Network item typed into a lineage field ("Forked from", "Based on…"): its public
 * code as people know it (`ETA-000012`, any case), or its ID where it has no code. The platform's
 * bodies take the ID (`parentContributorNetworkItemId`, `meta.contributorNetworkItemId`), so a
 * code is looked up (`cn.lookup`) and an ID read (`cn.get`) to say which item it is.
 */
import { normalizePublicCode } from '../../../shared/publicCode';
import { useContractQuery } from '../stores/query';
import { useCached } from '../stores/useCached';

export type ItemReferenceState = 'empty' | 'looking' | 'found' | 'missing' | 'unreadable';

export interface ItemReference {
  /** What goes into the body: the item's ID once found, else the text as typed (the platform judges it). */
  id: string | null;
  /** The item, once found. */
  item: { id: string; title: string; publicCode: string | null } | null;
  state: ItemReferenceState;
}

/** Text that can be an item ID as a path segment (src/shared/contracts/ids.ts). */
const ID_SHAPE = /^[^/\\?#%\s\p{Cc}]{1,200}$/u;

export function useItemReference(text: string): ItemReference {
  const typed = text.trim();
  const code = typed === '' ? null : normalizePublicCode(typed);
  const asId = typed !== '' && code === null && ID_SHAPE.test(typed) && typed !== '.' && typed !== '..';
  const lookup = useContractQuery('cn.lookup', { publicCode: code ?? '' }, { enabled: code !== null });
  const read = useCached('cn.get', { id: typed }, { enabled: asId });
  if (typed === '') return { id: null, item: null, state: 'empty' };
  if (code !== null) {
    const item = lookup.data?.item ?? null;
    if (item) return { id: item.id, item, state: 'found' };
    return {
      id: typed,
      item: null,
      state: lookup.isPending ? 'looking' : lookup.error ? 'unreadable' : 'missing',
    };
  }
  if (!asId) return { id: typed, item: null, state: 'missing' };
  if (read.data) return { id: read.data.id, item: read.data, state: 'found' };
  return {
    id: typed,
    item: null,
    state: read.loading ? 'looking' : read.error?.code === 'NOT_FOUND' ? 'missing' : 'unreadable',
  };
}
