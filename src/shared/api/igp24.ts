/** Spec 2.6 / 4.3: IGP24 label progress and remaining pairs. */
import * as z from 'zod';

export const publication = z.looseObject({ published: z.boolean(), publishedAt: z.string().nullable() });

export const labelSignature = z.looseObject({
  r: z.number().int(),
  teamCount: z.number().int(),
  minimumDiscAbs: z.string().nullable(),
  discovered: z.boolean(),
});

export const labelProgress = z.looseObject({
  label: z.string(),
  t: z.number().int(),
  allowedR: z.array(z.number().int()),
  teamCount: z.number().int(),
  minimumDiscAbs: z.string().nullable(),
  discoveredSignatures: z.array(z.number().int()),
  remainingSignatures: z.array(z.number().int()),
  signatures: z.array(labelSignature),
});
export type LabelProgress = z.infer<typeof labelProgress>;

export const labelProgressPage = z.looseObject({
  generatedAt: z.string(),
  labels: z.array(labelProgress),
  nextCursor: z.string().nullable(),
  meta: publication,
});
export type LabelProgressPage = z.infer<typeof labelProgressPage>;

export const remainingPair = z.looseObject({ label: z.string(), t: z.number().int(), r: z.number().int() });
export type RemainingPair = z.infer<typeof remainingPair>;

export const remainingPairsPage = z.looseObject({
  generatedAt: z.string(),
  items: z.array(remainingPair),
  nextCursor: z.string().nullable(),
  meta: publication,
});
export type RemainingPairsPage = z.infer<typeof remainingPairsPage>;
