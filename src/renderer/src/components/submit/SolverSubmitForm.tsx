import { useState } from 'react';
import type { CompetitionDetail, SubmissionDto } from '../../../../shared/api';
import { byteStatus, utf8Bytes } from '../../lib/bytes';
import { errorsAt } from '../../lib/fieldErrors';
import { useCached } from '../../stores/useCached';
import { ByteCounter } from '../ByteCounter';
import { FieldMessages } from '../FieldMessages';
import { CodeEditor } from '../monaco';
import { SubmissionLine } from './describeSubmission';
import { SubmitFormTail, useMetaInput } from './SubmitFormTail';
import { type SubmitBodyInput, useSubmitFlow } from './useSubmitFlow';
import './submit.css';

interface Props {
  competition: CompetitionDetail;
  /** Solver code from the library editor; no editor is shown here then. */
  externalCode?: string;
  /** Where that code is, in words: "the solver code in the editor" by default. */
  externalWhat?: string;
  /** Preselected track (a solver template's track). */
  initialTrack?: string;
}

function label(o: { id: string } & Record<string, unknown>): string {
  const name = typeof o.title === 'string' ? o.title : typeof o.name === 'string' ? o.name : null;
  return name && name !== o.id ? `${name} (${o.id})` : o.id;
}

/** Stage 2: Lean 4 solver per track; a new submission replaces only that track's entry. */
export function SolverSubmitForm({
  competition,
  externalCode,
  initialTrack,
  externalWhat = 'the solver code in the editor',
}: Props) {
  const spec = competition.submissionSpec;
  const tracks = spec.catalog?.tracks ?? [];
  const models = spec.catalog?.models ?? [];
  const [track, setTrack] = useState(
    initialTrack && tracks.some((t) => t.id === initialTrack) ? initialTrack : (tracks[0]?.id ?? ''),
  );
  const [modelId, setModelId] = useState(models[0]?.id ?? '');
  const [ownCode, setOwnCode] = useState('');
  const code = externalCode ?? ownCode;
  const meta = useMetaInput(spec.metaSchema, true);
  const mine = useCached('submissions.mine', { competitionId: competition.id, cursor: null });
  const current = (mine.data?.items ?? []).filter((s) => s.kind === 'solver-participation');
  const currentFor = (t: string): SubmissionDto | undefined =>
    current.find((s) => (s.payload as Record<string, unknown>).track === t);
  const flow = useSubmitFlow(competition);
  const body: SubmitBodyInput = {
    payload: { track, modelId, solverCode: code },
    meta: meta.meta,
  };
  const errors = flow.fieldErrors(body);
  const size = byteStatus(utf8Bytes(code), spec.limits.maxBytes);
  const blocked =
    size.level === 'over'
      ? `Too large to submit: ${size.text}.`
      : code.trim() === ''
        ? 'The solver code is empty.'
        : !track || !modelId
          ? 'Choose a track and a model.'
          : null;
  const replacing = currentFor(track);
  return (
    <div className="submit-form" data-testid="submit-form-solver">
      <div className="form-row">
        <label className="field">
          <span>Track</span>
          <select value={track} onChange={(e) => setTrack(e.target.value)} data-testid="solver-track">
            {tracks.map((t) => (
              <option key={t.id} value={t.id}>
                {label(t)}
              </option>
            ))}
          </select>
          <FieldMessages id="payload-track" messages={errorsAt(errors, '/payload/track')} />
        </label>
        <label className="field">
          <span>Model</span>
          <select value={modelId} onChange={(e) => setModelId(e.target.value)} data-testid="solver-model">
            {models.map((m) => (
              <option key={m.id} value={m.id}>
                {label(m)}
              </option>
            ))}
          </select>
          <FieldMessages id="payload-modelId" messages={errorsAt(errors, '/payload/modelId')} />
        </label>
      </div>
      <section className="track-entries" aria-label="Current entries per track">
        <p className="field__hint">
          One current entry per track; submitting replaces only the chosen track’s entry.
        </p>
        <ul>
          {tracks.map((t) => {
            const s = currentFor(t.id);
            return (
              <li
                key={t.id}
                className={t.id === track ? 'is-selected' : undefined}
                data-testid={`track-entry-${t.id}`}
              >
                <strong>{t.id}</strong>
                {t.id === track && (
                  <span className="badge badge--warn">{s ? 'will be replaced' : 'will be filled'}</span>
                )}
                : {s ? <SubmissionLine s={s} /> : <span className="muted">no current entry</span>}
              </li>
            );
          })}
        </ul>
      </section>
      {externalCode === undefined ? (
        <div className="field">
          <div className="field__label-row">
            <span>Solver code (Lean 4)</span>
            <ByteCounter text={code} maxBytes={spec.limits.maxBytes} limitLabel="limits.maxBytes" />
          </div>
          <CodeEditor
            value={code}
            onChange={setOwnCode}
            language="lean4"
            ariaLabel="Solver code, Lean 4"
            height={320}
            path={`submit-solver-${competition.id}.lean`}
            testId="submit-solver-editor"
          />
          <FieldMessages id="payload-solverCode" messages={errorsAt(errors, '/payload/solverCode')} />
        </div>
      ) : (
        <p>
          Submitting {externalWhat}:{' '}
          <ByteCounter text={code} maxBytes={spec.limits.maxBytes} testId="submit-byte-counter" />
          <FieldMessages id="payload-solverCode" messages={errorsAt(errors, '/payload/solverCode')} />
        </p>
      )}
      <SubmitFormTail
        flow={flow}
        competition={competition}
        body={body}
        blocked={blocked}
        replaceNote={
          replacing
            ? `This REPLACES your current “${track}” entry; other tracks are untouched.`
            : `This becomes your “${track}” entry; other tracks are untouched.`
        }
        meta={meta}
        errors={errors}
        shown={['/payload/track', '/payload/modelId', '/payload/solverCode']}
      />
    </div>
  );
}
