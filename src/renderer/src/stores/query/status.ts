/**
 * The core's connection state as queries: `app.status` (which connection is active, whether it
 * answers) and `connections.list`. Both are fed by the core's events in sync.ts
 * (`connection.status` replaces the status, `connections.changed` reads the list again), so the
 * header, the lists and every read agree on one connection.
 */
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { ApiErrorInfo } from '../../../../shared/api';
import type { AppStatus, ConnectionView } from '../../../../shared/contract';
import { call } from '../../bridge';
import { toErrorInfo } from '../../lib/errors';
import { CONNECTIONS_KEY, STATUS_KEY } from './keys';
import { useContractQuery } from './useContractQuery';

export interface StatusView {
  status: AppStatus | null;
  /** Failure of app.status itself: the workbench host is not answering. */
  statusError: ApiErrorInfo | null;
}

export function useAppStatus(): StatusView {
  // The status changes only when the core says so (its event); no refresh on mount.
  const q = useContractQuery('app.status', {}, { staleTime: Number.POSITIVE_INFINITY });
  return { status: q.data ?? null, statusError: q.error && !q.data ? toErrorInfo(q.error) : null };
}

/** Whether the active connection answers; true until the core has said otherwise. */
export function useOnline(): boolean {
  return useAppStatus().status?.online ?? true;
}

export function useConnections() {
  return useContractQuery('connections.list', {}, { staleTime: Number.POSITIVE_INFINITY });
}

export function useActiveConnection(): ConnectionView | null {
  const { status } = useAppStatus();
  const { data } = useConnections();
  const id = status?.activeConnectionId;
  return data?.find((c) => (id ? c.id === id : c.active)) ?? null;
}

const ACTIVATE = ['connections.activate'] as const;

export interface ActivateConnection {
  activate(id: string): void;
  /** Id of the connection being activated (from any switcher), so each can show progress. */
  activating: string | null;
  /** Why the last switch failed, until the next one starts. */
  error: ApiErrorInfo | null;
}

/**
 * Switches the active connection. The answer is not written over the status: the core announces
 * the switch with `connection.status`, and the status is read again once the switch is done.
 */
export function useActivateConnection(): ActivateConnection {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationKey: ACTIVATE,
    mutationFn: (id: string) => call('connections.activate', { id }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: STATUS_KEY }),
        client.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
      ]),
  });
  const last = useMutationState({
    filters: { mutationKey: ACTIVATE },
    select: (m) => ({ id: m.state.variables as string, status: m.state.status, error: m.state.error }),
  }).at(-1);
  return {
    activate: (id) => mutation.mutate(id),
    activating: last?.status === 'pending' ? last.id : null,
    error: last?.status === 'error' && last.error ? toErrorInfo(last.error) : null,
  };
}
