import { useState } from 'react';
import type { SubmitPrecheck } from '../../../../shared/contract';
import { describeBlockedReason } from '../../../../shared/errorText';
import { type FileLine, limitsCheck, measurePolynomials, type ParsedFile } from '../../../../shared/igp24';
import { Dialog } from '../../components/Dialog';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useSubmitFlow } from '../../components/submit/useSubmitFlow';
import { formatInteger } from '../../lib/format';
import { ConfirmQuota, LineList } from './ConfirmQuota';
import { checkProblem } from './checkWords';
import { igp24Actions, useIgp24Store } from './igp24Store';
import type { Checker } from './useChecker';
import { IGP24_ID, type Igp24Spec } from './useIgp24Spec';

interface Props {
  file: ParsedFile;
  checker: Checker;
  spec: Igp24Spec;
}

interface Review {
  /** What was asked for (the file or the selection). */
  scope: 'file' | 'selection';
  lines: FileLine[];
  /** Lines the server would refuse the whole batch for (spec 4.2 rules 2–4). */
  invalid: FileLine[];
  /** Lines that parse but fail a local check (the verifier would reject them). */
  failing: { line: FileLine; problem: string }[];
  duplicates: FileLine[];
  precheck: SubmitPrecheck | null;
  /** Whether the platform was asked (there was at least one line to send). */
  asked: boolean;
}

