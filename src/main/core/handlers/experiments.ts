/** Experiments (issue 20): placeholders until the version store lands; replaced, not kept. */
import { localError } from '../api/errors';
import type { HandlerDeps, Handlers } from './types';

type ExperimentHandlers = Pick<
  Handlers,
  | 'library.history'
  | 'library.version'
  | 'library.restore'
  | 'experiments.list'
  | 'experiments.compareTwo'
  | 'experiments.compareMany'
  | 'experiments.best'
>;

export function experimentHandlers(_deps: HandlerDeps): ExperimentHandlers {
  const missing = async (): Promise<never> => {
    throw localError('INTERNAL', 'Experiments are not built yet.');
  };
  return {
    'library.history': missing,
    'library.version': missing,
    'library.restore': missing,
    'experiments.list': missing,
    'experiments.compareTwo': missing,
    'experiments.compareMany': missing,
    'experiments.best': missing,
  };
}
