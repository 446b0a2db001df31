import { Link } from 'react-router';
import { ByteCounter } from '../../components/ByteCounter';
import { Freshness } from '../../components/Freshness';
import { LockIcon } from '../../components/LockIcon';
import { lockText } from '../../lib/lockText';
import { type EditableKind, KIND_WORDS } from '../../lib/targets';
import type { LibraryDocument } from './useLibraryDocument';
import type { SubmitTarget } from './useSubmitTarget';

interface Props {
  kind: EditableKind;
  doc: LibraryDocument;
  target: SubmitTarget;
  onSubmit: () => void;
  onHistory: () => void;
}

/** Title, lock and track, freshness and size, Save and Submit. */
export function EditorToolbar({ kind, doc, target, onSubmit, onHistory }: Props) {
  const { title, setTitle, locked, itemId, track, setTrack, text } = doc;
  const { competition, size } = target;
  const lock = lockText(kind);
  return (
    <div className="editor-toolbar">
      <label className="field editor-title">
        <span className="visually-hidden">Title</span>
        <input
          type="text"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          readOnly={locked}
          aria-label="Title"
          data-testid="editor-title"
        />
      </label>
      {locked && (
        <span className="badge badge--neutral" data-testid="locked-badge" title={lock.detail}>
          <LockIcon /> Published
        </span>
      )}
      {locked && doc.item?.publishedContributorNetworkItemId && (
        <Link
          to={`/network/items/id/${encodeURIComponent(doc.item.publishedContributorNetworkItemId)}`}
          data-testid="editor-published-link"
        >
          See it in the Contributor Network
        </Link>
      )}
      {kind === 'solver-template' &&
        (itemId === null ? (
          <label className="inline-field">
            Track{' '}
            <select value={track} onChange={(e) => setTrack(e.target.value)} data-testid="editor-track">
              {(competition?.submissionSpec.catalog?.tracks ?? [{ id: 'solo' }, { id: 'marathon' }]).map(
                (t) => (
                  <option key={t.id} value={t.id}>
                    {t.id}
                  </option>
                ),
              )}
            </select>
          </label>
        ) : (
          <span className="chip" title="Fixed after creation">
            track {track}
          </span>
        ))}
      <span className="editor-toolbar__spacer" />
      {/* Every control is there before the first save too (disabled, saying why), so the toolbar
          keeps its size and the editor below does not move when the item gets saved. */}
      {itemId !== null ? (
        <Freshness state={doc.itemState} />
      ) : (
        <span className="muted" data-testid="editor-not-saved">
          Not saved yet
        </span>
      )}
      <ByteCounter text={text} maxBytes={target.maxBytes} limitLabel={`${target.targetId} limits.maxBytes`} />
      <button
        type="button"
        className="btn"
        onClick={() => void doc.save()}
        disabled={locked}
        data-testid="editor-save"
        title="Save to the server (Ctrl+S / ⌘S)"
      >
        Save <kbd>Ctrl+S</kbd>
      </button>
      <button
        type="button"
        className="btn"
        onClick={onHistory}
        disabled={itemId === null}
        title={
          itemId === null
            ? 'Save it once first: then every saved version is kept here'
            : 'Every saved version of this text: compare two, restore one'
        }
        data-testid="editor-history"
      >
        History…
      </button>
      {itemId !== null && !locked ? (
        <Link
          className="btn"
          to={`/network/publish?source=${kind}&id=${encodeURIComponent(itemId)}`}
          title="Share it in the Contributor Network (it is then locked here until you withdraw it)"
          data-testid="editor-publish"
        >
          Publish…
        </Link>
      ) : (
        !locked && (
          <button
            type="button"
            className="btn"
            disabled
            title="Save it once first: then it can be shared in the Contributor Network"
            data-testid="editor-publish"
          >
            Publish…
          </button>
        )
      )}
      <button
        type="button"
        className="btn btn--primary"
        onClick={onSubmit}
        disabled={size.level === 'over' || text.trim() === '' || !competition}
        title={
          size.level === 'over'
            ? `Too large: ${size.text}`
            : !competition
              ? 'The competition’s details have not been read yet (connect once to load them).'
              : undefined
        }
        data-testid="editor-submit"
      >
        Submit to {KIND_WORDS[kind].stage}…
      </button>
    </div>
  );
}
