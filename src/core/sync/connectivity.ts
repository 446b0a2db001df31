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
  /**
   * One cheap request; its outcome is reported through report() by the client. `signal` ends it
   * when the check is closed: a host that is done never waits for a probe's answer.
   */
  probe: (signal: AbortSignal) => Promise<void>;
  onChange: (state: ConnectivityState, cameBack: boolean) => void;
  /**
   * Ask at start and after a switch at once (default), or only at the next heartbeat: a command
   * line answers from the cache or its own requests, which report what they meet.
   */
  checkAtOnce?: boolean;
}

export class Connectivity {
  private current: ConnectivityState = { online: true, checkedAt: null, lastError: null };
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Ends the probe on its way, if one is. */
  private probing: AbortController | null = null;

  constructor(private readonly opts: ConnectivityOptions) {
    // Ask at once: the header says "Checking…" until the first answer.
    this.schedule(this.firstCheckMs());
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
    this.schedule(this.firstCheckMs());
  }

  private firstCheckMs(): number {
    return this.opts.checkAtOnce === false ? this.opts.heartbeatMs : 0;
  }

  /**
   * Stops checking. A probe still on its way is given up: a command that is done must not wait
   * for it (a server that never answers would hold the process for the client's whole deadline).
   */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.probing?.abort();
  }

  private schedule(delayMs?: number): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.closed) return;
    const delay = delayMs ?? (this.current.online ? this.opts.heartbeatMs : this.opts.probeMs);
    this.timer = setTimeout(() => {
      const probing = new AbortController();
      this.probing = probing;
      this.opts
        .probe(probing.signal)
        .catch(() => undefined)
        .finally(() => {
          if (this.probing === probing) this.probing = null;
          this.schedule();
        });
    }, delay);
    this.timer.unref();
  }
}
