/** The IGP24 method names, zod-free (see methods.ts). */
export const IGP24_METHODS = [] as const;
