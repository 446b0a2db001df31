import type { QueryClient } from '@tanstack/react-query';
import type { MethodInput } from '../../../../shared/contract';
import { readKey } from './keys';
import type { QueryMethod } from './methods';
import { readContract } from './read';

/** One read under its query key: the method and its input, every field as the component passes it. */
export type Read = { [M in QueryMethod]: readonly [M, MethodInput<M>] }[QueryMethod];

/** How long an answer of a read sent here is not asked for again by the views that show it. */
const JUST_READ_MS = 1_000;

/**
 * Sends reads before the components that show them are rendered (the first screen's, from
 * main.tsx): the calls are on their way while React draws the page, and the components' own
 * queries join them under the same key instead of asking again, also when the answer came before
 * they mounted (within JUST_READ_MS; every other read is asked again on each mount). A read whose
 * input differs from the component's only costs one call more. Settles when every read has.
 */
export function startReads(client: QueryClient, reads: readonly Read[]): Promise<void> {
  return Promise.all(
    reads.map(([method, input]) => {
      const queryKey = readKey(method, input);
      client.setQueryDefaults(queryKey, { staleTime: JUST_READ_MS });
      return client.prefetchQuery({ queryKey, queryFn: () => readContract(method, input as never) });
    }),
  ).then(() => undefined);
}
