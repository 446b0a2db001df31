import { useEffect, useState } from 'react';
import type { CompetitionDetail, SubmissionDto } from '../../../../shared/api';
import { errorsAt } from '../../lib/fieldErrors';
import { useCached } from '../../stores/useCached';
import { CachedView } from '../CachedView';
import { FieldMessages } from '../FieldMessages';
import { Freshness } from '../Freshness';
import { SubmissionLine } from './describeSubmission';
import { commitHashHint, modelNameHint, schemaPattern } from './modelRefHints';
import { SubmitFormTail, useMetaInput } from './SubmitFormTail';
import { type SubmitBodyInput, useSubmitFlow } from './useSubmitFlow';
import './submit.css';

/** Model references: slots 1..maxEntries, one pinned model each; a submission replaces one slot. */
export function ModelReferenceForm({ competition }: { competition: CompetitionDetail }) {
  const spec = competition.submissionSpec;
  const maxEntries = spec.limits.maxEntries ?? 1;
  const mine = useCached('submissions.mine', { competitionId: competition.id, cursor: null });
  // null until the person picks a slot: then the first empty slot is the default (spec 4.2: the
  // API never picks an empty slot, so the form must, or it would offer to replace an entry).
  const [picked, setSlot] = useState<number | null>(null);
  const [modelName, setModelName] = useState('');
  const [commitHash, setCommitHash] = useState('');
  const meta = useMetaInput(spec.metaSchema);
  const flow = useSubmitFlow(competition);
  const bySlot = new Map<number, SubmissionDto>();
  for (const s of mine.data?.items ?? []) if (typeof s.slot === 'number') bySlot.set(s.slot, s);
  const slot = picked ?? firstEmptySlot(bySlot, maxEntries);
  const body: SubmitBodyInput = {
    payload: { modelName: modelName.trim(), commitHash: commitHash.trim() },
    meta: meta.meta,
    slot,
  };
  const bodyJson = JSON.stringify(body);
  const { check } = flow;
  // As you type: the live schema's rules via the precheck, a moment after the last keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: bodyJson stands for the body.
  useEffect(() => {
    if (!modelName.trim() || !commitHash.trim()) return;
    const t = setTimeout(() => void check(JSON.parse(bodyJson) as SubmitBodyInput), 500);
    return () => clearTimeout(t);
  }, [bodyJson, check]);

  const errors = flow.fieldErrors(body);
  const nameHint = modelNameHint(modelName, schemaPattern(spec.schema, 'modelName'));
  const hashHint = commitHashHint(commitHash.trim(), schemaPattern(spec.schema, 'commitHash'));
  const nameErr = [...(nameHint ? [nameHint] : []), ...errorsAt(errors, '/payload/modelName')];
  const hashErr = [...(hashHint ? [hashHint] : []), ...errorsAt(errors, '/payload/commitHash')];
  const slotErr = errorsAt(errors, '/slot');
  const blocked =
    !modelName.trim() || !commitHash.trim()
      ? 'Enter the model name and the commit hash.'
      : nameHint || hashHint
        ? 'Fix the highlighted fields first.'
        : null;

  return (
    <div className="submit-form" data-testid="submit-form-model-reference">
      <section className="section" aria-labelledby="slots-h">
        <div className="section__header">
          <h3 id="slots-h">Your slots (1–{maxEntries})</h3>
          <Freshness state={mine} />
        </div>
        <CachedView state={mine} loadingLabel="Loading your slots…" errorContext="Could not load your slots">
          {() => (
            <div className="slots" role="radiogroup" aria-label="Slot to submit to">
              {Array.from({ length: maxEntries }, (_, i) => i + 1).map((n) => {
                const s = bySlot.get(n);
                const p = (s?.payload ?? {}) as Record<string, unknown>;
                return (
                  <label
                    key={n}
                    className={n === slot ? 'slot is-selected' : 'slot'}
                    data-testid={`slot-${n}`}
                    data-model={s ? String(p.modelName ?? '') : ''}
                    data-commit={s ? String(p.commitHash ?? '') : ''}
                  >
                    <input
                      type="radio"
                      name="slot"
                      value={n}
                      checked={n === slot}
                      onChange={() => setSlot(n)}
                    />
                    <span className="slot__title">Slot {n}</span>
                    {s ? (
                      <span className="slot__model">
                        <code>{String(p.modelName)}</code>
                        <code className="faint" title={String(p.commitHash)}>
                          {String(p.commitHash).slice(0, 12)}…
                        </code>
                      </span>
                    ) : (
                      <span className="muted">empty</span>
                    )}
                    {n === slot && (
                      <span className="badge badge--warn">{s ? 'will be replaced' : 'will be filled'}</span>
                    )}
                  </label>
                );
              })}
            </div>
          )}
        </CachedView>
        <FieldMessages id="slot" messages={slotErr} />
        <p className="field__hint">
          Submitting replaces only the chosen slot; the other slots stay as they are.
        </p>
      </section>
      <div className="form-row">
        <label className="field field--wide">
          <span>Model name (owner/name)</span>
          <input
            type="text"
            value={modelName}
            onChange={(e) => setModelName(e.target.value)}
            placeholder="owner/name"
            spellCheck={false}
            aria-invalid={nameErr.length > 0}
            aria-describedby={nameErr.length ? 'payload-modelName' : undefined}
            data-testid="model-name"
          />
          <FieldMessages id="payload-modelName" messages={nameErr} />
        </label>
        <label className="field field--wide">
          <span>Commit hash (40 lowercase hex)</span>
          <input
            type="text"
            className="mono"
            value={commitHash}
            onChange={(e) => setCommitHash(e.target.value)}
            placeholder="e.g. a3f1c9e07b4d2816c5e9f0a1b2c3d4e5f6a7b8c9"
            spellCheck={false}
            size={44}
            aria-invalid={hashErr.length > 0}
            aria-describedby={hashErr.length ? 'payload-commitHash' : undefined}
            data-testid="commit-hash"
          />
          <FieldMessages id="payload-commitHash" messages={hashErr} />
        </label>
      </div>
      <SubmitFormTail
        flow={flow}
        competition={competition}
        body={body}
        blocked={blocked}
        replaceNote={
          bySlot.has(slot)
            ? `This REPLACES slot ${slot} only; the other slots are untouched.`
            : `This fills the empty slot ${slot}; the other slots are untouched.`
        }
        meta={meta}
        errors={errors}
        shown={['/payload/modelName', '/payload/commitHash', '/slot']}
      />
      {bySlot.get(slot) && (
        <p className="muted">
          Currently in slot {slot}: <SubmissionLine s={{ ...bySlot.get(slot)!, slot: undefined }} />
        </p>
      )}
    </div>
  );
}

/** The first slot with no current entry; slot 1 when every slot is taken (then it says "replaced"). */
export function firstEmptySlot(bySlot: ReadonlyMap<number, unknown>, maxEntries: number): number {
  for (let n = 1; n <= maxEntries; n++) if (!bySlot.has(n)) return n;
  return 1;
}
