import { useState } from 'react';
import { fieldErrorsFrom } from './forms/serverErrors';
import type { FieldErrors } from './forms/stage1Form';
import { useRunCreate } from './useRunCreate';

/**
 * What the three run forms share: the create call, and each field's error in words — the server's
 * refusal first, else the local check's once Start has been pressed.
 */
export function useRunForm<F extends string>(fields: readonly F[], local: FieldErrors<F>) {
  const [tried, setTried] = useState(false);
  const create = useRunCreate();
  const server = create.state.phase === 'refused' ? fieldErrorsFrom(create.state.error, fields) : null;
  const err = (f: F) => server?.byField[f] ?? (tried ? local[f] : undefined);
  return { create, server, err, markTried: () => setTried(true) };
}

export type RunForm = ReturnType<typeof useRunForm>;

/** `list` with `id` added, or removed when it was there (a ticked checkbox). */
export const toggled = (list: string[], id: string): string[] =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
