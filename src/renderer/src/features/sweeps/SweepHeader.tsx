/**
 * A sweep's header: its name and where it stands in words (why it waits, when paused), Pause or
 * Resume, credits spent against the budget, what the next round runs, the winner with "Submit the
 * winner…", and the exports.
 */
import { useState } from 'react';
import type { CompetitionDetail } from '../../../../shared/api';
import { type ErrorCode, errorInfo } from '../../../../shared/api/errors';
import type { SweepView } from '../../../../shared/contracts/sweeps';
import { creditsText } from '../../../../shared/playgroundCost';
import { ErrorPanel } from '../../components/ErrorPanel';
import { PlatformText } from '../../components/PlatformText';
import { LocalTime } from '../../components/TimeLeft';
import { useModelNames } from '../../lib/catalogWords';
import { percent } from '../../lib/format';
import { confidenceText, letter, problemsText, STATUS_WORDS, spentText, viewStatusText } from './sweepWords';
import { useSweepActions } from './useSweepActions';
import { WinnerSubmitDialog } from './WinnerSubmitDialog';

const TONE = { preparing: 'info', racing: 'info', paused: 'warn', ended: 'neutral' } as const;

export function SweepHeader({ view, competition }: { view: SweepView; competition: CompetitionDetail }) {
  const actions = useSweepActions(view.id);
  const modelName = useModelNames(view.competitionId);
  const [submitting, setSubmitting] = useState(false);
  const { plan } = view;
  const winner = view.winner === null ? null : view.standings.find((s) => s.variant === view.winner);
  const tone = view.status === 'ended' && view.winner !== null ? 'ok' : TONE[view.status];
  // A refusal from the platform (its code) is said as every error is; a pause asked for is not one.
  const refusal = view.pause && view.pause.code !== 'PAUSED' ? view.pause : null;
  return (
    <header className="sw-card sw-head" data-testid="sw-head" data-status={view.status}>
      <div className="sw-head__line">
        <h2>{view.name}</h2>
        <span className={`badge badge--${tone}`}>{STATUS_WORDS[view.status]}</span>
        <span className="sw-head__buttons">
          {(view.status === 'preparing' || view.status === 'racing') && (
            <button
              type="button"
              className="btn btn--small"
              onClick={() => void actions.pause()}
              disabled={actions.busy}
              data-testid="sw-pause"
            >
              Pause
            </button>
          )}
          {view.status === 'paused' && (
            <button
              type="button"
              className="btn btn--small btn--primary"
              onClick={() => void actions.resume()}
              disabled={actions.busy}
              data-testid="sw-resume"
            >
              Resume
            </button>
          )}
          {(['csv', 'json'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="btn btn--small"
              onClick={() => void actions.exportAs(format)}
              disabled={actions.exportBusy}
              data-testid={`sw-export-${format}`}
            >
              Export {format.toUpperCase()}
            </button>
          ))}
        </span>
      </div>
      <p className="sw-head__status" data-testid="sw-status">
        {/* The refusal's own words are in its panel below: not said twice. */}
        {refusal ? 'Paused: nothing more is started until you resume it.' : viewStatusText(view)}
      </p>
      {refusal && (
        <ErrorPanel
          info={errorInfo(refusal.code as ErrorCode, refusal.message)}
          context="Why the sweep waits"
          compact
        />
      )}
      <CreditsBar spent={view.spentCredits} budget={plan.budgetCredits} />
      <p className="muted sw-head__facts">
        Started <LocalTime iso={view.createdAt} /> · {plan.variants.length} variants ·{' '}
        {plan.models.map(modelName).join(', ')} · {plan.pool} problems
        {plan.repeat > 1 ? `, each ${plan.repeat} times` : ''} · a winner at {confidenceText(plan.confidence)}
      </p>
      {view.next && (
        <p className="sw-head__next" data-testid="sw-next">
          Next: round {view.next.round + 1}, variants {view.next.variants.map(letter).join(', ')} on{' '}
          {problemsText(view.next.start, view.next.end).toLowerCase()}, {creditsText(view.next.credits)}.
        </p>
      )}
      {winner && view.winner !== null && (
        <div className="sw-winner" data-testid="sw-winner">
          <span>
            Winner: <strong>{letter(view.winner)}</strong>{' '}
            <PlatformText>{plan.variants[view.winner]?.label ?? ''}</PlatformText> ·{' '}
            {percent(winner.accuracy)} ({winner.correct} of {winner.scored} right)
          </span>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => setSubmitting(true)}
            data-testid="sw-submit-winner"
          >
            Submit the winner…
          </button>
          <WinnerSubmitDialog
            open={submitting}
            onClose={() => setSubmitting(false)}
            competition={competition}
            view={view}
          />
        </div>
      )}
      {actions.error && <ErrorPanel info={actions.error} context="The sweep did not change" compact />}
      {actions.exportError && <ErrorPanel info={actions.exportError} context="Could not export" compact />}
    </header>
  );
}

function CreditsBar({ spent, budget }: { spent: number; budget: number }) {
  const share = budget > 0 ? Math.min(1, spent / budget) : 0;
  return (
    <div className="sw-credits" data-testid="sw-credits">
      <span className="sw-credits__label">Credits</span>
      <progress
        className="sw-credits__bar"
        max={budget > 0 ? budget : 1}
        value={Math.min(spent, budget)}
        aria-label={`Credits spent: ${spentText(spent, budget)}`}
      />
      <span className="sw-credits__text">
        {spentText(spent, budget)} ({Math.round(share * 100)} %)
      </span>
    </div>
  );
}
