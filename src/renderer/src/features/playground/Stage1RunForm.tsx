import { FieldProblem } from '../../components/FieldProblem';
import { ModelChecks } from '../../components/ModelChecks';
import { useCached } from '../../stores/useCached';
import { runCost } from './forms/cost';
import { checkStage1, emptyStage1, type Stage1Field } from './forms/stage1Form';
import { ProblemPicker } from './ProblemPicker';
import { StartBar } from './StartBar';
import { useKeptDraft } from './useKeptDraft';
import { useModels, useProblemSets } from './usePlayground';
import { toggled, useRunForm } from './useRunForm';

const FIELDS: Stage1Field[] = ['models', 'problems', 'custom', 'configurations', 'repeat'];

export function Stage1RunForm({ competitionId }: { competitionId: string }) {
  const [d, update, clear] = useKeptDraft(`stage1:${competitionId}`, emptyStage1);
  const models = useModels(competitionId);
  const sets = useProblemSets(competitionId);
  const cheatsheets = useCached('library.list', { kind: 'cheatsheet', cursor: null });
  const check = checkStage1(d);
  const form = useRunForm(FIELDS, check.errors);
  const { create, err, markTried } = form;

  const start = () => {
    markTried();
    if (check.body) void create.start({ competitionId, kind: 'cheatsheet', body: check.body });
  };
  return (
    <form
      className="pg-form"
      aria-label="New Stage 1 run"
      onSubmit={(e) => e.preventDefault()}
      data-testid="pg-form-stage1"
    >
      <fieldset>
        <legend>Models</legend>
        <ModelChecks
          models={models.data?.items}
          picked={d.models}
          onToggle={(id) => update((x) => ({ ...x, models: toggled(x.models, id) }))}
        />
        <FieldProblem text={err('models')} />
      </fieldset>
      <ProblemPicker
        competitionId={competitionId}
        sets={sets.data ?? []}
        draft={d}
        update={update}
        problemsError={err('problems')}
        customError={err('custom')}
      />
      <fieldset>
        <legend>Configurations</legend>
        <label>
          <input
            type="radio"
            checked={d.baseline}
            onChange={() => update((x) => ({ ...x, baseline: true }))}
          />{' '}
          Baseline (no cheatsheet)
        </label>
        <label>
          <input
            type="radio"
            checked={!d.baseline}
            onChange={() => update((x) => ({ ...x, baseline: false }))}
          />{' '}
          With cheatsheets from your library
        </label>
        {!d.baseline && (
          <div className="pg-checks">
            {cheatsheets.data?.items.map((c) => (
              <label key={c.id}>
                <input
                  type="checkbox"
                  checked={d.cheatsheets.includes(c.id)}
                  onChange={() => update((x) => ({ ...x, cheatsheets: toggled(x.cheatsheets, c.id) }))}
                />{' '}
                {'title' in c ? String(c.title) : c.id}
              </label>
            ))}
            {cheatsheets.data?.items.length === 0 && (
              <span className="muted">Your library has no cheatsheets yet.</span>
            )}
          </div>
        )}
        <p className="pg-field-hint">
          To compare a cheatsheet with the baseline, start one run of each and compare them.
        </p>
        <FieldProblem text={err('configurations')} />
      </fieldset>
      <fieldset>
        <legend>Repeat</legend>
        <label>
          Each cell runs{' '}
          <input
            type="number"
            min={1}
            max={5}
            value={d.repeat}
            onChange={(e) => update((x) => ({ ...x, repeat: e.target.value }))}
            className="pg-num-input"
            aria-label="Repeat"
          />{' '}
          time(s), at most 5.
        </label>
        <FieldProblem text={err('repeat')} />
      </fieldset>
      <StartBar
        competitionId={competitionId}
        cost={runCost(check.cells, models.data?.creditRate)}
        unit="cell"
        ready={check.body !== null}
        form={form}
        onStart={start}
        onStarted={clear}
      />
    </form>
  );
}
