/**
 * New model-reference run. The commit hash is checked as it is typed. The token for gated
 * repositories lives only in this form's memory until sent; the core keeps it in the OS keychain
 * when asked, and it is never shown again, stored in a draft, cached or logged.
 */
import { useState } from 'react';
import { FieldProblem } from '../../components/FieldProblem';
import { runCost } from './forms/cost';
import { MAX_NOTE_CHARS } from './forms/limits';
import {
  checkModelReference,
  commitHashProblem,
  emptyModelReference,
  type ModelReferenceField,
} from './forms/modelReferenceForm';
import { StartBar } from './StartBar';
import { useKeptDraft } from './useKeptDraft';
import { useModels, useProblemSets } from './usePlayground';
import { useRunForm } from './useRunForm';
import { problemSetLabel } from './words';

const FIELDS: ModelReferenceField[] = ['modelName', 'commitHash', 'problemSetId', 'note', 'hfToken'];

export function ModelReferenceRunForm({ competitionId }: { competitionId: string }) {
  const [kept, update, clear] = useKeptDraft(`mref:${competitionId}`, {
    ...emptyModelReference,
    hfToken: '',
  });
  const [hfToken, setToken] = useState('');
  const [useRemembered, setUseRemembered] = useState(false);
  const models = useModels(competitionId);
  const sets = useProblemSets(competitionId);
  const d = { ...kept, hfToken };
  const check = checkModelReference(d);
  const form = useRunForm(FIELDS, check.errors);
  const { create, err, markTried } = form;
  const typingHash = commitHashProblem(d.commitHash, true);
  const cases = sets.data?.find((s) => s.id === d.problemSetId)?.count ?? 0;
  const noteChars = [...d.note].length;
  const start = () => {
    markTried();
    if (!check.body) return;
    void create.start({
      competitionId,
      kind: 'model-reference',
      body: check.body,
      ...(check.body.hfToken
        ? { rememberToken: d.rememberToken }
        : useRemembered
          ? { useRememberedToken: true }
          : {}),
    });
    setToken(''); // never shown again
  };
  return (
    <form
      className="pg-form"
      aria-label="New model-reference run"
      onSubmit={(e) => e.preventDefault()}
      data-testid="pg-form-mref"
    >
      <fieldset>
        <legend>Model</legend>
        <label>
          Repository{' '}
          <input
            value={d.modelName}
            onChange={(e) => update((x) => ({ ...x, modelName: e.target.value }))}
            placeholder="org/model-name"
            data-testid="pg-model-name"
          />
        </label>
        <FieldProblem text={err('modelName')} />
        <label>
          Commit hash{' '}
          <input
            className="mono pg-hash"
            value={d.commitHash}
            onChange={(e) => update((x) => ({ ...x, commitHash: e.target.value }))}
            spellCheck={false}
            aria-invalid={typingHash !== null && d.commitHash.length >= 40}
            data-testid="pg-commit-hash"
          />
        </label>
        {err('commitHash') ? (
          <FieldProblem text={err('commitHash')} />
        ) : (
          typingHash && (
            <p className="pg-field-hint" data-testid="pg-hash-hint">
              {typingHash}
            </p>
          )
        )}
      </fieldset>
      <fieldset>
        <legend>Problem set</legend>
        <select
          aria-label="Problem set"
          value={d.problemSetId ?? ''}
          onChange={(e) => update((x) => ({ ...x, problemSetId: e.target.value || null }))}
          data-testid="pg-problem-set-select"
        >
          <option value="">Pick a problem set…</option>
          {sets.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {problemSetLabel(s, 'case')}
            </option>
          ))}
        </select>
        <FieldProblem text={err('problemSetId')} />
      </fieldset>
      <fieldset>
        <legend>Note and access</legend>
        <label>
          Note (optional){' '}
          <textarea
            rows={3}
            value={d.note}
            onChange={(e) => update((x) => ({ ...x, note: e.target.value }))}
          />
        </label>
        <p className={noteChars > MAX_NOTE_CHARS ? 'pg-field-error' : 'pg-field-hint'}>
          {noteChars} of {MAX_NOTE_CHARS} characters
        </p>
        <FieldProblem text={err('note')} />
        <label>
          Access token for a private or gated repository (optional){' '}
          <input
            type="password"
            autoComplete="off"
            value={hfToken}
            onChange={(e) => setToken(e.target.value)}
            data-testid="pg-hf-token"
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={d.rememberToken}
            onChange={(e) => update((x) => ({ ...x, rememberToken: e.target.checked }))}
          />{' '}
          Remember it in the system keychain for this repository
        </label>
        {hfToken === '' && (
          <label>
            <input
              type="checkbox"
              checked={useRemembered}
              onChange={(e) => setUseRemembered(e.target.checked)}
            />{' '}
            Use the token remembered earlier for this repository
          </label>
        )}
        <p className="pg-field-hint">The token is sent once and never shown again.</p>
        <FieldProblem text={err('hfToken')} />
      </fieldset>
      <StartBar
        competitionId={competitionId}
        cost={runCost(cases, models.data?.creditRate)}
        unit="case"
        ready={check.body !== null}
        form={form}
        onStart={start}
        onStarted={() => {
          clear();
          setUseRemembered(false);
        }}
      />
    </form>
  );
}
