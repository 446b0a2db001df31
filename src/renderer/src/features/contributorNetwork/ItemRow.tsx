import { Link } from 'react-router';
import { itemPath } from '../../../../shared/deepLinks';
import { PlatformText } from '../../components/PlatformText';
import { useCatalogWords } from '../../lib/catalogWords';
import { localTime, parseDate } from '../../lib/format';
import { AuthorChip } from './AuthorChip';
import type { NetworkSummary } from './types';
import { kindLabel, plural } from './words';

/** One item of the listing: what it is, who published it, when, and how it was received. */
export function ItemRow({ item }: { item: NetworkSummary }) {
  const at = parseDate(item.publishedAt);
  // One read per competition, shared by its rows.
  const trackName = useCatalogWords(item.track ? item.competitionId : null).track;
  const to = item.publicCode ? itemPath(item.publicCode) : `/network/items/id/${encodeURIComponent(item.id)}`;
  return (
    <article className="cn-row" data-testid="cn-row" data-item-id={item.id}>
      <div className="cn-row__main">
        <Link to={to} className="cn-row__title" data-testid="cn-row-link">
          <PlatformText>{item.title}</PlatformText>
        </Link>
        <span className="chip">{kindLabel(item.kind)}</span>
        {item.track && (
          <span className="chip" title={`Track ${item.track}`}>
            track {trackName(item.track)}
          </span>
        )}
        {item.publicCode && <code className="cn-row__code">{item.publicCode}</code>}
      </div>
      {item.remark && <p className="cn-row__remark muted">{item.remark}</p>}
      <div className="cn-row__meta">
        <AuthorChip author={item.author} />
        {at && <time dateTime={item.publishedAt}>{localTime(at)}</time>}
        <span title="Favorites">
          {item.viewerHasFavorited ? '★' : '☆'} {plural(item.favoriteCount, 'favorite')}
        </span>
        {item.commentCount !== undefined && <span>{plural(item.commentCount, 'comment')}</span>}
        {item.directChildCount !== undefined && item.directChildCount > 0 && (
          <span>{plural(item.directChildCount, 'fork')}</span>
        )}
      </div>
    </article>
  );
}
