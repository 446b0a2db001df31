/**
 * The end of every run form: cells and price, a confirmation that names the price, and what
 * happened to the request (queued, refused with what to do next). Once the platform has started
 * the run, the form is cleared and the run's dashboard opens (saying it started): the same run is
 * never a second click away, another run is a new decision.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { describeError } from '../../../../shared/errorText';
import { playgroundPath, runPath } from '../../../../shared/playgroundRoutes';
import { ErrorPanel } from '../../components/ErrorPanel';
import { UnsureChoice } from '../../components/outbox/UnsureChoice';
import { costText, creditsText, type RunCost } from './forms/cost';
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
  /** The run has started: the form forgets what was typed for it. */
  onStarted: () => void;
}

/** What the dashboard of a run just started from a form is told (react-router location state). */
export interface StartedState {
  started: true;
  /** What a check after a lost answer found, in words. */
  note: string | null;
}

export function StartBar({ competitionId, cost, unit, ready, form, onStart, onStarted }: Props) {
  const { state, callError, busy } = form.create;
  const navigate = useNavigate();
  const startedRun = state.phase === 'started' ? state.runId : null;
  const startedNote = state.phase === 'started' ? (state.note ?? null) : null;
  const clear = useRef(onStarted);
  clear.current = onStarted;
  useEffect(() => {
    if (startedRun === null) return;
    clear.current();
    const told: StartedState = { started: true, note: startedNote };
    navigate(runPath(competitionId, startedRun), { state: told });
  }, [startedRun, startedNote, competitionId, navigate]);
  const unplaced = form.server?.rest ?? [];
  const [confirming, setConfirming] = useState(false);
  const refused = state.phase === 'refused' ? describeError(state.error) : null;
  const spot = state.phase === 'refused' ? refusalSpot(state.error.code) : null;
  return (
    <div className="pg-start">
      <div className="pg-cost" data-testid="pg-cost">
        <span>This run:</span> <strong>{costText(cost, unit)}</strong>
        <span className="muted" data-testid="pg-balance-note">
          The platform does not show your remaining credit, so it cannot be checked here; a run that costs
          more than you have left is refused, and nothing is spent.
        </span>
      </div>
      {refused && spot === 'cost' && (
        <p className="pg-field-error" role="alert" data-testid="pg-cost-error">
          {cost.credits === null ? 'This run costs' : `This run costs ${creditsText(cost.credits)},`} more
          than your remaining credit. {refused.action}
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
            {cost.credits === null ? (
              'Start this run? Its price is not known yet.'
            ) : (
              <>
                Start this run for <strong>{creditsText(cost.credits)}</strong>?
              </>
            )}
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
            {cost.credits === null ? 'Start it' : `Spend ${creditsText(cost.credits)} and start`}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            Not now
          </button>
        </div>
      ) : (
        <button
          type="submit"
          className="btn btn--primary"
          disabled={busy || state.phase === 'queued' || state.phase === 'unsure' || state.phase === 'started'}
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
        <p className="muted" role="status">
          Run started; opening its dashboard… <Link to={runPath(competitionId, state.runId)}>Open it</Link>
        </p>
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
