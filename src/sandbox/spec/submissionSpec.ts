import { DAY_MS } from '../config';
import type { CompetitionRow } from '../db/competitions';

type JsonSchema = Record<string, unknown>;

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';
export const MODEL_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*$';
export const COMMIT_HASH_PATTERN = '^[0-9a-f]{40}$';
export const META_DESCRIPTION_MAX_LENGTH = 500;

/** JSON Schema of the submit `payload` for one competition (spec 2.2, 4.2). */
export function payloadSchema(c: CompetitionRow): JsonSchema {
  const base = { $schema: DRAFT, type: 'object', additionalProperties: false };
  switch (c.kind) {
    case 'cheatsheet':
      return {
        ...base,
        required: ['content'],
        properties: {
          content: {
            type: 'string',
            minLength: 1,
            description: `Cheatsheet text; at most ${c.limits.maxBytes} UTF-8 bytes.`,
          },
        },
      };
    case 'model-reference':
      return {
        ...base,
        required: ['modelName', 'commitHash'],
        properties: {
          modelName: { type: 'string', pattern: MODEL_NAME_PATTERN, description: '<owner>/<name>' },
          commitHash: {
            type: 'string',
            pattern: COMMIT_HASH_PATTERN,
            description: 'Full 40-character commit id',
          },
        },
      };
    case 'solver-participation':
      return {
        ...base,
        required: ['track', 'modelId', 'solverCode'],
        properties: {
          track: { type: 'string', enum: (c.catalog?.tracks ?? []).map((t) => t.id) },
          modelId: { type: 'string', enum: (c.catalog?.models ?? []).map((m) => m.id) },
          solverCode: {
            type: 'string',
            minLength: 1,
            description: `Lean 4 source; at most ${c.limits.maxBytes} UTF-8 bytes.`,
          },
        },
      };
    case 'igp24-polynomial':
      return {
        ...base,
        required: ['polynomials'],
        properties: {
          polynomials: {
            type: 'array',
            minItems: 1,
            maxItems: c.limits.maxPolynomials,
            items: { type: 'string', minLength: 1 },
          },
        },
      };
    default:
      return { ...base, properties: {} };
  }
}

/** JSON Schema of the optional submit `meta` object. */
export function metaSchema(c: CompetitionRow): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    description: { type: 'string', maxLength: META_DESCRIPTION_MAX_LENGTH },
  };
  if (c.kind === 'cheatsheet' || c.kind === 'solver-participation') {
    properties.contributorNetworkItemId = { type: 'string', minLength: 1 };
  }
  return { $schema: DRAFT, type: 'object', additionalProperties: false, properties };
}

export interface SubmissionWindow {
  opensAt: string | null;
  closesAt: string | null;
}

/** Window timestamps from the stored day offsets, relative to the sandbox start. */
export function submissionWindow(c: CompetitionRow, startedAt: number): SubmissionWindow {
  const at = (days: number | null) =>
    days === null ? null : new Date(startedAt + days * DAY_MS).toISOString();
  return { opensAt: at(c.opensOffsetDays), closesAt: at(c.closesOffsetDays) };
}

export function submissionSpec(c: CompetitionRow, startedAt: number) {
  return {
    kind: c.kind,
    schema: payloadSchema(c),
    metaSchema: metaSchema(c),
    permission: { teamRole: c.teamRole },
    window: submissionWindow(c, startedAt),
    limits: c.limits,
    catalog: c.catalog ?? { tracks: [], models: [] },
  };
}
