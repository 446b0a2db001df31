/**
 * Validates a payload or meta object against the competition's live JSON Schema with ajv and
 * reports the failures in the server's shape (spec 7: `path` is a JSON Pointer into the object
 * named by the code), so the UI shows local and server refusals the same way.
 */
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import type { FieldError } from '../../shared/api';

const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
/**
 * Compiled validators by schema text: every precheck parses a fresh competition detail, so an
 * object-keyed cache would never hit (and ajv keeps every compiled schema alive).
 */
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

const CODES: Record<string, string> = {
  required: 'REQUIRED',
  pattern: 'PATTERN_MISMATCH',
  type: 'TYPE_MISMATCH',
  enum: 'ENUM_MISMATCH',
  const: 'ENUM_MISMATCH',
  maxLength: 'MAX_LENGTH',
  minLength: 'MIN_LENGTH',
  maxItems: 'MAX_ITEMS',
  minItems: 'MIN_ITEMS',
  additionalProperties: 'ADDITIONAL_PROPERTY',
  unevaluatedProperties: 'ADDITIONAL_PROPERTY',
};

export function schemaErrors(schema: Record<string, unknown>, value: unknown): FieldError[] {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map(toFieldError);
}

function toFieldError(e: ErrorObject): FieldError {
  const params = e.params as { missingProperty?: string; additionalProperty?: string };
  const child = params.missingProperty ?? params.additionalProperty;
  const path = child === undefined ? e.instancePath || '/' : `${e.instancePath}/${escapePointer(child)}`;
  const code = CODES[e.keyword] ?? e.keyword.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
  return { path, code, message: inWords(e, child) };
}

/** ajv's messages ("must NOT have fewer than 1 characters") rewritten as a person would say them. */
function inWords(e: ErrorObject, child: string | undefined): string {
  const p = e.params as { limit?: number; allowedValues?: unknown[]; type?: string; allowedValue?: unknown };
  const n = p.limit ?? 0;
  switch (e.keyword) {
    case 'required':
      return `${child} is required`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `${child} is not allowed here`;
    case 'minLength':
      return n <= 1 ? 'Cannot be empty' : `Must be at least ${n} characters long`;
    case 'maxLength':
      return `Must be at most ${n} characters long`;
    case 'minItems':
      return n <= 1 ? 'Needs at least one entry' : `Needs at least ${n} entries`;
    case 'maxItems':
      return `At most ${n} entries are allowed`;
    case 'enum':
      return `Must be one of: ${(p.allowedValues ?? []).map(String).join(', ')}`;
    case 'const':
      return `Must be ${String(p.allowedValue)}`;
    case 'type':
      return `Must be ${p.type === 'integer' ? 'a whole number' : `a ${p.type}`}`;
    case 'pattern':
      return 'Does not have the form this field expects';
    case 'minimum':
    case 'exclusiveMinimum':
      return `Must be at least ${n}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Must be at most ${n}`;
    default:
      return e.message ?? 'Is not valid';
  }
}

function escapePointer(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}
