/**
 * The end of every run form: cells and price, a confirmation that names the price, and what
 * happened to the request (queued, started, refused with what to do next).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../../../shared/errorText';
import { playgroundPath, runPath } from '../../../../shared/playgroundRoutes';
import { ErrorPanel } from '../../components/ErrorPanel';
import { UnsureChoice } from '../../components/outbox/UnsureChoice';
import { costText, type RunCost } from './forms/cost';
import { refusalSpot } from './forms/serverErrors';
import type { RunForm } from './useRunForm';
import { askNotificationPermission } from './useRunNotifications';

interface Props {
  competitionId: string;
  cost: RunCost;
  unit: string;
  ready: boolean;
  /** The form's create call and the refusal text it could not place at a field. */
  form: { create: RunForm['create']; server: { rest: string[] } | null };
  onStart: () => void;
}

export function StartBar({ competitionId, cost, unit, ready, form, onStart }: Props) {
  const { state, callError, busy } = form.create;
  const unplaced = form.server?.rest ?? [];
  const [confirming, setConfirming] = useState(false);
  const refused = state.phase === 'refused' ? describeError(state.error) : null;
  const spot = state.phase === 'refused' ? refusalSpot(state.error.code) : null;
  return (
    <div className="pg-start">
      <div className="pg-cost" data-testid="pg-cost">
        <span>This run:</span> <strong>{costText(cost, unit)}</strong>
        <span className="muted">No balance read exists; the platform refuses a run that exceeds yours.</span>
      </div>
      {refused && spot === 'cost' && (
        <p className="pg-field-error" role="alert" data-testid="pg-cost-error">
          {cost.credits === null ? 'This run' : `This run's ${cost.credits} credits`} would exceed your
          remaining credit. {refused.action}
        </p>
      )}
      {refused && spot === 'start' && (
        <p className="pg-field-error" role="alert" data-testid="pg-active-run-error">
          {refused.detail} {refused.action} <Link to={playgroundPath(competitionId)}>See your runs</Link>
        </p>
      )}
      {confirming ? (
        <div className="pg-confirm" role="alertdialog" aria-label="Confirm the run">
          <span>
            Start this run for <strong>{cost.credits ?? '?'} credits</strong>?
          </span>
          <button
            type="button"
            className="btn btn--primary"
            data-testid="pg-confirm-start"
            onClick={() => {
              setConfirming(false);
              askNotificationPermission(); // a click is when a browser lets a page ask
              onStart();
            }}
          >
            Spend {cost.credits ?? '?'} credits and start
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            Not now
          </button>
        </div>
      ) : (
        <button
          type="submit"
          className="btn btn--primary"
          disabled={busy || state.phase === 'queued' || state.phase === 'unsure'}
          data-testid="pg-start"
          onClick={(e) => {
            e.preventDefault();
            if (ready) setConfirming(true);
            else onStart(); // shows the field errors
          }}
        >
          {state.phase === 'refused' ? 'Correct and start again…' : 'Start run…'}
        </button>
      )}
      {state.phase === 'queued' && (
        <p className="muted" role="status" data-testid="pg-queued">
          {state.checking
            ? 'The platform’s answer was lost: checking whether the run started before sending it again.'
            : state.offline
              ? 'Waiting in the outbox: the run starts once the platform can be reached.'
              : 'Sending the run to the platform…'}
        </p>
      )}
      {state.phase === 'started' && (
        <div>
          <p role="status" data-testid="pg-started">
            Run started. <Link to={runPath(competitionId, state.runId)}>Open its dashboard</Link>
          </p>
          {state.note && (
            <p className="muted pg-note" data-testid="pg-started-note">
              {state.note}
            </p>
          )}
        </div>
      )}
      {state.phase === 'unsure' && (
        <div className="pg-unsure" data-testid="pg-unsure">
          <p role="status">
            <strong>This run may already have started.</strong> Say below whether it did; no other run starts
            meanwhile.
          </p>
          <UnsureChoice entry={state.entry} />
        </div>
      )}
      {refused && (
        <div
          className="pg-refused"
          role="alert"
          data-testid="pg-refused"
          data-code={state.phase === 'refused' ? state.error.code : ''}
        >
          <strong>{refused.title}.</strong> {refused.detail} {refused.action}
          {unplaced.length > 0 && (
            <ul>
              {unplaced.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
          <div className="muted">Everything you typed is kept; correct it and start again.</div>
        </div>
      )}
      {callError && <ErrorPanel info={callError} compact context="Could not queue the run" />}
    </div>
  );
}
