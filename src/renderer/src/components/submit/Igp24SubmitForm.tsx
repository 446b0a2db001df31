import { useMemo, useState } from 'react';
import type { CompetitionDetail } from '../../../../shared/api';
import {
  type LimitViolation,
  limitsCheck,
  measurePolynomials,
  polynomialLines,
} from '../../../../shared/igp24';
import { byteStatus } from '../../lib/bytes';
import { errorsAt } from '../../lib/fieldErrors';
import { formatInteger } from '../../lib/format';
import { FieldMessages } from '../FieldMessages';
import { SubmitFormTail, useMetaInput } from './SubmitFormTail';
import { type SubmitBodyInput, useSubmitFlow } from './useSubmitFlow';
import './submit.css';

/**
 * A plain IGP24 submission: lines in, the asynchronous answer (batch, queued and rejected counts)
 * out. Each POST counts against the team's daily cap. The full IGP24 workbench is elsewhere.
 */
export function Igp24SubmitForm({ competition }: { competition: CompetitionDetail }) {
  const spec = competition.submissionSpec;
  const [text, setText] = useState('');
  const meta = useMetaInput(spec.metaSchema);
  const flow = useSubmitFlow(competition);
  // The shared IGP24 line split (spec 4.2 rule 1: blank lines and full-line comments are not array
  // items); every other line is sent verbatim, exactly as the workbench sends it. Only split and
  // measured here, never parsed: the platform's answer names a bad line.
  const metaKey = JSON.stringify(meta.meta ?? null);
  const lines = useMemo(() => polynomialLines(text).map((l) => l.text), [text]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: metaKey stands for meta.meta (a new object each render).
  const file = useMemo(() => measurePolynomials(lines, meta.meta), [lines, metaKey]);
  const body: SubmitBodyInput = { payload: { polynomials: lines }, meta: meta.meta };
  const errors = flow.fieldErrors(body);
  const size = byteStatus(file.bodyBytes, spec.limits.maxBytes);
  const maxPoly = spec.limits.maxPolynomials;
  const violations = limitsCheck(file, {
    maxBytes: spec.limits.maxBytes,
    maxPolynomials: maxPoly,
    maxRequestBytes: spec.limits.maxRequestBytes,
  });
  const blocked =
    violations.length > 0 ? blockedText(violations[0]!, lines.length, maxPoly, size.text) : null;
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

/** The first limit violation as the form's blocking message. */
function blockedText(
  v: LimitViolation,
  count: number,
  maxPoly: number | undefined,
  sizeText: string,
): string {
  switch (v.code) {
    case 'EMPTY_SUBMISSION':
      return 'Enter at least one polynomial line.';
    case 'TOO_MANY_POLYNOMIALS':
      return `${formatInteger(count)} lines: at most ${formatInteger(maxPoly ?? 0)} per submission.`;
    case 'FILE_TOO_LARGE':
      return `Too large: ${sizeText}.`;
    case 'REQUEST_TOO_LARGE':
      return `Too large: the ${v.message}.`;
  }
}
