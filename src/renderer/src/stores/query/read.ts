import type { MethodInput, MethodName, MethodResult } from '../../../../shared/contract';
import { call } from '../../bridge';
import { connectionEpoch } from './connection';

/**
 * The one place where a read's late answer is caught. Every query of the renderer reads through
 * here: an answer (or a failure) that arrives after the active connection switched may belong to
 * the previous connection, so it is never returned; the read is asked again for the new one.
 * (A switch also resets the query cache, which drops the running fetch; this guard covers every
 * other way a read can be started, e.g. a followed outbox entry reading the queue.)
 */
export async function readContract<M extends MethodName>(
  method: M,
  input: MethodInput<M>,
): Promise<MethodResult<M>> {
  for (;;) {
    const started = connectionEpoch();
    try {
      const value = await call(method, input);
      if (started === connectionEpoch()) return value;
    } catch (e) {
      if (started === connectionEpoch()) throw e;
    }
  }
}
