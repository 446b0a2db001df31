/** One field-error mapper for every form: the settings form's flat view of it. */
import { describe, expect, it } from 'vitest';
import { errorsByField } from '../../../src/renderer/src/lib/fieldErrors';
import { errorInfo } from '../../../src/shared/api/errors';

const invalid = (fieldErrors: { path: string; message: string }[]) => ({
  ...errorInfo('INVALID_INPUT', 'Invalid input', { status: 400 }),
  fieldErrors: fieldErrors.map((f) => ({ ...f, code: 'invalid' })),
});

describe('errorsByField', () => {
  it('puts each message at its field, JSON Pointer or plain name, and joins several', () => {
    const res = errorsByField(
      invalid([
        { path: '/baseUrl', message: 'Must be https.' },
        { path: 'baseUrl', message: 'Too long.' },
        { path: 'name', message: 'Required.' },
      ]),
      ['baseUrl', 'name'] as const,
    );
    expect(res).toEqual({
      byField: { baseUrl: 'Must be https. Too long.', name: 'Required.' },
      unmatched: false,
    });
  });

  it('says when a message has no field on the form, or when there are no field errors at all', () => {
    expect(errorsByField(invalid([{ path: '/other', message: 'x' }]), ['name'] as const).unmatched).toBe(
      true,
    );
    expect(errorsByField(invalid([]), ['name'] as const).unmatched).toBe(true);
  });
});
