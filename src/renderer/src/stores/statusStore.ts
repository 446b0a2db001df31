/**
 * Which connection is active, whether it answers, and the list of connections. Every other part
 * of the UI reads the connection from here so that the header can never disagree with the data.
 */
import { create } from 'zustand';
import type { ApiErrorInfo } from '../../../shared/api';
import type { AppStatus, ConnectionView } from '../../../shared/contract';
import { bridge, call, onEventsResumed, WorkbenchCallError } from '../bridge';
import { toErrorInfo } from '../lib/errors';

interface StatusState {
  status: AppStatus | null;
  /** Failure of app.status itself: the workbench host is not answering. */
  statusError: ApiErrorInfo | null;
  connections: ConnectionView[] | null;
  connectionsError: ApiErrorInfo | null;
  storeNoticeDismissed: boolean;
  /** Id of the connection being activated, so the switcher can show progress and not flicker. */
  activating: string | null;
  activateError: ApiErrorInfo | null;
  start(): () => void;
  loadStatus(): Promise<void>;
  loadConnections(): Promise<void>;
  activate(id: string): Promise<void>;
  dismissStoreNotice(): void;
}

/** connection.status events received so far, to tell an answer from an event that overtook it. */
let eventsSeen = 0;

export const useStatusStore = create<StatusState>()((set, get) => ({
  status: null,
  statusError: null,
  connections: null,
  connectionsError: null,
  storeNoticeDismissed: false,
  activating: null,
  activateError: null,

  start() {
    const offStatus = bridge.on('connection.status', (status) => {
      eventsSeen++;
      set({ status, statusError: null });
      // The active flag in the list follows the status; reload so both agree.
      if (get().connections?.find((c) => c.active)?.id !== status.activeConnectionId)
        void get().loadConnections();
    });
    const offConnections = bridge.on('connections.changed', () => void get().loadConnections());
    const offResumed = onEventsResumed(() => {
      void get().loadStatus();
      void get().loadConnections();
    });
    void get().loadStatus();
    void get().loadConnections();
    return () => {
      offStatus();
      offConnections();
      offResumed();
    };
  },

  async loadStatus() {
    try {
      set({ status: await call('app.status', {}), statusError: null });
    } catch (e) {
      set({ statusError: toErrorInfo(e) });
    }
  },

  async loadConnections() {
    try {
      set({ connections: await call('connections.list', {}), connectionsError: null });
    } catch (e) {
      set({ connectionsError: toErrorInfo(e) });
    }
  },

  async activate(id) {
    set({ activating: id, activateError: null });
    const before = eventsSeen;
    try {
      const status = await call('connections.activate', { id });
      // The answer and the events travel separately: a first check of the new connection can
      // arrive before this answer, and is newer than it.
      const newer = eventsSeen !== before && get().status?.activeConnectionId === status.activeConnectionId;
      if (!newer) set({ status, statusError: null });
      await get().loadConnections();
    } catch (e) {
      set({ activateError: e instanceof WorkbenchCallError ? e.info : toErrorInfo(e) });
    } finally {
      set({ activating: null });
    }
  },

  dismissStoreNotice() {
    set({ storeNoticeDismissed: true });
  },
}));

export function useActiveConnection(): ConnectionView | null {
  return useStatusStore((s) => {
    const id = s.status?.activeConnectionId;
    return s.connections?.find((c) => (id ? c.id === id : c.active)) ?? null;
  });
}
