import { useState } from 'react';
import type { CompetitionDetail } from '../../../../shared/api';
import { type FieldErrorMap, unplacedErrors } from '../../lib/fieldErrors';
import { pointerWords } from '../../lib/fieldWords';
import { useItemReference } from '../../lib/useItemReference';
import { descriptionMaxLength, MetaFields, metaAllows } from './MetaFields';
import { SubmitActions } from './SubmitActions';
import { cleanMeta, type SubmitBodyInput, type SubmitFlow } from './useSubmitFlow';

export type MetaInput = ReturnType<typeof useMetaInput>;

/**
 * A submit form's meta: the description, and for kinds with lineage (cheatsheet, solver) the
 * Contributor Network item it is based on, when the live metaSchema allows it.
 */
export function useMetaInput(metaSchema: Record<string, unknown>, withLineage = false) {
  const [description, setDescription] = useState('');
  const [itemId, setItemId] = useState('');
  const lineageAllowed = withLineage && metaAllows(metaSchema, 'contributorNetworkItemId');
  // Typed as a public code; the body takes the item's ID.
  const reference = useItemReference(lineageAllowed ? itemId : '');
  return {
    description,
    setDescription,
    itemId,
    setItemId,
    reference,
    withLineage,
    lineageAllowed,
    maxLength: descriptionMaxLength(metaSchema),
    /** `body.meta`. */
    meta: cleanMeta({
      description,
      contributorNetworkItemId: lineageAllowed ? (reference.id ?? undefined) : undefined,
    }),
  };
}

interface Props {
  flow: SubmitFlow;
  competition: CompetitionDetail;
  body: SubmitBodyInput;
  blocked: string | null;
  replaceNote: string;
  meta: MetaInput;
  errors: FieldErrorMap;
  /** Error paths the form's own fields already show (besides the meta fields). */
  shown: readonly string[];
  /** Things that do not block the submission but deserve a look (check result and review). */
  warnings?: readonly string[];
}

/** The end of every submit form: meta fields, errors no field shows, and the submit actions. */
export function SubmitFormTail({
  flow,
  competition,
  body,
  blocked,
  replaceNote,
  meta,
  errors,
  shown,
  warnings = [],
}: Props) {
  const stray = unplacedErrors(errors, [
    ...shown,
    '/meta/description',
    ...(meta.withLineage ? ['/meta/contributorNetworkItemId'] : []),
  ]);
  return (
    <>
      <MetaFields
        description={meta.description}
        onDescription={meta.setDescription}
        itemId={meta.withLineage ? meta.itemId : undefined}
        onItemId={meta.lineageAllowed ? meta.setItemId : undefined}
        reference={meta.reference}
        errors={errors}
        maxLength={meta.maxLength}
      />
      {stray.map(([k, v]) => (
        <p key={k} className="field__error" data-testid="unplaced-error" title={`At ${k || 'the body'}`}>
          {pointerWords(k)}: {v.join('; ')}
        </p>
      ))}
      <SubmitActions
        flow={flow}
        competition={competition}
        body={body}
        blocked={blocked}
        replaceNote={replaceNote}
        warnings={warnings}
      />
    </>
  );
}
