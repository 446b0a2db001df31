import { useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import { checkMagmaText } from '../../../../shared/magma';
import { ErrorPanel } from '../../components/ErrorPanel';
import { FieldMessages } from '../../components/FieldMessages';
import { LeanTextInput } from '../../components/LeanTextInput';
import { DiscardDialog } from '../../components/outbox/DiscardDialog';
import { EntryStatus, RetryDiscardButtons } from '../../components/outbox/EntryStatus';
import { toErrorInfo } from '../../lib/errors';
import { errorsAt, fieldErrorsFromError } from '../../lib/fieldErrors';
import { useOutboxCommands, useOutboxEntry, useOutboxWrite } from '../../stores/query';

/** Custom Lean problems are immutable: create (two magma equations) or delete. */
export function LeanProblemForm() {
  const [lhsText, setLhs] = useState('');
  const [rhsText, setRhs] = useState('');
  const [lhsName, setLhsName] = useState('');
  const [rhsName, setRhsName] = useState('');
  const [entryId, setEntryId] = useState<number | null>(null);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const [discarding, setDiscarding] = useState(false);
  /** The create (or edit) call itself is in flight: a second click must not queue another. */
  const [submitting, setSubmitting] = useState(false);
  const { entry, gone } = useOutboxEntry(entryId);
  const commands = useOutboxCommands();
  const createWrite = useOutboxWrite('library.create');
  const failed = entry?.status === 'failed' && !gone ? entry.error : null;
  const errors = fieldErrorsFromError(failed, false);
  // Checked here with the platform's rules first: a text it would refuse is never queued.
  const [checked, setChecked] = useState(false);
  const local = (text: string) => {
    if (!checked || !text.trim()) return [];
    const r = checkMagmaText(text);
    return r.ok ? [] : [`Column ${r.column}: ${r.message}.`];
  };
  const lhsErr = [...local(lhsText), ...errorsAt(errors, '/lhsText')];
  const rhsErr = [...local(rhsText), ...errorsAt(errors, '/rhsText')];
  const other = failed && lhsErr.length === 0 && rhsErr.length === 0 ? [failed.message] : [];

  const body = () => ({
    lhsText: lhsText.trim(),
    rhsText: rhsText.trim(),
    ...(lhsName.trim() ? { lhsName: lhsName.trim() } : {}),
    ...(rhsName.trim() ? { rhsName: rhsName.trim() } : {}),
  });
  const done = entry?.status === 'done';
  const queued = entry !== null && !gone && (entry.status === 'pending' || entry.status === 'sending');
  // Pending or sending: the create is on its way; done: "New problem" starts the next one.
  const locked = submitting || queued || done;
  const create = async () => {
    if (locked) return;
    setError(null);
    setChecked(true);
    if (!checkMagmaText(lhsText).ok || !checkMagmaText(rhsText).ok) return;
    setSubmitting(true);
    try {
      if (entry && failed) {
        await commands.edit(entry.id, body());
        return;
      }
      const e = await createWrite.mutateAsync({ kind: 'lean-problem', ...body() });
      setEntryId(e.id);
    } catch (err) {
      setError(toErrorInfo(err));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <form
      className="card section lean-form"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
      aria-labelledby="lean-new-h"
      data-testid="lean-problem-form"
    >
      <h2 id="lean-new-h">New custom problem</h2>
      <p className="field__hint">
        Does the left equation imply the right one? Magma terms such as <code>x ◇ (y ◇ z) = (x ◇ y) ◇ z</code>
        : single lowercase letters, parentheses and the operation ◇ (type <kbd>\diamond</kbd> and a space).
        Custom problems cannot be edited after creation.
      </p>
      <div className="lean-form__grid">
        <label className="field" htmlFor="lean-lhs-input">
          <span>Left equation</span>
          <LeanTextInput
            id="lean-lhs-input"
            className="mono"
            value={lhsText}
            onChange={setLhs}
            aria-invalid={lhsErr.length > 0}
            aria-describedby={lhsErr.length ? 'lhsText' : undefined}
            data-testid="lean-lhs"
            required
          />
          <FieldMessages id="lhsText" messages={lhsErr} />
        </label>
        <label className="field" htmlFor="lean-rhs-input">
          <span>Right equation</span>
          <LeanTextInput
            id="lean-rhs-input"
            className="mono"
            value={rhsText}
            onChange={setRhs}
            aria-invalid={rhsErr.length > 0}
            aria-describedby={rhsErr.length ? 'rhsText' : undefined}
            data-testid="lean-rhs"
            required
          />
          <FieldMessages id="rhsText" messages={rhsErr} />
        </label>
        <label className="field">
          <span>
            Left name <span className="muted">(optional)</span>
          </span>
          <input type="text" value={lhsName} onChange={(e) => setLhsName(e.target.value)} />
        </label>
        <label className="field">
          <span>
            Right name <span className="muted">(optional)</span>
          </span>
          <input type="text" value={rhsName} onChange={(e) => setRhsName(e.target.value)} />
        </label>
      </div>
      <div className="submit-actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={locked || !lhsText.trim() || !rhsText.trim()}
        >
          {failed ? 'Edit and retry' : 'Create problem'}
        </button>
        {done && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              setEntryId(null);
              setChecked(false);
              setLhs('');
              setRhs('');
              setLhsName('');
              setRhsName('');
            }}
          >
            New problem
          </button>
        )}
      </div>
      {other.length > 0 && <FieldMessages id="lean-problem" messages={other} />}
      {entry && !gone && (
        <EntryStatus entry={entry} doneWord="Created">
          {failed && <RetryDiscardButtons entry={entry} onDiscard={() => setDiscarding(true)} />}
        </EntryStatus>
      )}
      {error && <ErrorPanel info={error} compact />}
      <DiscardDialog
        entry={discarding ? entry : null}
        onClose={() => setDiscarding(false)}
        onDiscarded={() => setEntryId(null)}
      />
    </form>
  );
}
