/** IGP24 workbench methods (issue 4). Names also go into IGP24_METHODS (igp24.names.ts). */
export const igp24Contract = {} as const;
