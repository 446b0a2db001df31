import { useState } from 'react';
import type { CompetitionDetail } from '../../../../shared/api';
import { byteStatus, utf8Bytes } from '../../lib/bytes';
import { errorsAt } from '../../lib/fieldErrors';
import { placeholderWarning } from '../../lib/placeholders';
import { ByteCounter } from '../ByteCounter';
import { FieldMessages } from '../FieldMessages';
import { CodeEditor } from '../monaco';
import { SubmitFormTail, useMetaInput } from './SubmitFormTail';
import { type SubmitBodyInput, useSubmitFlow } from './useSubmitFlow';
import './submit.css';

interface Props {
  competition: CompetitionDetail;
  /** The text comes from elsewhere (the library editor, a saved version); no editor is shown here. */
  externalContent?: string;
  /** Where that text is, in words: "the text in the editor" by default. */
  externalWhat?: string;
}

/** Stage 1: one cheatsheet per team; a new submission replaces the current entry. */
export function CheatsheetSubmitForm({
  competition,
  externalContent,
  externalWhat = 'the text in the editor',
}: Props) {
  const spec = competition.submissionSpec;
  const [ownContent, setOwnContent] = useState('');
  const content = externalContent ?? ownContent;
  const meta = useMetaInput(spec.metaSchema, true);
  const flow = useSubmitFlow(competition);
  const body: SubmitBodyInput = {
    payload: { content },
    meta: meta.meta,
  };
  const errors = flow.fieldErrors(body);
  const contentErr = errorsAt(errors, '/payload');
  const size = byteStatus(utf8Bytes(content), spec.limits.maxBytes);
  const placeholders = placeholderWarning(content);
  const blocked =
    size.level === 'over'
      ? `Too large to submit: ${size.text}. Shorten the cheatsheet.`
      : content.trim() === ''
        ? 'The cheatsheet is empty.'
        : null;
  return (
    <div className="submit-form" data-testid="submit-form-cheatsheet">
      {externalContent === undefined ? (
        <div className="field">
          <div className="field__label-row">
            <span id="cs-content-label">Cheatsheet</span>
            <ByteCounter text={content} maxBytes={spec.limits.maxBytes} limitLabel="limits.maxBytes" />
          </div>
          <CodeEditor
            value={content}
            onChange={setOwnContent}
            language="cheatsheet"
            ariaLabel="Cheatsheet text"
            height={300}
            path={`submit-cheatsheet-${competition.id}`}
            testId="submit-content-editor"
          />
          <FieldMessages id="payload-content" messages={contentErr} />
          {placeholders && <PlaceholderWarning text={placeholders} />}
        </div>
      ) : (
        <p>
          Submitting {externalWhat}:{' '}
          <ByteCounter text={content} maxBytes={spec.limits.maxBytes} testId="submit-byte-counter" />
          <FieldMessages id="payload-content" messages={contentErr} />
          {placeholders && <PlaceholderWarning text={placeholders} />}
        </p>
      )}
      <SubmitFormTail
        flow={flow}
        competition={competition}
        body={body}
        blocked={blocked}
        replaceNote="A cheatsheet submission REPLACES your team’s current entry (one entry per team)."
        meta={meta}
        errors={errors}
        shown={['/payload']}
        warnings={placeholders ? [placeholders] : []}
      />
    </div>
  );
}

function PlaceholderWarning({ text }: { text: string }) {
  return (
    <span className="field__warning" role="note" data-testid="placeholder-warning">
      ⚠ {text}
    </span>
  );
}
