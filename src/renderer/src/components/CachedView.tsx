import type { ReactNode } from 'react';
import type { CachedState } from '../stores/useCached';
import { ErrorPanel } from './ErrorPanel';
import { Loading } from './Loading';

interface Props<T> {
  state: CachedState<T>;
  loadingLabel?: string;
  errorContext?: string;
  children: (data: T) => ReactNode;
}

/** The three states of a cached read: nothing yet, nothing and failed, or data (possibly stale). */
export function CachedView<T>({ state, loadingLabel, errorContext, children }: Props<T>) {
  if (state.data !== null) return <>{children(state.data)}</>;
  if (state.error) return <ErrorPanel info={state.error} onRetry={state.refresh} context={errorContext} />;
  return <Loading label={loadingLabel} />;
}
