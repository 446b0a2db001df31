/**
 * A template: one text with `{{slot}}` marks, and for each slot its alternatives, one per box.
 * Every combination of alternatives is one variant; an empty alternative leaves that part out.
 */
import { Fragment } from 'react';
import { PLATFORM_PLACEHOLDERS } from '../../../../shared/sweeps/slots';
import { type SweepFormAction, templateSlots, type VariantDraft } from './sweepForm';

interface Props {
  v: Extract<VariantDraft, { kind: 'template' }>;
  dispatch: (a: SweepFormAction) => void;
}

export function TemplateVariant({ v, dispatch }: Props) {
  const slots = templateSlots(v);
  const combinations = slots.reduce((n, [, alternatives]) => n * Math.max(1, alternatives.length), 1);
  return (
    <div className="sw-variant__body sw-template" data-testid="sw-template">
      <label className="sw-field">
        <span>Template</span>
        <textarea
          rows={6}
          value={v.template}
          spellCheck={false}
          placeholder={'Mark each part that varies, e.g. {{hints}}; give its alternatives below.'}
          onChange={(e) => dispatch({ type: 'template', key: v.key, template: e.target.value })}
          data-testid="sw-template-text"
        />
      </label>
      <p className="sw-hint">
        {slots.length === 0
          ? 'No slot marked yet: write {{name}} where a part varies.'
          : `${slots.length === 1 ? 'One slot' : `${slots.length} slots`}, ${combinations} ${combinations === 1 ? 'variant' : 'variants'}: every combination of the alternatives.`}{' '}
        {[...PLATFORM_PLACEHOLDERS].map((p, i) => (
          <Fragment key={p}>
            {i > 0 && ' and '}
            <code>{`{{${p}}}`}</code>
          </Fragment>
        ))}{' '}
        are the platform’s placeholders and stay as typed.
      </p>
      {slots.map(([name, alternatives]) => (
        <fieldset key={name} className="sw-slot" data-testid="sw-slot" data-slot={name}>
          <legend>
            <code>{`{{${name}}}`}</code> — {alternatives.length}{' '}
            {alternatives.length === 1 ? 'alternative' : 'alternatives'} (an empty one leaves it out)
          </legend>
          {alternatives.map((text, i) => (
            // Alternatives have no identity but their place; removing one renumbers the rest.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={i} className="sw-alternative">
              <textarea
                rows={2}
                value={text}
                spellCheck={false}
                aria-label={`Alternative ${i + 1} for ${name}`}
                placeholder={text === '' ? 'Empty: this part left out' : undefined}
                onChange={(e) =>
                  dispatch({ type: 'alternative', key: v.key, slot: name, index: i, text: e.target.value })
                }
              />
              {alternatives.length > 1 && (
                <button
                  type="button"
                  className="btn btn--small btn--ghost"
                  aria-label={`Remove alternative ${i + 1} for ${name}`}
                  onClick={() => dispatch({ type: 'removeAlternative', key: v.key, slot: name, index: i })}
                >
                  Remove
                </button>
              )}
            </div>
          ))}
          <button
            type="button"
            className="btn btn--small"
            onClick={() => dispatch({ type: 'addAlternative', key: v.key, slot: name })}
          >
            Add an alternative
          </button>
        </fieldset>
      ))}
    </div>
  );
}
