/**
 * Online/offline for the active connection. Any HTTP answer means online; a request that got no
 * answer means offline. `lastError` also carries a refused key, which fails every call while the
 * server is perfectly reachable. A light heartbeat notices a server that went away while the user only
 * reads cached pages, and a faster probe notices it coming back.
 */
import type { ApiErrorInfo } from '../../shared/api';

export interface ConnectivityState {
  online: boolean;
  checkedAt: string | null;
  lastError: ApiErrorInfo | null;
}

export interface ConnectivityOptions {
  heartbeatMs: number;
  probeMs: number;
  /** One cheap request; its outcome is reported through report() by the client. */
  probe: () => Promise<void>;
  onChange: (state: ConnectivityState, cameBack: boolean) => void;
}

export class Connectivity {
  private current: ConnectivityState = { online: true, checkedAt: null, lastError: null };
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly opts: ConnectivityOptions) {
    // Ask at once: the header says "Checking…" until the first answer.
    this.schedule(0);
  }

  get state(): ConnectivityState {
    return this.current;
  }

  report(reachable: boolean, error: ApiErrorInfo | null): void {
    const was = this.current;
    this.current = {
      online: reachable,
      checkedAt: new Date().toISOString(),
      lastError: error,
    };
    // The first answer after a start or a switch is news even when it agrees with the default.
    if (was.checkedAt === null || was.online !== reachable || was.lastError?.code !== error?.code) {
      this.opts.onChange(this.current, reachable && !was.online);
      this.schedule();
    }
  }

  /**
   * Forget the previous connection's state (the active connection changed) and ask the new one at
   * once: until it answers the state is unchecked (`checkedAt` null), never a stale "online".
   */
  reset(): void {
    this.current = { online: true, checkedAt: null, lastError: null };
    this.schedule(0);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(delayMs?: number): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.closed) return;
    const delay = delayMs ?? (this.current.online ? this.opts.heartbeatMs : this.opts.probeMs);
    this.timer = setTimeout(() => {
      this.opts
        .probe()
        .catch(() => undefined)
        .finally(() => this.schedule());
    }, delay);
    this.timer.unref();
  }
}
