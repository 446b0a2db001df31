/**
 * The texts a sweep races: versions picked from a cheatsheet's history, pasted texts, and
 * templates whose slots make one variant per combination. Each is listed with a way to take it
 * out; the plan beside the form names every variant with its letter.
 */
import { useState } from 'react';
import { FieldProblem } from '../../components/FieldProblem';
import { PlatformText } from '../../components/PlatformText';
import { localTime, parseDate } from '../../lib/format';
import { shortHash } from '../../lib/versionWords';
import type { SweepForm, SweepFormAction, VariantDraft } from './sweepForm';
import { TemplateVariant } from './TemplateVariant';
import { VersionPicker } from './VersionPicker';

interface Props {
  form: SweepForm;
  dispatch: (a: SweepFormAction) => void;
  error: string | undefined;
}

export function VariantsFields({ form, dispatch, error }: Props) {
  const [picking, setPicking] = useState(false);
  return (
    <fieldset data-testid="sw-variants">
      <legend>Variants</legend>
      <p className="sw-hint">
        Two or more texts to race. Each becomes a cheatsheet of its own on the platform, named after the
        sweep.
      </p>
      {form.variants.length > 0 && (
        <ol className="sw-variants">
          {form.variants.map((v) => (
            <li key={v.key} className="sw-variant" data-testid="sw-variant" data-kind={v.kind}>
              <VariantEditor v={v} dispatch={dispatch} />
              <button
                type="button"
                className="btn btn--small btn--ghost sw-variant__remove"
                onClick={() => dispatch({ type: 'remove', key: v.key })}
                aria-label={`Remove the ${KIND_WORDS[v.kind]}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="sw-add">
        <button
          type="button"
          className={picking ? 'btn btn--small is-active' : 'btn btn--small'}
          aria-expanded={picking}
          onClick={() => setPicking((p) => !p)}
          data-testid="sw-add-version"
        >
          Versions from a cheatsheet’s history…
        </button>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => dispatch({ type: 'addText' })}
          data-testid="sw-add-text"
        >
          Paste a text
        </button>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => dispatch({ type: 'addTemplate' })}
          data-testid="sw-add-template"
        >
          A template with slots
        </button>
      </div>
      {picking && <VersionPicker form={form} dispatch={dispatch} onClose={() => setPicking(false)} />}
      <FieldProblem text={error} />
    </fieldset>
  );
}

const KIND_WORDS: Record<VariantDraft['kind'], string> = {
  version: 'version',
  text: 'text',
  template: 'template',
};

function VariantEditor({ v, dispatch }: { v: VariantDraft; dispatch: (a: SweepFormAction) => void }) {
  if (v.kind === 'version') {
    const saved = parseDate(v.savedAt);
    return (
      <div className="sw-variant__body">
        <span className="sw-variant__kind">Version</span> <PlatformText>{v.title}</PlatformText>
        <span className="muted">
          {' '}
          · saved {saved ? localTime(saved) : 'at an unknown time'} ·{' '}
          <code title={v.sha256}>{shortHash(v.sha256)}</code>
        </span>
      </div>
    );
  }
  if (v.kind === 'text')
    return (
      <div className="sw-variant__body">
        <label className="sw-field">
          <span>Label (optional)</span>
          <input
            type="text"
            value={v.label}
            maxLength={120}
            placeholder="e.g. With worked examples"
            onChange={(e) => dispatch({ type: 'label', key: v.key, label: e.target.value })}
          />
        </label>
        <label className="sw-field">
          <span>Text</span>
          <textarea
            rows={5}
            value={v.text}
            spellCheck={false}
            onChange={(e) => dispatch({ type: 'text', key: v.key, text: e.target.value })}
            data-testid="sw-text"
          />
        </label>
      </div>
    );
  return <TemplateVariant v={v} dispatch={dispatch} />;
}
