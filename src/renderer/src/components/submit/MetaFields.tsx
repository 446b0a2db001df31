import { errorsAt, type FieldErrorMap } from '../../lib/fieldErrors';
import type { ItemReference } from '../../lib/useItemReference';
import { FieldMessages } from '../FieldMessages';
import { NetworkItemInput } from '../NetworkItemInput';

interface Props {
  description: string;
  onDescription: (v: string) => void;
  /** Shown only for kinds whose meta allows lineage (cheatsheet, solver-participation). */
  itemId?: string;
  onItemId?: (v: string) => void;
  /** Which item `itemId` names (its public code typed, its ID sent). */
  reference?: ItemReference;
  errors: FieldErrorMap;
  maxLength?: number;
}

/** The description and the item it is based on (meta), with their errors at the field. */
export function MetaFields({
  description,
  onDescription,
  itemId,
  onItemId,
  reference,
  errors,
  maxLength,
}: Props) {
  const descErr = errorsAt(errors, '/meta/description');
  const itemErr = errorsAt(errors, '/meta/contributorNetworkItemId');
  return (
    <div className="meta-fields">
      <label className="field">
        <span>
          Description{' '}
          <span className="muted">(optional{maxLength ? `, at most ${maxLength} characters` : ''})</span>
        </span>
        <textarea
          className="text-input"
          rows={2}
          value={description}
          onChange={(e) => onDescription(e.target.value)}
          aria-invalid={descErr.length > 0}
          aria-describedby={descErr.length ? 'meta-description' : undefined}
          data-testid="meta-description"
        />
        <FieldMessages id="meta-description" messages={descErr} />
      </label>
      {onItemId && reference && (
        <label className="field" htmlFor="meta-item-input">
          <span>
            Based on Contributor Network item{' '}
            <span className="muted">(optional lineage: its public code, e.g. ETA-000012)</span>
          </span>
          <NetworkItemInput
            value={itemId ?? ''}
            onChange={onItemId}
            reference={reference}
            inputId="meta-item-input"
            invalid={itemErr.length > 0}
            describedBy={itemErr.length ? 'meta-contributorNetworkItemId' : undefined}
            testId="meta-item-id"
          />
          <FieldMessages id="meta-contributorNetworkItemId" messages={itemErr} />
        </label>
      )}
    </div>
  );
}

/** The live metaSchema's maxLength for description, when it states one. */
export function descriptionMaxLength(metaSchema: Record<string, unknown>): number | undefined {
  const props = metaSchema.properties as Record<string, Record<string, unknown>> | undefined;
  const max = props?.description?.maxLength;
  return typeof max === 'number' ? max : undefined;
}

export function metaAllows(metaSchema: Record<string, unknown>, key: string): boolean {
  const props = metaSchema.properties as Record<string, unknown> | undefined;
  return Boolean(props && key in props);
}
