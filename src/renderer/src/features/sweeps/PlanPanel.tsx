/**
 * The plan of the sweep being typed, as the core works it out (`sweeps.plan`): the variants with
 * their letters, the worst and the expected price, the full grid it saves, dollars from earlier
 * runs, and why it cannot start when it cannot.
 */
import type { SweepPlanView } from '../../../../shared/contracts/sweeps';
import { creditsText } from '../../../../shared/playgroundCost';
import type { CaseCost } from '../../../../shared/sweeps/plan';
import { ErrorPanel } from '../../components/ErrorPanel';
import { PlatformText } from '../../components/PlatformText';
import { cellsText, confidenceText, dollarsText, letter } from './sweepWords';
import type { useSweepPlan } from './useSweepPlan';

type PlanState = ReturnType<typeof useSweepPlan>;

export function PlanPanel({ state }: { state: PlanState }) {
  const { plan, current, working, error } = state;
  return (
    <section
      className="sw-card sw-plan"
      aria-label="Plan"
      aria-busy={working}
      data-testid="sw-plan"
      data-current={current ? 'yes' : 'no'}
    >
      <h3>
        Plan{' '}
        {working && (
          <span className="muted sw-plan__working" role="status">
            working it out…
          </span>
        )}
      </h3>
      {error ? (
        <ErrorPanel info={error} onRetry={state.retry} context="Could not work out the plan" compact />
      ) : !plan ? (
        <p className="muted">
          The plan appears here once the sweep has variants, models, problems and a budget: what it races, and
          what it may cost before anything is spent.
        </p>
      ) : (
        <PlanBody plan={plan} stale={!current} />
      )}
    </section>
  );
}

function caseText(c: CaseCost): string {
  return `${cellsText(c.cells)}, ${creditsText(c.credits)} (${c.rounds} ${c.rounds === 1 ? 'round' : 'rounds'})`;
}

function PlanBody({ plan, stale }: { plan: SweepPlanView; stale: boolean }) {
  const { cost } = plan;
  const worstUsd = dollarsText(cost.worst.cells, plan.dollarsPerCell);
  const expectedUsd = dollarsText(cost.expected.cells, plan.dollarsPerCell);
  return (
    <div className={stale ? 'sw-plan__body is-stale' : 'sw-plan__body'}>
      {plan.refusal && (
        <p className="notice notice--error" role="alert" data-testid="sw-refusal">
          {plan.refusal}
        </p>
      )}
      <ol className="sw-plan__variants" aria-label="Variants">
        {plan.variants.map((v) => (
          <li key={v.position} data-testid="sw-plan-variant">
            <strong>{letter(v.position)}</strong> <PlatformText>{v.label}</PlatformText>{' '}
            <span className="muted">({v.bytes.toLocaleString('en')} bytes)</span>
          </li>
        ))}
      </ol>
      <dl className="sw-plan__costs">
        <dt>Worst case</dt>
        <dd data-testid="sw-worst">
          {caseText(cost.worst)}
          {worstUsd && <span className="muted"> · {worstUsd}</span>}
        </dd>
        <dt>Expected</dt>
        <dd data-testid="sw-expected">
          {caseText(cost.expected)}
          {expectedUsd && <span className="muted"> · {expectedUsd}</span>}
          <span className="sw-plan__assumption muted">if {cost.expected.assumption}</span>
        </dd>
        <dt>Full grid</dt>
        <dd data-testid="sw-full-grid">
          {cellsText(cost.fullGrid.cells)}, {creditsText(cost.fullGrid.credits)}
          <span className="sw-plan__assumption muted">
            every variant on all {plan.pool} problems, without racing
          </span>
        </dd>
        <dt>Round 1</dt>
        <dd>
          {cellsText(cost.firstRound.cells)}, {creditsText(cost.firstRound.credits)}
          {!cost.firstRound.affordable && <strong className="sw-bad"> — more than the budget</strong>}
        </dd>
      </dl>
      <p className="muted sw-plan__note">
        At most {cost.maxRounds} {cost.maxRounds === 1 ? 'round' : 'rounds'} on {plan.pool} problems ×{' '}
        {plan.models.length} {plan.models.length === 1 ? 'model' : 'models'}
        {plan.repeat > 1 ? ` × ${plan.repeat} repeats` : ''}; {creditsText(plan.creditRate, 4)} a cell; a
        winner at {confidenceText(plan.confidence)}; budget {creditsText(plan.budgetCredits)}.
        {plan.dollarsPerCell === null && ' No dollar figure yet: no earlier run of these models here.'}
      </p>
    </div>
  );
}
