/**
 * Serve mode's first reads, sent as the main script starts, before React and the app's modules
 * are evaluated (a tenth of a second or more on a busy machine): the host opens the core and
 * answers them meanwhile. main.tsx imports this module first; the HTTP bridge (bridge.ts) takes
 * each answer once, for the same call, in place of sending it again. In Electron (the preload's
 * bridge) nothing is sent here.
 */
import { FIRST_SCREEN_READS, opensOnFirstScreen } from './app/firstScreen';

const early = new Map<string, Promise<Response>>();

export const rpcRequest = (body: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
  credentials: 'same-origin',
});

if (!('workbench' in window) && opensOnFirstScreen(window.location.hash)) {
  for (const [method, input] of FIRST_SCREEN_READS) {
    const body = JSON.stringify(input);
    const answer = fetch(`/rpc/${encodeURIComponent(method)}`, rpcRequest(body));
    // Not taken (the page moved on first): no unhandled rejection.
    answer.catch(() => undefined);
    early.set(`${method} ${body}`, answer);
  }
}

/** The answer already on its way for this call, once; afterwards, none. */
export function takeEarlyRead(method: string, body: string): Promise<Response> | undefined {
  const key = `${method} ${body}`;
  const answer = early.get(key);
  early.delete(key);
  return answer;
}
