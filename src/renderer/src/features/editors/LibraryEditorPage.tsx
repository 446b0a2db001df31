import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { OutboxEntryView } from '../../../../shared/contract';
import { Empty } from '../../components/Empty';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { CodeEditor, type EditorMarker, markerFromMessage } from '../../components/monaco';
import { DiscardDialog } from '../../components/outbox/DiscardDialog';
import { lockText } from '../../lib/lockText';
import { type EditableKind, KIND_WORDS } from '../../lib/targets';
import { EditorNotices } from './EditorNotices';
import { EditorSubmitDialog } from './EditorSubmitDialog';
import { EditorToolbar } from './EditorToolbar';
import { HistoryDialog } from './HistoryDialog';
import { useLibraryDocument } from './useLibraryDocument';
import { useSubmitTarget } from './useSubmitTarget';
import './editors.css';

function isEditableKind(k: string): k is EditableKind {
  return k === 'cheatsheet' || k === 'solver-template';
}

/**
 * `/library/:kind/:id` (id `new` for a new item). The editor keeps its state across the one
 * navigation it makes itself (new → the created item's id), so nothing typed meanwhile is lost.
 */
export function LibraryEditorPage() {
  const { kind = '', id = '' } = useParams();
  const location = useLocation();
  const session = useRef<{ id: string; n: number } | null>(null);
  // A restored version is a draft of this item: the editor opens again to read it.
  const [reopened, setReopened] = useState(0);
  const adoptedFrom = (location.state as { adoptedFrom?: string } | null)?.adoptedFrom;
  if (!session.current || (session.current.id !== id && adoptedFrom !== session.current.id)) {
    session.current = { id, n: (session.current?.n ?? 0) + 1 };
  } else session.current.id = id;
  if (!isEditableKind(kind)) {
    return (
      <div className="page">
        <Empty title="No such library editor">
          <p>
            Open an item from the <Link to="/library">Library</Link>.
          </p>
        </Empty>
      </div>
    );
  }
  return (
    <LibraryEditor
      key={`${kind}:${session.current.n}:${reopened}`}
      kind={kind}
      routeId={id}
      onReopen={() => setReopened((n) => n + 1)}
    />
  );
}

/** Lean's parse errors of a refused save, as text and as markers in the editor. */
function useLeanMessages(entry: OutboxEntryView | null) {
  const failedError = entry?.status === 'failed' ? entry.error : null;
  return useMemo(() => {
    if (failedError?.code !== 'LEAN_SOURCE_INVALID') return { messages: [] as string[], markers: [] };
    const list = failedError.fieldErrors.map((f) => f.message);
    const messages = list.length > 0 ? list : [failedError.message];
    return {
      messages,
      markers: messages.map(markerFromMessage).filter((m): m is EditorMarker => m !== null),
    };
  }, [failedError]);
}

function LibraryEditor({
  kind,
  routeId,
  onReopen,
}: {
  kind: EditableKind;
  routeId: string;
  onReopen: () => void;
}) {
  const words = KIND_WORDS[kind];
  const doc = useLibraryDocument(kind, routeId);
  const { itemId, itemState, ready, text, title, locked, entry } = doc;
  const target = useSubmitTarget(kind, text);
  const [submitOpen, setSubmitOpen] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lean = useLeanMessages(entry);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      void doc.save();
    }
  };

  const lock = lockText(kind);
  const heading = title || (itemId ? itemId : `New ${words.one}`);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+S anywhere in the editor page.
    <div className="page editor-page" onKeyDown={onKeyDown} data-testid="library-editor" data-kind={kind}>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to="/library">Library</Link> / <Link to={words.listPath}>{words.list}</Link> / {heading}
      </nav>
      {/* The title field is the visible heading; screen readers still get the page's name first. */}
      <h1 className="visually-hidden">{heading}</h1>
      {doc.loadingItem ? (
        itemState.error ? (
          <ErrorPanel
            info={itemState.error}
            onRetry={itemState.refresh}
            context={`Could not load this ${words.one}`}
          />
        ) : (
          <Loading label={`Loading the ${words.one}…`} />
        )
      ) : !ready ? (
        <Loading label="Looking for an unsaved draft…" />
      ) : (
        <>
          <EditorToolbar
            kind={kind}
            doc={doc}
            target={target}
            onSubmit={() => setSubmitOpen(true)}
            onHistory={() => setHistoryOpen(true)}
          />
          {target.size.level === 'over' && (
            <p className="field__error" data-testid="over-limit">
              Too large to submit to {target.competition?.title ?? target.targetId}: {target.size.text}.
              Shorten it first (drafts and library saves are still possible).
            </p>
          )}
          {target.targets.length > 1 && (
            <label className="inline-field">
              Size limit and submission target{' '}
              <select value={target.targetId} onChange={(e) => target.setTarget(e.target.value)}>
                {target.targets.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          <EditorNotices kind={kind} doc={doc} onDiscardEntry={() => setDiscarding(true)} />
          <CodeEditor
            value={text}
            onChange={doc.setText}
            language={kind === 'cheatsheet' ? 'cheatsheet' : 'lean4'}
            readOnly={locked}
            readOnlyMessage={locked ? `${lock.title}. ${lock.action}` : undefined}
            onSave={() => void doc.save()}
            onBlur={doc.flush}
            markers={lean.markers}
            height="calc(100vh - 320px)"
            ariaLabel={kind === 'cheatsheet' ? 'Cheatsheet text' : 'Solver code, Lean 4'}
            path={doc.modelPath}
            testId="editor"
          />
          {lean.messages.length > 0 && (
            <div className="field__error" data-testid="lean-error" role="alert">
              {lean.messages.map((m) => (
                <p key={m}>{m}</p>
              ))}
            </div>
          )}
          <p className="field__hint">
            Drafts are kept on this computer as you type. Ctrl+S (⌘S) saves to the server through the outbox.
            {kind === 'solver-template' &&
              ' Type \\to, \\forall, \\and, \\ne, \\le, \\alpha… then a space for Lean symbols.'}
            {kind === 'cheatsheet' && ' {{equation1}} and {{equation2}} are filled in for each problem.'}{' '}
            Press Ctrl+M to make Tab move the focus out of the editor.
          </p>
          <EditorSubmitDialog
            kind={kind}
            open={submitOpen}
            onClose={() => setSubmitOpen(false)}
            target={target}
            text={text}
            track={doc.track}
          />
          {itemId !== null && (
            <HistoryDialog
              kind={kind}
              itemId={itemId}
              open={historyOpen}
              onClose={() => setHistoryOpen(false)}
              beforeRestore={doc.flush}
              onRestored={(draftKey) => {
                setHistoryOpen(false);
                // The item's own draft opens in this editor; any other key is a new item's draft.
                if (draftKey === doc.draftKey) {
                  // The opening read of the draft is kept for the editor's life; the editor that
                  // opens next must read the restored draft, not that answer.
                  queryClient.removeQueries({ queryKey: ['drafts.get', { key: draftKey }] });
                  onReopen();
                } else navigate(`/library/${kind}/new?draft=${encodeURIComponent(draftKey)}`);
              }}
            />
          )}
          <DiscardDialog
            entry={discarding ? entry : null}
            onClose={() => setDiscarding(false)}
            onDiscarded={doc.forgetEntry}
          />
        </>
      )}
    </div>
  );
}
