/**
 * What every round runs and how far the race may go: models, problem sets, repeats, the budget
 * in credits, the confidence a winner must reach, and the problems of the first round.
 */
import { ErrorPanel } from '../../components/ErrorPanel';
import { FieldProblem } from '../../components/FieldProblem';
import { ModelChecks } from '../../components/ModelChecks';
import { PlatformText } from '../../components/PlatformText';
import { useCached } from '../../stores/useCached';
import {
  CONFIDENCES,
  MAX_REPEAT,
  type NumberField,
  type SweepField,
  type SweepForm,
  type SweepFormAction,
} from './sweepForm';
import { confidenceText } from './sweepWords';

interface Props {
  competitionId: string;
  form: SweepForm;
  dispatch: (a: SweepFormAction) => void;
  err: (f: SweepField) => string | undefined;
}

export function RunSettingsFields({ competitionId, form, dispatch, err }: Props) {
  const models = useCached('playground.models', { competitionId });
  const sets = useCached('playground.problemSets', { competitionId });
  const number = (field: NumberField) => ({
    value: form[field],
    'aria-invalid': err(field) ? true : undefined,
    onChange: (e: { target: { value: string } }) =>
      dispatch({ type: 'number', field, value: e.target.value }),
  });
  return (
    <>
      <fieldset data-testid="sw-models">
        <legend>Models</legend>
        <ModelChecks
          models={models.data?.items}
          picked={form.models}
          onToggle={(id) => dispatch({ type: 'toggleModel', id })}
          failed={Boolean(models.error)}
        />
        {models.error && !models.data && (
          <ErrorPanel
            info={models.error}
            onRetry={models.refresh}
            context="Could not read the models"
            compact
          />
        )}
        <FieldProblem text={err('models')} />
      </fieldset>
      <fieldset data-testid="sw-problem-sets">
        <legend>Problems</legend>
        <div className="check-list">
          {sets.data?.map((s) => (
            <label key={s.id}>
              <input
                type="checkbox"
                checked={form.problemSets.includes(s.id)}
                onChange={() => dispatch({ type: 'toggleProblemSet', id: s.id })}
              />{' '}
              <PlatformText>{s.title}</PlatformText>
              {/* The count, unless the title already says it ("Hard 3 (400 problems)"). */}
              {!s.title.includes(String(s.count)) && <span className="muted"> ({s.count} problems)</span>}
            </label>
          )) ?? (sets.error ? null : <span className="muted">Reading the problem sets…</span>)}
        </div>
        {sets.error && !sets.data && (
          <ErrorPanel
            info={sets.error}
            onRetry={sets.refresh}
            context="Could not read the problem sets"
            compact
          />
        )}
        <p className="sw-hint">
          The problems of the sets chosen are raced in one shuffled order: each round takes the next ones,
          half as many as all rounds before it together.
        </p>
        <FieldProblem text={err('problemSets')} />
      </fieldset>
      <fieldset data-testid="sw-settings">
        <legend>Budget and confidence</legend>
        <div className="sw-row">
          <label className="sw-field">
            <span>Budget (credits)</span>
            <input
              type="number"
              min={0}
              step="any"
              placeholder="e.g. 50"
              {...number('budget')}
              data-testid="sw-budget"
            />
          </label>
          <label className="sw-field">
            <span>Confidence of a winner</span>
            <select {...number('confidence')} data-testid="sw-confidence">
              {CONFIDENCES.map((c) => (
                <option key={c} value={c}>
                  {confidenceText(Number(c))}
                </option>
              ))}
            </select>
          </label>
          <label className="sw-field">
            <span>Repeat each cell</span>
            <input type="number" min={1} max={MAX_REPEAT} {...number('repeat')} data-testid="sw-repeat" />
          </label>
          <label className="sw-field">
            <span>Problems in round 1</span>
            <input type="number" min={1} {...number('firstSlice')} data-testid="sw-first-slice" />
          </label>
        </div>
        <FieldProblem text={err('budget')} />
        <FieldProblem text={err('confidence')} />
        <FieldProblem text={err('repeat')} />
        <FieldProblem text={err('firstSlice')} />
        <p className="sw-hint">
          The sweep never spends more than the budget: a round it cannot pay in full is cut short and is the
          last. A variant is dropped once it is behind the leader at this confidence, corrected for every
          comparison and round; the one left is the winner.
        </p>
      </fieldset>
    </>
  );
}
