import { pointerToken } from '../body';
import { ApiError } from '../errors';

/**
 * Spec 7 keeps 400 MALFORMED_BODY for unparsable JSON and unknown top-level fields (checked by
 * `rejectUnknownFields`). Everything else wrong with a run creation body is a field failure:
 * wrong JSON type, missing member, unknown nested member, mixed problem forms or a value out of
 * range give 422 RESOURCE_FIELD_INVALID; unknown IDs give 422 RUN_PARAMS_INVALID. Each carries one
 * field error with a JSON Pointer into the body, so a form can show it at the field.
 */
export function fieldError(path: string, message: string, code: string): ApiError {
  return new ApiError(422, 'RESOURCE_FIELD_INVALID', `${path}: ${message}`, {
    fieldErrors: [{ path, code, message }],
  });
}

/** A member that is missing, of the wrong JSON type, or not allowed where it is. */
export function shapeError(path: string, message: string, code = 'TYPE_MISMATCH'): ApiError {
  return fieldError(path, message, code);
}

/** A member of the right type whose value is outside what the endpoint accepts. */
export function rangeError(path: string, message: string, code = 'OUT_OF_RANGE'): ApiError {
  return fieldError(path, message, code);
}

export function unknownId(path: string, message: string): ApiError {
  return new ApiError(422, 'RUN_PARAMS_INVALID', `${path}: ${message}`, {
    fieldErrors: [{ path, code: 'UNKNOWN_ID', message }],
  });
}

export function modelRefError(path: string, code: string, message: string): ApiError {
  return new ApiError(422, 'INVALID_MODEL_REFERENCE', `${path}: ${message}`, {
    fieldErrors: [{ path, code, message }],
  });
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export function requireStringArray(
  body: Record<string, unknown>,
  name: string,
  required: boolean,
): string[] | undefined {
  const v = body[name];
  if (v === undefined) {
    if (required) throw shapeError(`/${name}`, `"${name}" is required.`, 'REQUIRED');
    return undefined;
  }
  if (!Array.isArray(v)) throw shapeError(`/${name}`, `"${name}" must be an array of strings.`);
  v.forEach((s, i) => {
    if (typeof s !== 'string') throw shapeError(`/${name}/${i}`, 'Must be a string.');
  });
  return v as string[];
}

export function onlyKeys(obj: Record<string, unknown>, allowed: string[], path: string): void {
  for (const k of Object.keys(obj)) {
    if (!allowed.includes(k))
      throw shapeError(`${path}/${pointerToken(k)}`, `Unknown field "${k}".`, 'UNKNOWN_FIELD');
  }
}

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
export const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * A required member of `obj` at `path`: REQUIRED when absent, TYPE_MISMATCH when present with
 * another JSON type. `what` says in words what is expected ("text", "true or false").
 */
export function requiredMember<T>(
  obj: Record<string, unknown>,
  name: string,
  path: string,
  is: (v: unknown) => v is T,
  what: string,
): T {
  const v = obj[name];
  const at = `${path}/${pointerToken(name)}`;
  if (v === undefined) throw shapeError(at, `"${name}" is required (${what}).`, 'REQUIRED');
  if (!is(v)) throw shapeError(at, `"${name}" must be ${what}.`);
  return v;
}
