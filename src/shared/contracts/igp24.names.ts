/** The IGP24 method names, zod-free (see methods.ts). */
export const IGP24_METHODS = [
  'igp24.labelsSync',
  'igp24.labelsQuery',
  'igp24.targets',
  'igp24.remainingPairs',
  'igp24.batch',
  'igp24.quota',
] as const;
