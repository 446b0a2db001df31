import type { ReactNode } from 'react';
import { useAppStatus } from '../stores/query';
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
  return <Waiting label={loadingLabel} />;
}

/** Nothing yet: what is loading, and why it takes longer while the built-in Sandbox starts. */
function Waiting({ label = 'Loading…' }: { label?: string }) {
  const starting = useAppStatus().status?.sandboxStarting ?? false;
  return (
    <Loading
      label={starting ? `${label} The built-in Sandbox is starting: a few seconds the first time.` : label}
    />
  );
}
