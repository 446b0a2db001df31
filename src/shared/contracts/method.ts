import type { z } from 'zod';

/** The schema and the result type of one method. The result type is carried only at type level. */
export interface Method<I extends z.ZodType, R> {
  input: I;
  result?: R;
}

export function method<R>() {
  return <I extends z.ZodType>(input: I): Method<I, R> => ({ input });
}
