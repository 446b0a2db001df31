import { useState } from 'react';
import type { CompetitionDetail } from '../../../../shared/api';
import { formatInteger } from '../../lib/format';
import { byteStatus, utf8Bytes } from '../editors/bytes';
import { FieldMessages } from './FieldMessages';
import { errorsAt } from './fieldErrors';
import { SubmitFormTail, useMetaInput } from './SubmitFormTail';
import { type SubmitBodyInput, useSubmitFlow } from './useSubmitFlow';
import './submit.css';

/** Spec 4.2 rule 1: blank lines and full-line comments are not array items. */
export function polynomialLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/**
 * A plain IGP24 submission: lines in, the asynchronous answer (batch, queued and rejected counts)
 * out. Each POST counts against the team's daily cap. The full IGP24 workbench is elsewhere.
 */
export function Igp24SubmitForm({ competition }: { competition: CompetitionDetail }) {
  const spec = competition.submissionSpec;
  const [text, setText] = useState('');
  const meta = useMetaInput(spec.metaSchema);
  const flow = useSubmitFlow(competition);
  const lines = polynomialLines(text);
  const body: SubmitBodyInput = { payload: { polynomials: lines }, meta: meta.meta };
  const errors = flow.fieldErrors(body);
  const size = byteStatus(utf8Bytes(lines.join('\n')), spec.limits.maxBytes);
  const maxPoly = spec.limits.maxPolynomials;
  const blocked =
    lines.length === 0
      ? 'Enter at least one polynomial line.'
      : maxPoly !== undefined && lines.length > maxPoly
        ? `${formatInteger(lines.length)} lines: at most ${formatInteger(maxPoly)} per submission.`
        : size.level === 'over'
          ? `Too large: ${size.text}.`
          : null;
  const polyErr = errorsAt(errors, '/payload/polynomials');
  return (
    <div className="submit-form" data-testid="submit-form-igp24">
      <label className="field">
        <span>
          Polynomial lines{' '}
          <span className="muted">
            (25 comma-separated integers a_0..a_24 per line; blank lines and # comments are skipped)
          </span>
        </span>
        <textarea
          className="text-input mono"
          rows={10}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
          aria-invalid={polyErr.length > 0}
          aria-describedby={polyErr.length ? 'payload-polynomials' : undefined}
          data-testid="igp24-lines"
        />
        <span className="field__hint">
          {formatInteger(lines.length)} line{lines.length === 1 ? '' : 's'}
          {maxPoly !== undefined && ` of at most ${formatInteger(maxPoly)}`} · {size.text}
        </span>
        <FieldMessages id="payload-polynomials" messages={polyErr} />
      </label>
      <SubmitFormTail
        flow={flow}
        competition={competition}
        body={body}
        blocked={blocked}
        replaceNote="Every IGP24 submission is kept (nothing is replaced); each one counts against your team’s daily cap."
        meta={meta}
        errors={errors}
        shown={['/payload/polynomials']}
      />
    </div>
  );
}
