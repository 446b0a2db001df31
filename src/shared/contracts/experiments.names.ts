/** The experiments method names, zod-free (see methods.ts). */
export const EXPERIMENT_METHODS = [
  'library.history',
  'library.version',
  'library.restore',
  'experiments.list',
  'experiments.compareTwo',
  'experiments.compareMany',
  'experiments.best',
] as const;
