import type { FieldError } from '../shared/api';
import { ApiError, malformed, type SandboxErrorCode } from './errors';

/**
 * A JSON request body that must be a plain object. Parsable JSON of another type (an array, a
 * string, null) is a shape failure of the whole body, not one of spec 7's MALFORMED_BODY cases:
 * 422 RESOURCE_FIELD_INVALID with the root pointer "".
 */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    const message = 'The request body must be a JSON object ({ ... }).';
    throw new ApiError(422, 'RESOURCE_FIELD_INVALID', message, {
      fieldErrors: [{ path: '', code: 'TYPE_MISMATCH', message }],
    });
  }
  return body as Record<string, unknown>;
}

/** Unknown top-level fields give 400 MALFORMED_BODY (spec 7). */
export function rejectUnknownFields(body: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length > 0) {
    throw malformed(`Unknown top-level field(s): ${unknown.map((k) => `"${k}"`).join(', ')}.`);
  }
}

/** Escapes one JSON Pointer reference token (RFC 6901). */
export function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Collects field errors and throws them as one 422 with the given code. */
export class FieldErrors {
  readonly list: FieldError[] = [];

  add(path: string, code: string, message: string): void {
    this.list.push({ path, code, message });
  }

  get empty(): boolean {
    return this.list.length === 0;
  }

  throwIfAny(code: SandboxErrorCode, message: string, status = 422): void {
    if (this.list.length === 0) return;
    const first = this.list[0]!;
    throw new ApiError(status, code, `${message} ${first.path || '/'}: ${first.message}`, {
      fieldErrors: this.list,
    });
  }
}

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * Checks an optional/required string field. Returns the value (or undefined when absent and
 * optional); adds a field error otherwise.
 */
export function stringField(
  errors: FieldErrors,
  body: Record<string, unknown>,
  name: string,
  opts: { required: boolean; maxLength?: number; maxBytes?: number; nonBlank?: boolean; nullable?: boolean },
): string | null | undefined {
  const value = body[name];
  const path = `/${pointerToken(name)}`;
  if (value === undefined) {
    if (opts.required) errors.add(path, 'REQUIRED', `"${name}" is required.`);
    return undefined;
  }
  if (value === null && opts.nullable) return null;
  if (typeof value !== 'string') {
    errors.add(path, 'TYPE_MISMATCH', `"${name}" must be a string${opts.nullable ? ' or null' : ''}.`);
    return undefined;
  }
  if (opts.nonBlank && value.trim() === '') {
    errors.add(path, 'MIN_LENGTH', `"${name}" must not be blank.`);
    return undefined;
  }
  if (opts.maxLength !== undefined && [...value].length > opts.maxLength) {
    errors.add(path, 'MAX_LENGTH', `"${name}" must be at most ${opts.maxLength} characters.`);
    return undefined;
  }
  if (opts.maxBytes !== undefined && utf8Bytes(value) > opts.maxBytes) {
    errors.add(path, 'MAX_LENGTH', `"${name}" must be at most ${opts.maxBytes} UTF-8 bytes.`);
    return undefined;
  }
  return value;
}
