import type {
  Cached,
  MethodInput,
  MethodName,
  MethodResult,
  OutboxEntryView,
} from '../../../../shared/contract';

/** The read methods whose result is a Cached<T> (answered from the core's cache at once). */
export type CachedMethod = {
  [M in MethodName]: MethodResult<M> extends Cached<unknown> ? M : never;
}[MethodName];
export type CachedData<M extends CachedMethod> = MethodResult<M> extends Cached<infer T> ? T : never;

/**
 * Methods that only read, so a query may call them on every mount, poll them and ask again.
 * Listed, not inferred: a write passed to a query by mistake must not compile.
 */
export type QueryMethod =
  | CachedMethod
  | 'app.status'
  | 'connections.list'
  | 'updates.get'
  | 'drafts.get'
  | 'drafts.list'
  | 'outbox.list'
  | 'outbox.summary'
  | 'igp24.labelsSync'
  | 'igp24.labelsQuery'
  | 'igp24.targets'
  | 'igp24.batch'
  | 'igp24.quota'
  | 'playground.results'
  | 'playground.aggregates'
  | 'playground.compare'
  | 'cn.lookup'
  | 'cn.search.offline'
  | 'library.history'
  | 'library.version'
  | 'experiments.list'
  | 'experiments.compareTwo'
  | 'experiments.compareMany'
  | 'experiments.best'
  | 'sweeps.list'
  | 'sweeps.get'
  | 'sweeps.plan';

/** Cached reads taken page by page: a `cursor` in, a page with `nextCursor` out. */
export type PagedMethod = {
  // `cursor` required-nullable (older methods) or optional (the Contributor Network's).
  [M in CachedMethod]: 'cursor' extends keyof MethodInput<M>
    ? CachedData<M> extends { nextCursor: string | null }
      ? M
      : never
    : never;
}[CachedMethod];
export type PagesInput<M extends PagedMethod> = Omit<MethodInput<M>, 'cursor'>;

/** Writes recorded in the outbox first: they answer with the queued entry. */
export type OutboxWriteMethod = {
  [M in MethodName]: MethodResult<M> extends OutboxEntryView ? M : never;
}[MethodName];
