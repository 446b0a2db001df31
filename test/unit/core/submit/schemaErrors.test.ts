import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../../src/core/submit/schemaErrors';

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['solverCode', 'track'],
  properties: {
    solverCode: { type: 'string', minLength: 1, maxLength: 10 },
    track: { enum: ['solo', 'marathon'] },
    note: { type: 'string', minLength: 3 },
    slot: { type: 'integer' },
    commitHash: { type: 'string', pattern: '^[0-9a-f]{40}$' },
  },
};

const messages = (value: unknown) =>
  Object.fromEntries(schemaErrors(schema, value).map((e) => [e.path, e.message]));

describe('schema problems in words', () => {
  it('says what is wrong the way a person would, at the JSON Pointer of the field', () => {
    expect(
      messages({ solverCode: '', track: 'relay', note: 'ab', slot: 1.5, commitHash: 'main', x: 1 }),
    ).toEqual({
      '/solverCode': 'Cannot be empty',
      '/track': 'Must be one of: solo, marathon',
      '/note': 'Must be at least 3 characters long',
      '/slot': 'Must be a whole number',
      '/commitHash': 'Does not have the form this field expects',
      '/x': 'x is not allowed here',
    });
    expect(messages({ solverCode: 'x'.repeat(11) })).toEqual({
      '/solverCode': 'Must be at most 10 characters long',
      '/track': 'track is required',
    });
  });

  it('never passes on ajv wording such as "must NOT have fewer than"', () => {
    for (const e of schemaErrors(schema, { solverCode: '', note: '', slot: 'a', track: 1 }))
      expect(e.message).not.toMatch(/must NOT|must be equal to one of/);
  });
});
