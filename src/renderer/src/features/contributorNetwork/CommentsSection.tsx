import { useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EntryStatus } from '../../components/outbox/EntryStatus';
import { PlatformText } from '../../components/PlatformText';
import { toErrorInfo } from '../../lib/errors';
import { localTime, parseDate } from '../../lib/format';
import { useOutboxEntry } from '../../stores/query';
import { commentsUnsupported } from './commentRules';
import type { NetworkComment, NetworkItem } from './types';
import { useComments, useCommentWrites, useMyPlatformId } from './useNetwork';
import { plural } from './words';

const BODY_MAX = 2000;

/** Comments, oldest first and paged; soft-deleted ones stay in place, marked as deleted. */
export function CommentsSection({ item }: { item: NetworkItem }) {
  const comments = useComments(item.id);
  const me = useMyPlatformId();
  const writes = useCommentWrites(item.id);
  const [body, setBody] = useState('');
  const [entryId, setEntryId] = useState<number | null>(null);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  // The last comment write (create or delete), followed in the outbox.
  const { entry } = useOutboxEntry(entryId);
  // The comment paths are a guess (docs/spec-gaps.md): a platform without them answers 404/405.
  const readOnly = commentsUnsupported(entry?.error ?? error);
  const length = [...body].length;
  const tooLong = length > BODY_MAX;

  const send = async () => {
    setError(null);
    try {
      const e = await writes.create(body.trim());
      setEntryId(e.id);
      setBody('');
    } catch (err) {
      setError(toErrorInfo(err));
    }
  };
  const remove = async (c: NetworkComment) => {
    setError(null);
    try {
      const e = await writes.remove(c.id);
      setEntryId(e.id);
    } catch (err) {
      setError(toErrorInfo(err));
    }
  };

  const canDelete = (c: NetworkComment) =>
    !c.isDeleted && (me === null || c.author.platformId === me || item.author.platformId === me);

  return (
    <section className="section" aria-labelledby="cn-comments-title" data-testid="cn-comments">
      <div className="section__header">
        <h2 id="cn-comments-title">Comments</h2>
        {item.commentCount !== undefined && (
          <span className="muted">{plural(item.commentCount, 'visible comment')}</span>
        )}
      </div>
      {comments.error && comments.items.length === 0 ? (
        <ErrorPanel
          info={comments.error}
          onRetry={comments.retry}
          context="Could not read the comments"
          compact
        />
      ) : comments.items.length === 0 ? (
        <p className="muted">{comments.loading ? 'Reading comments…' : 'No comments yet.'}</p>
      ) : (
        <ol className="cn-comments">
          {comments.items.map((c) => (
            <li
              key={c.id}
              className={c.isDeleted ? 'cn-comment cn-comment--deleted' : 'cn-comment'}
              data-testid="cn-comment"
            >
              <div className="cn-comment__meta">
                <span>
                  <PlatformText>
                    {c.isDeleted ? 'Deleted comment' : (c.author.displayName ?? 'Deleted account')}
                  </PlatformText>
                </span>
                <time dateTime={c.createdAt}>{localTime(parseDate(c.createdAt) ?? new Date(0))}</time>
                {canDelete(c) && !readOnly && (
                  <button
                    type="button"
                    className="btn btn--small btn--ghost"
                    onClick={() => void remove(c)}
                    data-testid="cn-comment-delete"
                  >
                    Delete
                  </button>
                )}
              </div>
              <p className="cn-comment__body">{c.isDeleted ? 'This comment was deleted.' : c.body}</p>
            </li>
          ))}
        </ol>
      )}
      {comments.hasMore && (
        <button
          type="button"
          className="btn btn--small"
          onClick={comments.loadMore}
          disabled={comments.loadingMore}
          data-testid="cn-comments-more"
        >
          {comments.loadingMore ? 'Loading…' : 'Show later comments'}
        </button>
      )}
      {readOnly ? (
        <p className="notice" data-testid="cn-comments-readonly">
          This platform does not accept comments from the app; they are shown read-only.
        </p>
      ) : (
        <form
          className="section"
          onSubmit={(e) => {
            e.preventDefault();
            if (body.trim() !== '' && !tooLong) void send();
          }}
        >
          <label className="field">
            <span>Add a comment</span>
            <textarea
              value={body}
              onChange={(e) => setBody(e.target.value)}
              rows={3}
              data-testid="cn-comment-body"
              aria-invalid={tooLong}
            />
          </label>
          <div className="cn-item__actions">
            <button
              type="submit"
              className="btn"
              disabled={body.trim() === '' || tooLong}
              data-testid="cn-comment-send"
            >
              Comment
            </button>
            <small className={tooLong ? 'field__error' : 'muted'}>
              {length} / {BODY_MAX} characters{tooLong ? ' — shorten it to send' : ''}
            </small>
          </div>
        </form>
      )}
      {entry && entry.status !== 'done' && !readOnly && (
        <EntryStatus entry={entry} doneWord="Posted" testId="cn-comment-status" />
      )}
      {error && !readOnly && <ErrorPanel info={error} compact context="Could not change the comments" />}
    </section>
  );
}
