/**
 * Start: asks once more with the budget named (the most the sweep may spend), then calls
 * `sweeps.start`. A refusal is shown in words under the button and everything typed stays.
 */
import { useState } from 'react';
import { creditsText } from '../../../../shared/playgroundCost';
import { ErrorPanel } from '../../components/ErrorPanel';
import type { SweepFormHook } from './useSweepForm';

export function SweepStartBar({ form: f }: { form: SweepFormHook }) {
  const [confirming, setConfirming] = useState(false);
  const plan = f.plan.plan;
  const blocked = f.refusal !== null;
  const label = f.starting
    ? 'Starting…'
    : f.plan.working
      ? 'Working out the price…'
      : blocked
        ? 'Cannot start as it is'
        : 'Start sweep…';
  return (
    <div className="sw-start">
      {confirming && f.ready && plan ? (
        <div className="sw-confirm" role="alertdialog" aria-label="Confirm the sweep">
          <p>
            Start “{f.form.name.trim()}”? It spends at most <strong>{creditsText(plan.budgetCredits)}</strong>
            {plan.cost.worst.credits < plan.budgetCredits
              ? ` (${creditsText(plan.cost.worst.credits)} if no variant is ever dropped)`
              : ''}
            . Its cheatsheets are created on the platform first.
          </p>
          <div className="sw-confirm__buttons">
            <button
              type="button"
              className="btn btn--primary"
              data-testid="sw-confirm-start"
              disabled={f.starting}
              onClick={() => {
                setConfirming(false);
                void f.start();
              }}
            >
              Start the sweep
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              Not now
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn--primary"
          disabled={blocked || f.starting || f.plan.working}
          title={blocked ? (f.refusal ?? undefined) : undefined}
          data-testid="sw-start"
          onClick={(e) => {
            e.preventDefault();
            if (f.ready) setConfirming(true);
            else void f.start(); // shows what is missing, field by field
          }}
        >
          {label}
        </button>
      )}
      {f.startError && <ErrorPanel info={f.startError} context="The sweep was not started" compact />}
    </div>
  );
}
