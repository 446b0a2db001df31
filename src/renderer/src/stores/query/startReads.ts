import type { QueryClient } from '@tanstack/react-query';
import type { MethodInput } from '../../../../shared/contract';
import { readKey } from './keys';
import type { QueryMethod } from './methods';
import { readContract } from './read';

/** One read under its query key: the method and its input, every field as the component passes it. */
export type Read = { [M in QueryMethod]: readonly [M, MethodInput<M>] }[QueryMethod];

/**
 * Sends reads before the components that show them are rendered (the first screen's, from
 * main.tsx): the calls are on their way while React draws the page, and the components' own
 * queries join them under the same key instead of asking again. A read whose input differs from
 * the component's only costs one call more.
 */
export function startReads(client: QueryClient, reads: readonly Read[]): void {
  for (const [method, input] of reads)
    void client.prefetchQuery({
      queryKey: readKey(method, input),
      queryFn: () => readContract(method, input as never),
    });
}
