/** The sweep method names, zod-free (see methods.ts). */
export const SWEEP_METHODS = [
  'sweeps.plan',
  'sweeps.start',
  'sweeps.list',
  'sweeps.get',
  'sweeps.pause',
  'sweeps.resume',
  'sweeps.export',
] as const;
