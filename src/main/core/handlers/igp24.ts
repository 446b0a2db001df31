/** IGP24 workbench handlers (issue 4): one per entry of contracts/igp24.ts. */
import type { HandlerDeps, Handlers } from './types';

type M = never;

export function igp24Handlers(_deps: HandlerDeps): Pick<Handlers, M> {
  return {};
}
