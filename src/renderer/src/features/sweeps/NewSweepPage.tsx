/**
 * `/competitions/:competitionId/experiments/sweeps/new`: plan a sweep and start it. The form on
 * the left (name, variants, models and problems, budget and confidence), the plan on the right,
 * worked out by the core a moment after each change: the variants it will race, the worst and
 * expected price, and why it cannot start, if it cannot.
 */
import { Link, useNavigate } from 'react-router';
import { ExperimentsTabs } from '../../components/ExperimentsTabs';
import { FieldProblem } from '../../components/FieldProblem';
import { sweepPath, sweepsPath } from '../../lib/experimentsRoutes';
import { useCompetition } from '../../lib/useCompetition';
import { useOnline } from '../../stores/query';
import { PlanPanel } from './PlanPanel';
import { RunSettingsFields } from './RunSettingsFields';
import { SweepStartBar } from './SweepStartBar';
import { SWEEP_SENTENCE } from './sweepWords';
import { useSweepForm } from './useSweepForm';
import { VariantsFields } from './VariantsFields';
import './sweeps.css';

export function NewSweepPage() {
  const competition = useCompetition();
  const cid = competition.id;
  const navigate = useNavigate();
  const online = useOnline();
  const f = useSweepForm(cid, (view) => navigate(sweepPath(cid, view.id)));
  const { form, dispatch, err } = f;
  return (
    <div className="sw-page" data-testid="sw-new-page">
      <ExperimentsTabs competitionId={cid} sweeps />
      <nav className="breadcrumb" aria-label="Sweeps">
        <Link to={sweepsPath(cid)}>Sweeps</Link> / New sweep
      </nav>
      <div className="page__header sw-header">
        <h2>New sweep</h2>
      </div>
      <p className="muted sw-intro">{SWEEP_SENTENCE}</p>
      {!online && (
        <p className="notice notice--warn" data-testid="sw-offline">
          Offline: the plan uses the models and problems read before. A sweep started now waits in the Outbox
          until the platform can be reached.
        </p>
      )}
      <div className="sw-new">
        <form
          className="sw-form"
          aria-label="New sweep"
          onSubmit={(e) => e.preventDefault()}
          data-testid="sw-form"
        >
          <fieldset>
            <legend>Name</legend>
            <label className="sw-field">
              <span className="visually-hidden">Name of the sweep</span>
              <input
                type="text"
                value={form.name}
                maxLength={120}
                placeholder="e.g. Shorter hints, April"
                aria-invalid={err('name') ? true : undefined}
                onChange={(e) => dispatch({ type: 'name', name: e.target.value })}
                data-testid="sw-name"
              />
            </label>
            <FieldProblem text={err('name')} />
          </fieldset>
          <VariantsFields form={form} dispatch={dispatch} error={err('variants')} />
          <RunSettingsFields competitionId={cid} form={form} dispatch={dispatch} err={err} />
        </form>
        <aside className="sw-side" aria-label="The plan">
          <PlanPanel state={f.plan} />
          <SweepStartBar form={f} />
        </aside>
      </div>
    </div>
  );
}
