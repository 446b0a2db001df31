// STUB — being written by the lead. Public surface is fixed:
import type { EventName, Events } from '../../shared/contract';
import type { Handlers } from './handlers';

export interface WorkbenchOptions {
  /** Folder for workbench.db and logs/. */
  dataDir: string;
  version: string;
  /** The built-in Sandbox connection (started by the host). */
  builtinSandbox: { baseUrl: string; apiKey: string };
  /** How often the active connection is checked while online / offline (ms). */
  heartbeatMs?: number;
  probeMs?: number;
}

export interface Workbench {
  readonly handlers: Handlers;
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void;
  /** Every event, for hosts that forward them all (IPC, server-sent events). */
  onAny(listener: <E extends EventName>(event: E, payload: Events[E]) => void): () => void;
  close(): Promise<void>;
}

export async function openWorkbench(_opts: WorkbenchOptions): Promise<Workbench> {
  throw new Error('not yet');
}
