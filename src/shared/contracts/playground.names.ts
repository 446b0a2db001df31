/** The Playground method names, zod-free (see methods.ts). */
export const PLAYGROUND_METHODS = [
  'playground.models',
  'playground.problemSets',
  'playground.problemSet',
  'playground.runs',
  'playground.leanRuns',
  'playground.run',
  'playground.results',
  'playground.aggregates',
  'playground.compare',
  'playground.create',
  'playground.cancel',
  'playground.exportResults',
  'playground.exportAggregates',
] as const;
