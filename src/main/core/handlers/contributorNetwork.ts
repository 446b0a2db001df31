/**
 * Contributor Network handlers (issue 11): one per entry of contracts/contributorNetwork.ts.
 */
import { localError } from '../api/errors';
import type { HandlerDeps, Handlers } from './types';

type M = Extract<keyof Handlers, `cn.${string}`>;

function notYet(): never {
  throw localError('INTERNAL', 'The Contributor Network is not available in this build yet.');
}

export function contributorNetworkHandlers(_deps: HandlerDeps): Pick<Handlers, M> {
  return {
    'cn.list': async () => notYet(),
    'cn.packages.list': async () => notYet(),
    'cn.get': async () => notYet(),
    'cn.lookup': async () => notYet(),
    'cn.search.offline': async () => notYet(),
    'cn.favorite': async () => notYet(),
    'cn.comments.list': async () => notYet(),
    'cn.comments.create': async () => notYet(),
    'cn.comments.delete': async () => notYet(),
    'cn.publish': async () => notYet(),
    'cn.withdraw': async () => notYet(),
    'cn.graph': async () => notYet(),
    'cn.benchmarks.list': async () => notYet(),
    'cn.package.download': async () => notYet(),
  };
}
