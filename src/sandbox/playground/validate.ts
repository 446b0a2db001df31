import { ApiError } from '../errors';

/**
 * Shape errors in a run creation body (wrong JSON type, missing required field, empty
 * configuration object, mixed problem forms) give 400 MALFORMED_BODY; values out of range give
 * 422 RESOURCE_FIELD_INVALID; unknown IDs give 422 RUN_PARAMS_INVALID. Each carries one field
 * error with a JSON Pointer into the body.
 */
export function shapeError(path: string, message: string, code = 'TYPE_MISMATCH'): ApiError {
  return new ApiError(400, 'MALFORMED_BODY', `${path}: ${message}`, {
    fieldErrors: [{ path, code, message }],
  });
}

export function rangeError(path: string, message: string, code = 'OUT_OF_RANGE'): ApiError {
  return new ApiError(422, 'RESOURCE_FIELD_INVALID', `${path}: ${message}`, {
    fieldErrors: [{ path, code, message }],
  });
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
    if (!allowed.includes(k)) throw shapeError(`${path}/${k}`, `Unknown field "${k}".`, 'UNKNOWN_FIELD');
  }
}
