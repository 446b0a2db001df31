import { PlatformText } from '../../components/PlatformText';
import type { NetworkAuthor } from './types';

/** The author's avatar (when the platform gives one) and display name. */
export function AuthorChip({ author }: { author: NetworkAuthor }) {
  const name = author.displayName ?? 'Deleted account';
  // Avatars are data: URLs or https images; the CSP decides what loads, a broken one is hidden.
  const avatar = author.avatarUrl ?? null;
  return (
    <span className="cn-author" title={`Platform ID ${author.platformId}`}>
      {avatar ? (
        <img className="cn-author__avatar" src={avatar} alt="" width={20} height={20} />
      ) : (
        <span className="cn-author__avatar cn-author__avatar--initial" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <PlatformText>{name}</PlatformText>
    </span>
  );
}
