import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FieldError } from '../../shared/api';
import { pointerToken } from '../body';

/**
 * JSON Schema validation of submit `payload` and `meta` against the competition's live
 * `submissionSpec` (ajv, draft 2020-12). Compiled validators are cached by schema text, so a
 * changed schema is picked up on the next request.
 */
const ajv = new Ajv2020({ allErrors: true, strict: false });
const cache = new Map<string, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  let v = cache.get(key);
  if (!v) {
    const { $schema: _ignored, ...rest } = schema as Record<string, unknown>;
    v = ajv.compile(rest);
    cache.set(key, v);
  }
  return v;
}

const CODES: Record<string, string> = {
  required: 'REQUIRED',
  type: 'TYPE_MISMATCH',
  pattern: 'PATTERN_MISMATCH',
  enum: 'ENUM_MISMATCH',
  const: 'ENUM_MISMATCH',
  maxLength: 'MAX_LENGTH',
  minLength: 'MIN_LENGTH',
  additionalProperties: 'ADDITIONAL_PROPERTY',
  maxItems: 'MAX_ITEMS',
  minItems: 'MIN_ITEMS',
  format: 'FORMAT_MISMATCH',
};

function toFieldError(e: ErrorObject): FieldError {
  const params = e.params as Record<string, unknown>;
  let path = e.instancePath;
  let message = e.message ?? 'is invalid';
  switch (e.keyword) {
    case 'required':
      path = `${path}/${pointerToken(String(params.missingProperty))}`;
      message = `"${String(params.missingProperty)}" is required.`;
      break;
    case 'additionalProperties':
      path = `${path}/${pointerToken(String(params.additionalProperty))}`;
      message = `Unknown field "${String(params.additionalProperty)}".`;
      break;
    case 'enum':
      message = `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
      break;
    case 'pattern':
      message = `must match the pattern ${String(params.pattern)}.`;
      break;
    default:
      message = `${message}.`;
  }
  return {
    path,
    code: CODES[e.keyword] ?? e.keyword.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase(),
    message,
  };
}

/** Field errors of `value` against `schema` (empty when valid), JSON Pointers into `value`. */
export function schemaErrors(schema: object, value: unknown): FieldError[] {
  const validate = validatorFor(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(toFieldError);
}
