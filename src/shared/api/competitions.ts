import * as z from 'zod';
import { listPage } from './envelope';

/** Spec 1.7. */
export const SUBMISSION_KINDS = [
  'cheatsheet',
  'igp24-polynomial',
  'model-reference',
  'solver-participation',
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

const timestamp = z.string();

export const capabilities = z.looseObject({
  playground: z.boolean(),
  contributorNetwork: z.boolean(),
  leaderboard: z.boolean(),
});

/** Spec 2.2 `submissionSpec`. `kind` stays a string: spec 9.4 allows kinds we do not know yet. */
export const submissionSpec = z.looseObject({
  kind: z.string(),
  schema: z.record(z.string(), z.unknown()),
  metaSchema: z.record(z.string(), z.unknown()),
  permission: z.looseObject({ teamRole: z.enum(['owner', 'activeMember']) }),
  window: z.looseObject({ opensAt: timestamp.nullable(), closesAt: timestamp.nullable() }),
  limits: z.looseObject({
    maxBytes: z.number().int().optional(),
    maxEntries: z.number().int().optional(),
    maxPolynomials: z.number().int().optional(),
    maxRequestBytes: z.number().int().optional(),
  }),
  catalog: z
    .looseObject({
      tracks: z.array(z.looseObject({ id: z.string() })).optional(),
      models: z.array(z.looseObject({ id: z.string() })).optional(),
    })
    .nullish(),
});
export type SubmissionSpec = z.infer<typeof submissionSpec>;

/** Spec 2.2. */
export const competitionDetail = z.looseObject({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(['active', 'closed']),
  capabilities,
  leaderboardPublished: z.boolean(),
  leaderboardTeamDetailsEnabled: z.boolean(),
  submissionSpec,
});
export type CompetitionDetail = z.infer<typeof competitionDetail>;

/**
 * Spec 4.1 shows the list only as far as `items[].submissionKind`. Guess (docs/spec-gaps.md):
 * items carry `id` and `title` like the detail; everything else is optional.
 */
export const competitionSummary = z.looseObject({
  id: z.string(),
  title: z.string(),
  submissionKind: z.string(),
  description: z.string().nullish(),
  status: z.enum(['active', 'closed']).optional(),
  capabilities: capabilities.optional(),
});
export type CompetitionSummary = z.infer<typeof competitionSummary>;
export const competitionList = listPage(competitionSummary);

/** Spec 2.3: the five blocked reasons. */
export const SUBMIT_BLOCKED_REASONS = [
  'EMAIL_NOT_VERIFIED',
  'NOT_ENROLLED',
  'NOT_TEAM_OWNER',
  'BEFORE_WINDOW',
  'AFTER_WINDOW',
] as const;
export type SubmitBlockedReason = (typeof SUBMIT_BLOCKED_REASONS)[number];

/** Spec 2.3: `canSubmit` and `submitBlockedReason`; other fields are not shown and are kept. */
export const participation = z.looseObject({
  canSubmit: z.boolean(),
  submitBlockedReason: z.enum(SUBMIT_BLOCKED_REASONS).nullable(),
});
export type Participation = z.infer<typeof participation>;