/** Submit the file or the selected lines: local pre-check, live pre-check, confirm, outbox. */
export function SubmitPanel({ file, checker, spec }: Props) {
  const selected = useIgp24Store((s) => s.selected);
  const description = useIgp24Store((s) => s.description);
  const [busy, setBusy] = useState<string | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [includeFailing, setIncludeFailing] = useState(false);
  // The same submit path as every other kind; each batch is a submission of its own, followed
  // in "Sent from here", so the flow forgets an entry once it is queued.
  const flow = useSubmitFlow({ id: IGP24_ID });
  const selectedSet = new Set(selected);
  // Keyed by exact text: a line the user edited after ticking it is no longer selected.
  const selection = file.lines.filter((l) => selectedSet.has(l.text));

  const meta = () => (description.trim() ? { description: description.trim() } : undefined);

  const start = async (scope: 'file' | 'selection') => {
    const lines = scope === 'file' ? file.lines : selection;
    flow.reset();
    setIncludeFailing(false);
    setBusy('Checking the lines locally…');
    const valid = lines.filter((l) => l.result.valid);
    const outcome = await checker.run(valid.map((l) => ({ lineNumber: l.lineNumber, text: l.text })));
    if (outcome === 'cancelled') {
      setBusy(null);
      return;
    }
    const results = useIgp24Store.getState().results;
    const invalid = lines.filter((l) => !l.result.valid);
    const failing = valid
      .map((line) => ({ line, problem: checkProblem(results[line.text]) }))
      .filter((x): x is { line: FileLine; problem: string } => x.problem !== null);
    const duplicates = lines.filter((l) => l.duplicateOf !== null);
    const sendable = valid.map((l) => l.text);
    setBusy('Checking with the platform…');
    const asked = sendable.length > 0;
    const precheck = asked ? await flow.check({ payload: { polynomials: sendable }, meta: meta() }) : null;
    setBusy(null);
    setReview({ scope, lines, invalid, failing, duplicates, precheck, asked });
  };

  const toSend = (r: Review) => {
    const failingSet = new Set(r.failing.map((f) => f.line.lineNumber));
    return r.lines.filter((l) => l.result.valid && (includeFailing || !failingSet.has(l.lineNumber)));
  };

  const send = async (r: Review) => {
    const lines = toSend(r);
    setBusy('Queuing…');
    const entry = await flow.submit({ payload: { polynomials: lines.map((l) => l.text) }, meta: meta() });
    setBusy(null);
    if (!entry) return; // flow.submitError says why
    igp24Actions.addSent({
      outboxId: entry.id,
      lines: lines.map((l) => l.text),
      lineNumbers: lines.map((l) => l.lineNumber),
      sentAt: new Date().toISOString(),
    });
    flow.reset();
    setReview(null);
  };

  const sending = review ? toSend(review) : [];
  // The lines are parsed already: only their sizes are needed for the limits.
  const subset = review
    ? measurePolynomials(
        sending.map((l) => l.text),
        meta(),
      )
    : null;
  const limitProblems = subset && spec.limits ? limitsCheck(subset, spec.limits) : [];
  const p = review?.precheck ?? null;
  const blocked = p && !p.canSubmit && p.blockedReason ? describeBlockedReason(p.blockedReason) : null;
  const canSend =
    review !== null &&
    sending.length > 0 &&
    limitProblems.length === 0 &&
    !blocked &&
    (p === null || p.payloadErrors.length === 0) &&
    (p === null || p.metaErrors.length === 0);

  return (
    <section className="card section igp24-submit" aria-labelledby="igp24-submit-h">
      <div className="section__header">
        <h2 id="igp24-submit-h">Submit</h2>
        <span className="muted">
          Each submission counts once against the team’s daily cap, however many lines it has.
        </span>
      </div>
      <div className="form-row">
        <div className="field igp24-desc">
          <label htmlFor="igp24-description">
            Description <span className="muted">(optional)</span>
          </label>
          <input
            id="igp24-description"
            type="text"
            value={description}
            maxLength={spec.descriptionMax}
            onChange={(e) => igp24Actions.setDescription(e.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy !== null || file.polynomialCount === 0}
          onClick={() => void start('file')}
          data-testid="igp24-submit-file"
        >
          Submit file ({formatInteger(file.polynomialCount)} line{file.polynomialCount === 1 ? '' : 's'})…
        </button>
        <button
          type="button"
          className="btn"
          disabled={busy !== null || selection.length === 0}
          onClick={() => void start('selection')}
          data-testid="igp24-submit-selection"
        >
          Submit selection ({formatInteger(selection.length)})…
        </button>
        {busy && <span className="muted">{busy}</span>}
      </div>
      {flow.submitError && (
        <ErrorPanel info={flow.submitError} compact context="Could not queue the submission" />
      )}
      <Dialog
        open={review !== null}
        title={review?.scope === 'selection' ? 'Submit the selected lines?' : 'Submit this file?'}
        onClose={() => setReview(null)}
        testId="igp24-confirm"
        wide
        actions={
          <>
            <button type="button" className="btn" onClick={() => setReview(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={!canSend || busy !== null}
              onClick={() => review && void send(review)}
              data-testid="igp24-confirm-send"
            >
              Send {formatInteger(sending.length)} line{sending.length === 1 ? '' : 's'}
            </button>
          </>
        }
      >
        {review && (
          <div className="igp24-review">
            <p>
              <strong>{formatInteger(sending.length)}</strong> of {formatInteger(review.lines.length)} line
              {review.lines.length === 1 ? '' : 's'} will be sent as one submission
              {description.trim() ? <> with the description “{description.trim()}”</> : null}.
            </p>
            <ConfirmQuota />
            {review.invalid.length > 0 && (
              <div className="igp24-review__block igp24-review__block--error">
                <p>
                  <strong>{review.invalid.length}</strong>{' '}
                  {review.invalid.length === 1
                    ? 'line breaks the line format and is'
                    : 'lines break the line format and are'}{' '}
                  left out: one such line makes the platform refuse the whole submission.
                </p>
                <LineList
                  items={review.invalid.map((l) => ({ line: l, problem: l.result.errors[0]?.message ?? '' }))}
                />
              </div>
            )}
            {review.failing.length > 0 && (
              <div
                className="igp24-review__block igp24-review__block--warn"
                data-testid="igp24-confirm-failing"
              >
                <p>
                  <strong>{review.failing.length}</strong>{' '}
                  {review.failing.length === 1 ? 'line fails a local check' : 'lines fail a local check'}; the
                  verifier would reject {review.failing.length === 1 ? 'it' : 'them'}.
                </p>
                <LineList items={review.failing} />
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={includeFailing}
                    onChange={(e) => setIncludeFailing(e.target.checked)}
                  />{' '}
                  Send them anyway
                </label>
              </div>
            )}
            {review.duplicates.length > 0 && (
              <p className="warn-text">
                {review.duplicates.length} duplicate line{review.duplicates.length === 1 ? '' : 's'}:
                accepted, but verified and stored once (the first occurrence’s hint is used).
              </p>
            )}
            {limitProblems.map((v) => (
              <p key={v.code} className="danger-text">
                {v.message}
              </p>
            ))}
            {blocked && (
              <div className="igp24-review__block igp24-review__block--error">
                <p>
                  <strong>{blocked.title}</strong>
                </p>
                <p>{blocked.detail}</p>
              </div>
            )}
            {p && [...p.payloadErrors, ...p.metaErrors].length > 0 && (
              <ul className="danger-text">
                {[...p.payloadErrors, ...p.metaErrors].slice(0, 10).map((f) => (
                  <li key={`${f.path}:${f.code}`}>
                    <code>{f.path || '(body)'}</code>: {f.message}
                  </li>
                ))}
              </ul>
            )}
            {review.asked && flow.precheckError && (
              <p className="muted">
                The platform could not be asked first ({flow.precheckError.message}); the submission waits in
                the outbox until it can be sent.
              </p>
            )}
          </div>
        )}
      </Dialog>
    </section>
  );
}
