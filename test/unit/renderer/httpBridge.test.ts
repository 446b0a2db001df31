// @vitest-environment happy-dom
/**
 * The serve-mode bridge (HTTP and server-sent events, no `window.workbench`): a stream the browser
 * reconnects after a break tells its listeners that events may have been lost, and only then.
 */
import { describe, expect, it, vi } from 'vitest';

// The stand-in must be the global EventSource before the bridge module is evaluated.
const { bridge, FakeEventSource } = await vi.hoisted(async () => {
  class FakeEventSource extends EventTarget {
    static made: FakeEventSource[] = [];
    constructor(readonly url: string) {
      super();
      FakeEventSource.made.push(this);
    }
    emit(type: string, data?: unknown): void {
      const e = data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
      this.dispatchEvent(e);
    }
  }
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  // Not the first screen: no early reads (earlyReads.ts) to a host that is not there.
  window.location.hash = '#/outbox';
  return { ...(await import('../../../src/renderer/src/bridge')), FakeEventSource };
});

describe('serve-mode event stream', () => {
  it('reports a resumed stream after a break, never on the first opening', () => {
    const resumed = vi.fn();
    const changed = vi.fn();
    bridge.on('outbox.changed', changed);
    bridge.onResumed?.(resumed);
    expect(FakeEventSource.made).toHaveLength(1);
    const source = FakeEventSource.made[0]!;
    expect(source.url).toBe('/events');

    source.emit('open');
    source.emit('outbox.changed', { pending: 1, failed: 0, ids: [3] });
    expect(changed).toHaveBeenCalledWith({ pending: 1, failed: 0, ids: [3] });
    expect(resumed).not.toHaveBeenCalled();

    source.emit('error');
    expect(resumed).not.toHaveBeenCalled();
    source.emit('open');
    expect(resumed).toHaveBeenCalledTimes(1);
    // One break, one report: a later opening without a break says nothing.
    source.emit('open');
    expect(resumed).toHaveBeenCalledTimes(1);
  });
});
