// @vitest-environment happy-dom
/**
 * Serve mode's first reads leave with the main script's first module (earlyReads.ts), before
 * React and the app are evaluated; the HTTP bridge then takes each answer once instead of asking
 * again. In Electron (a preload's `window.workbench`) and on any other page nothing is sent early.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_READS } from '../../../src/renderer/src/app/firstScreen';

type Sent = { url: string; body: string };

/** Loads the bridge afresh with a counting fetch, the page at `hash`, and maybe a preload bridge. */
async function loadBridge(hash: string, preload?: object) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: String(init.body) });
      return new Response(JSON.stringify({ ok: true, value: { answer: sent.length } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  window.location.hash = hash;
  if (preload) (window as { workbench?: object }).workbench = preload;
  vi.resetModules();
  const { bridge } = await import('../../../src/renderer/src/bridge');
  return { bridge, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { workbench?: object }).workbench;
  window.location.hash = '';
});

describe('early first-screen reads', () => {
  it('sends the first screen reads as the script starts and answers each call once from them', async () => {
    const { bridge, sent } = await loadBridge('');
    expect(sent.map((s) => s.url)).toEqual(
      FIRST_SCREEN_READS.map(([method]) => `/rpc/${encodeURIComponent(method)}`),
    );
    expect(sent.every((s) => s.body === '{}')).toBe(true);

    // The same call takes the answer already on its way: nothing more is sent.
    const first = await bridge.invoke('competitions.list', {});
    expect(first).toEqual({ ok: true, value: { answer: 4 } });
    expect(sent).toHaveLength(4);
    // Once only: the next call asks the host again.
    const again = await bridge.invoke('competitions.list', {});
    expect(again).toEqual({ ok: true, value: { answer: 5 } });
    expect(sent).toHaveLength(5);
  });

  it('leaves a call with another input to its own request', async () => {
    const { bridge, sent } = await loadBridge('#/competitions');
    expect(sent).toHaveLength(4);
    await bridge.invoke('competitions.list', { refresh: true } as never);
    expect(sent).toHaveLength(5);
    expect(sent[4]!.body).toBe('{"refresh":true}');
  });

  it('sends nothing early on another page', async () => {
    const { sent } = await loadBridge('#/library');
    expect(sent).toHaveLength(0);
  });

  it('sends nothing early in the desktop app, whose preload bridge answers', async () => {
    const preload = { invoke: vi.fn(), on: vi.fn() };
    const { bridge, sent } = await loadBridge('', preload);
    expect(sent).toHaveLength(0);
    expect(bridge).toBe(preload);
  });
});
