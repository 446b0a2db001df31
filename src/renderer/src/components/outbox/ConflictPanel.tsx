import { useState } from 'react';
import type { ConflictCopy, OutboxEntryView } from '../../../../shared/contract';
import { useBusyAction } from '../../lib/useBusyAction';
import { useOutboxCommands, useOutboxWrite } from '../../stores/query';
import { ErrorPanel } from '../ErrorPanel';
import { DiffView } from '../monaco';
import { LocalTime } from '../TimeLeft';
import './ConflictPanel.css';
import { PlatformText } from '../PlatformText';

export type ConflictResolution =
  | { kind: 'overwrite'; entry: OutboxEntryView }
  | { kind: 'server'; server: ConflictCopy }
  | { kind: 'merged'; entry: OutboxEntryView; text: string; server: ConflictCopy };

interface Props {
  entry: OutboxEntryView;
  onResolved?: (r: ConflictResolution) => void;
}

function bodyField(entry: OutboxEntryView): 'content' | 'solverCode' {
  return entry.request.op === 'library.update' && entry.request.kind === 'solver-template'
    ? 'solverCode'
    : 'content';
}

/**
 * A save refused because the server copy changed since the edit began (code CONFLICT). Both
 * versions side by side; nothing is overwritten unless the user says so.
 */
export function ConflictPanel({ entry, onResolved }: Props) {
  const { busy, error, run } = useBusyAction();
  const commands = useOutboxCommands();
  const update = useOutboxWrite('library.update');
  const req = entry.request;
  const server = entry.conflict?.server;
  const field = bodyField(entry);
  const mine = req.op === 'library.update' ? String(req.body[field] ?? '') : '';
  const [merged, setMerged] = useState<string | null>(null);
  if (!server || req.op !== 'library.update') return null;
  const serverText = String(server[field] ?? '');
  const serverUpdatedAt = server.updatedAt;

  const keepMine = () =>
    run(async () => {
      const e = await commands.overwrite(entry.id);
      onResolved?.({ kind: 'overwrite', entry: e });
    });
  const takeServer = () =>
    run(async () => {
      await commands.discard(entry.id);
      onResolved?.({ kind: 'server', server });
    });
  const saveMerged = () =>
    run(async () => {
      const text = merged ?? mine;
      // Queue the merged version first, over the server copy the user has now seen. Only once that
      // succeeded is the conflicted entry dropped: if queueing fails, the error shows and both the
      // merged text (still in the editor) and the original entry are kept.
      const e = await update.mutateAsync({
        kind: req.kind,
        id: req.id,
        [field]: text,
        ...(typeof req.body.title === 'string' ? { title: req.body.title } : {}),
        baseUpdatedAt: serverUpdatedAt,
      });
      await commands.discard(entry.id);
      onResolved?.({ kind: 'merged', entry: e, text, server });
    });

  return (
    <section
      className="card section conflict"
      data-testid="conflict-panel"
      aria-labelledby={`conflict-${entry.id}`}
    >
      <h2 id={`conflict-${entry.id}`}>The server copy changed while you were editing</h2>
      <p>
        “<PlatformText>{server.title || req.id}</PlatformText>” was saved elsewhere
        {serverUpdatedAt && (
          <>
            {' '}
            at <LocalTime iso={serverUpdatedAt} />
          </>
        )}
        , after the version your edit started from. Nothing was overwritten. Compare the two, then choose. You
        can also edit your version on the right and save the result.
      </p>
      <DiffView
        original={serverText}
        modified={merged ?? mine}
        originalLabel="Server copy (newer)"
        modifiedLabel="Your version (editable)"
        language={field === 'solverCode' ? 'lean4' : 'cheatsheet'}
        onModifiedChange={setMerged}
        testId="conflict-diff"
      />
      <div className="conflict__actions">
        <button
          type="button"
          className="btn btn--danger"
          onClick={keepMine}
          disabled={busy}
          data-testid="conflict-keep-mine"
        >
          Keep mine (overwrite the server copy)
        </button>
        <button
          type="button"
          className="btn"
          onClick={takeServer}
          disabled={busy}
          data-testid="conflict-take-server"
        >
          Take the server copy (drop my edit)
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={saveMerged}
          disabled={busy || merged === null || merged === mine}
          title={merged === null ? 'Edit the right-hand side first' : undefined}
          data-testid="conflict-save-merged"
        >
          Save the edited version
        </button>
      </div>
      {error && <ErrorPanel info={error} compact />}
    </section>
  );
}
