import * as z from 'zod';

/** Spec 7: `error.code`, `error.message`, optional `details.fieldErrors[]`; the rest is not shown. */
export const errorEnvelope = z.looseObject({
  ok: z.literal(false).optional(),
  error: z.looseObject({
    code: z.string(),
    message: z.string().optional(),
    details: z
      .looseObject({
        fieldErrors: z
          .array(z.looseObject({ path: z.string(), code: z.string(), message: z.string() }))
          .optional(),
        scope: z.string().optional(),
      })
      .nullish(),
  }),
});

/** Spec 2.1: list responses are `{ items[], nextCursor }`. */
export function listPage<T extends z.ZodType>(item: T) {
  return z.looseObject({ items: z.array(item), nextCursor: z.string().nullable() });
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
