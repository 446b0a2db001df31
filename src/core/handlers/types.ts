import type { z } from 'zod';
import type { AppStatus, Cached, Contract, MethodName, MethodResult } from '../../shared/contract';
import type { ApiClient } from '../api/client';
import type { CoreContext } from '../context';

/** What a host knows about one call besides its input. */
export interface CallContext {
  /** Aborted when the caller went away (window closed, HTTP request dropped): stop paging. */
  signal?: AbortSignal;
}

/** One implementation per contract method; inputs arrive already validated. */
export type Handlers = {
  [M in MethodName]: (input: z.output<Contract[M]['input']>, call: CallContext) => Promise<MethodResult<M>>;
};

/** What every feature's handlers get. */
export interface HandlerDeps {
  ctx: CoreContext;
  status: () => AppStatus;
  /** A cached read of the active connection under the contract's cache key. */
  cached: <T>(
    key: string,
    fetch: (client: ApiClient) => Promise<T>,
    opts?: { freshMs?: number },
  ) => Promise<Cached<T>>;
}
