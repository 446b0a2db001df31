/** New Stage 2 run: a solver (template or pasted; the run keeps a copy), problems, allowed models. */
import { useEffect, useState } from 'react';
import type { LeanProblem } from '../../../../shared/api/playground';
import { FieldProblem } from '../../components/FieldProblem';
import { ModelChecks } from '../../components/ModelChecks';
import { useCached } from '../../stores/useCached';
import { runCost } from './forms/cost';
import { checkStage2, emptyStage2, type Stage2Field } from './forms/stage2Form';
import { StartBar } from './StartBar';
import { useKeptDraft } from './useKeptDraft';
import { useModels, useProblemSet, useProblemSets } from './usePlayground';
import { toggled, useRunForm } from './useRunForm';
import { problemSetLabel } from './words';

const FIELDS: Stage2Field[] = ['solverCode', 'solverName', 'problemIds', 'allowedModels'];

export function Stage2RunForm({ competitionId }: { competitionId: string }) {
  const [d, update, clear] = useKeptDraft(`stage2:${competitionId}`, emptyStage2);
  const [setId, setSetId] = useState<string | null>(null);
  const models = useModels(competitionId);
  const sets = useProblemSets(competitionId);
  const set = useProblemSet(competitionId, setId);
  const templates = useCached('library.list', { kind: 'solver-template', cursor: null });
  const template = useCached(
    'library.get',
    { kind: 'solver-template', id: d.templateId ?? '' },
    { enabled: d.source === 'template' && d.templateId !== null },
  );
  const templateCode =
    template.data && 'solverCode' in template.data ? String(template.data.solverCode) : null;
  // The template's text at the moment the run is started is what the run keeps.
  useEffect(() => {
    if (d.source === 'template' && templateCode !== null && templateCode !== d.solverCode)
      update((x) => ({ ...x, solverCode: templateCode }));
  }, [d.source, d.solverCode, templateCode, update]);
  const check = checkStage2(d);
  const form = useRunForm(FIELDS, check.errors);
  const { create, err, markTried } = form;
  const problems = (set.data?.items ?? []).filter((p): p is LeanProblem => 'lhsText' in p);
  const start = () => {
    markTried();
    if (check.body) void create.start({ competitionId, kind: 'solver-participation', body: check.body });
  };
  return (
    <form
      className="pg-form"
      aria-label="New Stage 2 run"
      onSubmit={(e) => e.preventDefault()}
      data-testid="pg-form-stage2"
    >
      <fieldset>
        <legend>Solver</legend>
        <label>
          <input
            type="radio"
            checked={d.source === 'template'}
            onChange={() => update((x) => ({ ...x, source: 'template' }))}
          />{' '}
          From a library template
        </label>{' '}
        <label>
          <input
            type="radio"
            checked={d.source === 'paste'}
            onChange={() => update((x) => ({ ...x, source: 'paste' }))}
          />{' '}
          Paste code
        </label>
        {d.source === 'template' ? (
          <select
            aria-label="Solver template"
            value={d.templateId ?? ''}
            onChange={(e) => update((x) => ({ ...x, templateId: e.target.value || null, solverCode: '' }))}
            data-testid="pg-template"
          >
            <option value="">Pick a template…</option>
            {templates.data?.items.map((t) => (
              <option key={t.id} value={t.id}>
                {'title' in t ? String(t.title) : t.id}
              </option>
            ))}
          </select>
        ) : (
          <textarea
            aria-label="Solver code"
            className="mono pg-code"
            rows={10}
            value={d.solverCode}
            onChange={(e) => update((x) => ({ ...x, solverCode: e.target.value }))}
            data-testid="pg-solver-code"
          />
        )}
        <p className="pg-field-hint">
          A copy of the code is stored with the run: later edits to the template do not change it.
        </p>
        <FieldProblem text={err('solverCode')} />
        <label>
          Name (optional){' '}
          <input
            value={d.solverName}
            onChange={(e) => update((x) => ({ ...x, solverName: e.target.value }))}
          />
        </label>
      </fieldset>
      <fieldset>
        <legend>Problems</legend>
        <select
          aria-label="Problem set"
          value={setId ?? ''}
          onChange={(e) => setSetId(e.target.value || null)}
          data-testid="pg-problem-set-select"
        >
          <option value="">Pick a problem set…</option>
          {sets.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {problemSetLabel(s, 'problem')}
            </option>
          ))}
        </select>{' '}
        {problems.length > 0 && (
          <button
            type="button"
            className="btn btn--small"
            onClick={() =>
              update((x) => ({
                ...x,
                problemIds: [...new Set([...x.problemIds, ...problems.map((p) => p.id)])],
              }))
            }
            data-testid="pg-pick-all"
          >
            Add all {problems.length}
          </button>
        )}
        <div className="pg-checks pg-scroll">
          {problems.map((p) => (
            <label key={p.id} title={`${p.lhsText} ⇒ ${p.rhsText}`}>
              <input
                type="checkbox"
                checked={d.problemIds.includes(p.id)}
                onChange={() => update((x) => ({ ...x, problemIds: toggled(x.problemIds, p.id) }))}
              />{' '}
              {/* By what it asks (the spec's names of its two sides); its ID as the small print. */}
              <span>
                {p.lhsName && p.rhsName ? `${p.lhsName} ⇒ ${p.rhsName}` : p.id}{' '}
                {p.lhsName && p.rhsName && (
                  <code className="muted pg-problem-id" data-id-text>
                    {p.id}
                  </code>
                )}
              </span>{' '}
              {p.isCustom && <span className="badge badge--info">yours</span>}
            </label>
          ))}
        </div>
        <p className="muted">{d.problemIds.length} picked</p>
        <FieldProblem text={err('problemIds')} />
      </fieldset>
      <fieldset>
        <legend>Allowed models</legend>
        <ModelChecks
          models={models.data?.items}
          picked={d.allowedModels}
          onToggle={(id) => update((x) => ({ ...x, allowedModels: toggled(x.allowedModels, id) }))}
        />
        <p className="pg-field-hint">None ticked: every listed model is allowed.</p>
        <FieldProblem text={err('allowedModels')} />
      </fieldset>
      <StartBar
        competitionId={competitionId}
        cost={runCost(check.cells, models.data?.creditRate)}
        unit="problem"
        ready={check.body !== null}
        form={form}
        onStart={start}
        onStarted={clear}
      />
    </form>
  );
}
